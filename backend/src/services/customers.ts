import type { Address, Customer, User } from '../../../src/contract';
import type { Db } from '../db';

export interface CustomerRow {
  id: number;
  email: string;
  password_hash: string;
  roles: string;
  type: Customer['type'];
  civility: string;
  first_name: string;
  last_name: string;
  phone: string;
  company: string | null;
  siret: string | null;
  discount_rate: number;
  newsletter: number;
  sales_plan_id: number;
  created_at: string;
}

export type AddressRow = Omit<Address, 'address_id' | 'is_default_delivery' | 'is_default_billing'> & {
  id: number;
  customer_id: number;
  is_default_delivery: number;
  is_default_billing: number;
};

export const toAddress = (a: AddressRow): Address => ({
  address_id: a.id,
  label: a.label,
  civility: a.civility,
  first_name: a.first_name,
  last_name: a.last_name,
  company: a.company,
  street: a.street,
  street2: a.street2,
  zipcode: a.zipcode,
  city: a.city,
  country_code: a.country_code,
  phone: a.phone,
  is_default_delivery: a.is_default_delivery === 1,
  is_default_billing: a.is_default_billing === 1,
});

export class Customers {
  constructor(private db: Db) {}

  row(id: number) {
    return this.db.prepare('SELECT * FROM customer WHERE id = ?').get(id) as CustomerRow | undefined;
  }

  byEmail(email: string) {
    return this.db.prepare('SELECT * FROM customer WHERE email = ? COLLATE NOCASE').get(email) as CustomerRow | undefined;
  }

  address(customerId: number, addressId: number) {
    return this.db.prepare('SELECT * FROM address WHERE id = ? AND customer_id = ? AND deleted_at IS NULL').get(addressId, customerId) as
      | AddressRow
      | undefined;
  }

  addresses(customerId: number): Address[] {
    return (this.db.prepare('SELECT * FROM address WHERE customer_id = ? AND deleted_at IS NULL ORDER BY id').all(customerId) as AddressRow[]).map(toAddress);
  }

  customer(r: CustomerRow): Customer {
    return {
      customer_id: r.id,
      type: r.type,
      civility: r.civility,
      first_name: r.first_name,
      last_name: r.last_name,
      email: r.email,
      phone: r.phone,
      company: r.company,
      siret: r.siret,
      discount_rate: r.discount_rate,
      newsletter: r.newsletter === 1,
      sales_plan_id: r.sales_plan_id,
      addresses: this.addresses(r.id),
      created_at: r.created_at,
    };
  }

  user(r: CustomerRow): User {
    return { id: r.id, email: r.email, roles: JSON.parse(r.roles) as string[] };
  }
}
