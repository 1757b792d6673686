import type { Address, Customer, User } from '@trefima/domain/contract';
import type { Db } from '../db';
import { companyAccounts, type CompanyAccount } from './company-accounts';
import { leaveCompany } from './company-leaving';
import { nowIso } from '../shared/text';
import { SHARED } from '../companies/scope';
import { can, isCompanyRole } from '@trefima/domain/companies/roles';

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
  professional_verified: number;
  purchase_order_required: number;
  newsletter: number;
  sales_plan_id: number;
  created_at: string;
  company_id: number | null;
  company_role: string | null;
  removed_at: string | null;
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

interface LockFacts {
  customer_id: number;
  author: string;
  site: string | null;
  /** 1 when its author has left the company (removed): nobody could change it, were it still his only */
  gone: 0 | 1;
}

/** `manages`: the caller manages the company's people, and so the addresses those who left it wrote. */
const lockOf = (found: LockFacts, customerId: number, manages: boolean): string | null => {
  if (found.site !== null) return `Cette adresse est celle du chantier « ${found.site} » : elle se modifie avec le chantier, dans « Mes chantiers ».`;
  if (found.customer_id === customerId || (found.gone && manages)) return null;
  return found.gone
    ? `Cette adresse a été enregistrée par ${found.author}, qui a quitté l’entreprise : un administrateur peut la modifier ou la supprimer.`
    : `Cette adresse a été enregistrée par ${found.author} : seule cette personne peut la modifier ou la supprimer.`;
};

export type NewCustomer = Pick<
  CustomerRow,
  'email' | 'password_hash' | 'type' | 'civility' | 'first_name' | 'last_name' | 'phone' | 'company' | 'siret' | 'sales_plan_id'
> & {
  newsletter?: boolean;
  /** only the back office grants professional terms */
  professional_verified?: boolean;
};

/** What a customer changes himself; the status, company and SIRET are the back office's (setTerms). */
export type ProfileUpdate = Pick<NewCustomer, 'civility' | 'first_name' | 'last_name' | 'phone' | 'newsletter' | 'email'>;

export class Customers {
  constructor(
    private db: Db,
    private now: () => number = Date.now,
  ) {}

  /** The accounts and pending requests of the company (SIREN) of `siret`, but the ones named: a company may have several. */
  sameCompany(siret: string, except: { customerId?: number; requestId?: number } = {}): CompanyAccount[] {
    return companyAccounts(this.db, siret, except);
  }

  /** Whether his company's administrator removed him (companies/companies.ts): he may no longer sign in. */
  /**
   * Whether the account still has the password (and login) `seen` was read with: a password checked against a copy
   * read before a reset or change (hashing waits its turn, passwords.ts) proves nothing once the new one is written.
   */
  sameCredentials(seen: Pick<CustomerRow, 'id' | 'email' | 'password_hash'>): boolean {
    const now = this.row(seen.id);
    return now !== undefined && now.password_hash === seen.password_hash && now.email === seen.email;
  }

  removed(customerId: number): boolean {
    return this.db.prepare('SELECT removed_at IS NOT NULL FROM customer WHERE id = ?').pluck().get(customerId) === 1;
  }

  create(c: NewCustomer): number {
    const at = nowIso(this.now());
    return Number(
      this.db
        .prepare(
          `INSERT INTO customer (email, password_hash, type, civility, first_name, last_name, phone, company, siret, newsletter, newsletter_consent_at,
            sales_plan_id, professional_verified, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          c.email,
          c.password_hash,
          c.type,
          c.civility,
          c.first_name,
          c.last_name,
          c.phone,
          c.company,
          c.siret,
          c.newsletter ? 1 : 0,
          // the day of a consent given (RGPD art. 7(1): the shop shows it; migration 051)
          c.newsletter ? at : null,
          c.sales_plan_id,
          c.professional_verified ? 1 : 0,
          at,
          at,
        ).lastInsertRowid,
    );
  }

  setPassword(id: number, hash: string) {
    this.db.prepare('UPDATE customer SET password_hash = ?, updated_at = ? WHERE id = ?').run(hash, nowIso(this.now()), id);
  }

  /** A consent to the newsletter given or withdrawn is dated that day; one left as it was keeps its day (migration 051). */
  updateProfile(id: number, p: ProfileUpdate) {
    const at = nowIso(this.now());
    const wanted = p.newsletter ? 1 : 0;
    this.db
      .prepare(
        `UPDATE customer SET civility = ?, first_name = ?, last_name = ?, phone = ?, email = ?, updated_at = ?, newsletter = @wanted,
          newsletter_consent_at = CASE WHEN @wanted = 1 AND newsletter = 0 THEN @at ELSE newsletter_consent_at END,
          newsletter_withdrawn_at = CASE WHEN @wanted = 0 AND newsletter = 1 THEN @at ELSE newsletter_withdrawn_at END
        WHERE id = ?`,
      )
      .run(p.civility, p.first_name, p.last_name, p.phone, p.email, at, id, { wanted, at });
  }

  /**
   * The back office's call: professional status, company, SIRET, terms and discount; a private buyer keeps none of
   * them, nor his company, or is refused (company-leaving.ts). Written together or not at all; whether he left his
   * company (the caller ends his sessions).
   */
  setTerms(
    id: number,
    t: {
      type: Customer['type'];
      company: string | null;
      siret: string | null;
      professional_verified: boolean;
      discount_rate: number;
      purchase_order_required: boolean;
    },
  ): { leftCompany: boolean } {
    const pro = t.type === 'professionnel';
    return this.db.transaction(() => {
      const leftCompany = !pro && leaveCompany(this.db, id, nowIso(this.now()));
      this.db
        .prepare(
          'UPDATE customer SET type = ?, company = ?, siret = ?, professional_verified = ?, discount_rate = ?, purchase_order_required = ?, updated_at = ? WHERE id = ?',
        )
        .run(
          t.type,
          pro ? t.company : null,
          pro ? t.siret : null,
          pro && t.professional_verified ? 1 : 0,
          // a professional's terms: a private buyer keeps none (his orders would be discounted, or refused a purchase order)
          pro ? t.discount_rate : 0,
          pro && t.purchase_order_required ? 1 : 0,
          nowIso(this.now()),
          id,
        );
      return { leftCompany };
    })();
  }

  row(id: number) {
    return this.db.prepare('SELECT * FROM customer WHERE id = ?').get(id) as CustomerRow | undefined;
  }

  /** The customer's discount in percent; an unknown customer has none to give (the caller checked the session). */
  discountRate(id: number): number {
    return (this.db.prepare('SELECT discount_rate FROM customer WHERE id = ?').get(id) as { discount_rate: number }).discount_rate;
  }

  byEmail(email: string) {
    return this.db.prepare('SELECT * FROM customer WHERE email = ? COLLATE NOCASE').get(email) as CustomerRow | undefined;
  }

  address(customerId: number, addressId: number) {
    return this.db.prepare(`SELECT * FROM address WHERE id = ? AND customer_id IN ${SHARED} AND deleted_at IS NULL`).get(addressId, customerId) as
      AddressRow | undefined;
  }

  /**
   * Why `customerId` may not rewrite or delete an address of his company's book, null when he may: only its author
   * changes it (an administrator, once its author has left), and a job site's address changes with its site (PATCH
   * /chantier, which checks job_sites.manage).
   * Undefined when it is not in his book (another company's, or deleted). The book shows it; the address calls apply it.
   */
  addressLock(customerId: number, addressId: number): string | null | undefined {
    const found = this.lockFacts(customerId).get(addressId);
    return found && lockOf(found, customerId, this.managesPeople(customerId));
  }

  private managesPeople(customerId: number): boolean {
    const role = this.db.prepare('SELECT company_role FROM customer WHERE id = ?').pluck().get(customerId) as string | null | undefined;
    return typeof role === 'string' && isCompanyRole(role) && can(role, 'people.manage');
  }

  /** The author and the job site of each address of the caller's company's book, by id. */
  private lockFacts(customerId: number) {
    const rows = this.db
      .prepare(
        `SELECT a.id, a.customer_id, o.first_name || ' ' || o.last_name AS author, o.removed_at IS NOT NULL AS gone,
          (SELECT s.name FROM job_site s WHERE s.address_id = a.id ORDER BY s.id LIMIT 1) AS site
        FROM address a JOIN customer o ON o.id = a.customer_id
        WHERE a.customer_id IN ${SHARED} AND a.deleted_at IS NULL`,
      )
      .all(customerId) as (LockFacts & { id: number })[];
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** The company's address book as `customerId` reads it: each address with what keeps him from changing it, if anything. */
  addresses(customerId: number): Address[] {
    const facts = this.lockFacts(customerId);
    const manages = this.managesPeople(customerId);
    return (this.db.prepare(`SELECT * FROM address WHERE customer_id IN ${SHARED} AND deleted_at IS NULL ORDER BY id`).all(customerId) as AddressRow[]).map(
      (row) => ({ ...toAddress(row), locked: lockOf(facts.get(row.id)!, customerId, manages) }),
    );
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
      company_role: r.removed_at === null ? r.company_role : null,
      discount_rate: r.discount_rate,
      professional_verified: r.professional_verified === 1,
      purchase_order_required: r.purchase_order_required === 1,
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
