import type { z } from 'zod';
import type { addressForm } from '@trefima/domain/forms/account';
import type { Db } from '../db';
import { deliveryPlace } from '@trefima/domain/territory/delivery-territory';
import { invalid } from '../shared/errors';
import { normalize, nowIso } from '../shared/text';
import { SHARED } from '../companies/scope';

export type AddressInput = z.output<typeof addressForm>;

const TERRITORY_OF_DEPARTMENT: Record<string, string> = { '971': 'Guadeloupe', '972': 'Martinique', '973': 'Guyane' };

/** « Baie mahault » is « Baie-Mahault »: case, accents, hyphens and apostrophes aside. */
const townKey = (name: string) => normalize(name).replace(/[\s-]+/g, ' ');

/** « (Guadeloupe) » after a town; nothing for Saint-Martin and Saint-Barthélemy, collectivities of their own under 971. */
const where = (zipcode: string) => (deliveryPlace(zipcode).kind === 'territory' ? ` (${TERRITORY_OF_DEPARTMENT[zipcode.slice(0, 3)]})` : '');

/** « A », « B » ou « C » */
const towns = (names: string[]) =>
  names
    .map((n) => `« ${n} »`)
    .join(', ')
    .replace(/, (« [^«]+ »)$/, ' ou $1');

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

  /**
   * An address from the book's form. One the customer's book holds already, field for field (the form sent again, its
   * answer lost on an island's network), is not added twice: the defaults asked are set on it. A job site's address,
   * which changes with its site, is not taken for it. Answers whether it was added.
   */
  addToBook(customerId: number, a: AddressInput, defaults: { delivery: boolean; billing: boolean }): boolean {
    return this.db.transaction(() => {
      const same = this.db
        .prepare(
          `SELECT id FROM address WHERE customer_id = ? AND deleted_at IS NULL AND label = ? AND civility = ? AND first_name = ? AND last_name = ?
            AND company IS ? AND street = ? AND street2 IS ? AND zipcode = ? AND city = ? AND country_code = ? AND phone = ?
            AND id NOT IN (SELECT address_id FROM job_site) ORDER BY id LIMIT 1`,
        )
        .pluck()
        .get(customerId, a.label, a.civility, a.first_name, a.last_name, a.company, a.street, a.street2, a.zipcode, a.city, a.country_code, a.phone) as
        number | undefined;
      if (same === undefined) return this.add(customerId, a, defaults) > 0;
      this.saveDefaults(customerId, same, defaults.delivery, defaults.billing);
      return false;
    })();
  }

  /**
   * `customerId` is the caller: the address's author through the address
   * route (which refuses the rest), or a colleague changing a job site of the
   * company (job-sites.ts), hence the company's scope here, never wider.
   */
  update(customerId: number, addressId: number, a: AddressInput, defaults: { delivery: boolean; billing: boolean }) {
    this.db.transaction(() => {
      this.db
        .prepare(
          `UPDATE address SET label = ?, civility = ?, first_name = ?, last_name = ?, company = ?, street = ?, street2 = ?, zipcode = ?, city = ?, country_code = ?, phone = ?
          WHERE id = ? AND customer_id IN ${SHARED}`,
        )
        .run(a.label, a.civility, a.first_name, a.last_name, a.company, a.street, a.street2, a.zipcode, a.city, a.country_code, a.phone, addressId, customerId);
      this.saveDefaults(customerId, addressId, defaults.delivery, defaults.billing);
    })();
  }

  /**
   * Why a postcode of the overseas departments and its town disagree (a site
   * typed with 97232, Le Lamentin's, and « Baie-Mahault »), by the communes
   * the API lists (GET /city), with the field to correct; null when they agree
   * or the postcode is elsewhere (a billing address in France, checked no
   * further). An unknown postcode of 971, 972 or 973 is no commune's.
   */
  townProblem(zipcode: string, city: string): { field: 'zipcode' | 'city'; message: string } | null {
    const department = TERRITORY_OF_DEPARTMENT[zipcode.slice(0, 3)];
    if (!department || !/^\d{5}$/.test(zipcode)) return null;
    const rows = this.db.prepare('SELECT zipcode, name FROM city ORDER BY zipcode, name').all() as { zipcode: string; name: string }[];
    const here = rows.filter((r) => r.zipcode === zipcode);
    if (!here.length) return { field: 'zipcode', message: `Le code postal ${zipcode} n’est celui d’aucune commune de ${department} : vérifiez-le.` };
    const typed = townKey(city);
    if (here.some((r) => townKey(r.name) === typed)) return null;
    const postcode = `Le code postal ${zipcode} est celui de ${towns(here.map((r) => r.name))}${where(zipcode)}`;
    const elsewhere = rows.filter((r) => townKey(r.name) === typed);
    const message = elsewhere.length
      ? `${postcode} ; « ${elsewhere[0].name} »${where(elsewhere[0].zipcode)} a le code postal ${elsewhere.map((r) => r.zipcode).join(' ou ')} : corrigez le code postal ou la ville.`
      : `${postcode}, pas de « ${city.trim()} » : corrigez le code postal ou la ville.`;
    return { field: 'city', message };
  }

  /** Refuses an address whose postcode and town disagree, on the field to correct (`prefix`: `address.` in a job site). */
  assertTown(a: { zipcode: string; city: string }, prefix = '') {
    const problem = this.townProblem(a.zipcode, a.city);
    if (problem) throw invalid({ [`${prefix}${problem.field}`]: problem.message });
  }

  /**
   * Soft delete: past orders keep their own copy of the address. Its author's, or one a colleague who left wrote
   * (the caller's right to it checked before: Customers.addressLock), never a job site's (the site still delivers there).
   */
  remove(customerId: number, addressId: number) {
    this.db
      .prepare(
        `UPDATE address SET deleted_at = ?, is_default_delivery = 0, is_default_billing = 0
        WHERE id = ? AND id NOT IN (SELECT address_id FROM job_site)
        AND (customer_id = ? OR customer_id IN (SELECT id FROM customer WHERE removed_at IS NOT NULL) AND customer_id IN ${SHARED})`,
      )
      .run(nowIso(this.now()), addressId, customerId, customerId);
  }
}
