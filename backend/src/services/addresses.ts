import type { z } from 'zod';
import type { addressForm } from '../../../src/forms/account';
import type { Db } from '../db';
import { nowIso } from './text';

export type AddressInput = z.output<typeof addressForm>;

/** A customer's address book; reading it is the Customers service's. */
export class Addresses {
  constructor(
    private db: Db,
    private now: () => number,
  ) {}

  private saveDefaults(customerId: number, addressId: number, delivery: boolean, billing: boolean) {
    if (delivery) this.db.prepare('UPDATE address SET is_default_delivery = (id = ?) WHERE customer_id = ?').run(addressId, customerId);
    if (billing) this.db.prepare('UPDATE address SET is_default_billing = (id = ?) WHERE customer_id = ?').run(addressId, customerId);
  }

  add(customerId: number, a: AddressInput, defaults: { delivery: boolean; billing: boolean }): number {
    return this.db.transaction(() => {
      const addressId = Number(
        this.db
          .prepare(
            `INSERT INTO address (customer_id, label, civility, first_name, last_name, company, street, street2, zipcode, city, country_code, phone)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(customerId, a.label, a.civility, a.first_name, a.last_name, a.company, a.street, a.street2, a.zipcode, a.city, a.country_code, a.phone)
          .lastInsertRowid,
      );
      this.saveDefaults(customerId, addressId, defaults.delivery, defaults.billing);
      return addressId;
    })();
  }

  update(customerId: number, addressId: number, a: AddressInput, defaults: { delivery: boolean; billing: boolean }) {
    this.db.transaction(() => {
      this.db
        .prepare(
          `UPDATE address SET label = ?, civility = ?, first_name = ?, last_name = ?, company = ?, street = ?, street2 = ?, zipcode = ?, city = ?, country_code = ?, phone = ? WHERE id = ?`,
        )
        .run(a.label, a.civility, a.first_name, a.last_name, a.company, a.street, a.street2, a.zipcode, a.city, a.country_code, a.phone, addressId);
      this.saveDefaults(customerId, addressId, defaults.delivery, defaults.billing);
    })();
  }

  /** Soft delete: past orders keep their own copy of the address. */
  remove(addressId: number) {
    this.db.prepare('UPDATE address SET deleted_at = ?, is_default_delivery = 0, is_default_billing = 0 WHERE id = ?').run(nowIso(this.now()), addressId);
  }
}
