import { TRUCK_ACCESS, type JobSite, type JobSiteList, type TruckAccess } from '@trefima/domain/contract';
import type { JobSiteInput, JobSitePatch } from '@trefima/domain/job-sites/requests';
import type { Db } from '../db';
import type { AddressInput, Addresses } from '../customers/addresses';
import { toAddress, type AddressRow } from '../customers/customers';
import { missing } from '../shared/errors';
import { nowIso } from '../shared/text';
import { SHARED } from '../companies/scope';
import { madeByOf, type Made } from '../companies/made-by';

interface JobSiteRow {
  id: number;
  customer_id: number;
  name: string;
  address_id: number;
  contact_name: string | null;
  contact_phone: string | null;
  truck_access: TruckAccess;
  crane_needed: number;
  opening_hours: string | null;
  access_notes: string | null;
  purchase_order: string | null;
  archived: number;
  created_at: string;
  updated_at: string;
}

type SiteAddress = JobSiteInput['address'];

/** The address book names the site's address after the site, within its 60 characters. */
const LABEL_MAX = 60;
const labelOf = (name: string) => (name.length <= LABEL_MAX ? name : `${name.slice(0, LABEL_MAX - 1).trimEnd()}…`);

// never a default: the customer chooses his defaults in his address book
const noDefaults = { delivery: false, billing: false };
const addressInput = (name: string, a: SiteAddress): AddressInput => ({ ...a, label: labelOf(name), is_default_delivery: false, is_default_billing: false });

const fromRow = (r: AddressRow): SiteAddress => ({
  civility: r.civility as SiteAddress['civility'],
  first_name: r.first_name,
  last_name: r.last_name,
  company: r.company,
  street: r.street,
  street2: r.street2,
  zipcode: r.zipcode,
  city: r.city,
  country_code: r.country_code,
  phone: r.phone,
});

const defined = <T extends object>(o: T | undefined) => Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;

// « Lot 2 » before « Lot 10 », « École » beside « Ecole »
const byName = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** A customer's job sites; each site and its address book row are written together or not at all. */
export class JobSites {
  constructor(
    private db: Db,
    private now: () => number,
    private addresses: Addresses,
  ) {}

  private maker?: (customerId: number) => Made;
  /** Who of the company's people created a site (issue 46). */
  private madeBy(customerId: number): Made {
    return (this.maker ??= madeByOf(this.db))(customerId);
  }

  /** Another customer's site is unknown alike. */
  private row(customerId: number, id: number): JobSiteRow {
    const r = this.db.prepare(`SELECT * FROM job_site WHERE id = ? AND customer_id IN ${SHARED}`).get(id, customerId) as JobSiteRow | undefined;
    if (!r) throw missing('Ce chantier');
    return r;
  }

  // also a row removed from the address book since: the site still goes there
  private addressRows(customerId: number) {
    const rows = this.db.prepare(`SELECT * FROM address WHERE customer_id IN ${SHARED}`).all(customerId) as AddressRow[];
    return new Map(rows.map((a) => [a.id, a]));
  }

  private answer(r: JobSiteRow, address: AddressRow): JobSite {
    return {
      job_site_id: r.id,
      name: r.name,
      address: toAddress(address),
      contact_name: r.contact_name,
      contact_phone: r.contact_phone,
      truck_access: r.truck_access,
      truck_access_label: TRUCK_ACCESS[r.truck_access],
      crane_needed: r.crane_needed === 1,
      opening_hours: r.opening_hours,
      access_notes: r.access_notes,
      purchase_order: r.purchase_order,
      archived: r.archived === 1,
      created_at: r.created_at,
      updated_at: r.updated_at,
      ...this.madeBy(r.customer_id),
    };
  }

  list(customerId: number, withArchived: boolean): JobSiteList {
    const rows = this.db
      .prepare(`SELECT * FROM job_site WHERE customer_id IN ${SHARED} AND (? OR archived = 0)`)
      .all(customerId, withArchived ? 1 : 0) as JobSiteRow[];
    rows.sort((x, y) => x.archived - y.archived || byName.compare(x.name, y.name) || x.id - y.id);
    const addresses = this.addressRows(customerId);
    return { items: rows.map((r) => this.answer(r, addresses.get(r.address_id)!)), total: rows.length };
  }

  get(customerId: number, id: number): JobSite {
    const r = this.row(customerId, id);
    return this.answer(r, this.addressRows(customerId).get(r.address_id)!);
  }

  /**
   * A new site; under a `request_key` already used by this customer (the form sent again, its answer lost on the way),
   * the site made the first time takes what is sent now, as a change would (`created` false).
   */
  create(customerId: number, { request_key: key, ...s }: JobSiteInput): { site: JobSite; created: boolean } {
    const made =
      key && (this.db.prepare('SELECT id FROM job_site WHERE customer_id = ? AND request_key = ?').pluck().get(customerId, key) as number | undefined);
    if (made) return { site: this.update(customerId, made, s), created: false };
    this.addresses.assertTown(s.address, 'address.');
    const id = this.db.transaction(() => {
      const addressId = this.addresses.add(customerId, addressInput(s.name, s.address), noDefaults);
      const at = nowIso(this.now());
      const insert = this.db.prepare(
        `INSERT INTO job_site (customer_id, name, address_id, contact_name, contact_phone, truck_access, crane_needed, opening_hours, access_notes, purchase_order,
          request_key, created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      const values = [
        s.name,
        addressId,
        s.contact_name,
        s.contact_phone,
        s.truck_access,
        s.crane_needed ? 1 : 0,
        s.opening_hours,
        s.access_notes,
        s.purchase_order,
        key ?? null,
      ];
      return Number(insert.run(customerId, ...values, at, at).lastInsertRowid);
    })();
    return { site: this.get(customerId, id), created: true };
  }

  /** Only the fields sent change; the address is merged with its stored row, and renamed with its site. */
  update(customerId: number, id: number, patch: JobSitePatch): JobSite {
    const r = this.row(customerId, id);
    const { address, ...fields } = patch;
    const s = { ...r, ...defined(fields) };
    const merged = { ...fromRow(this.addressRows(customerId).get(r.address_id)!), ...defined(address) };
    if (address) this.addresses.assertTown(merged, 'address.');
    this.db.transaction(() => {
      if (address || s.name !== r.name) this.addresses.update(customerId, r.address_id, addressInput(s.name, merged), noDefaults);
      this.db
        .prepare(
          `UPDATE job_site SET name = ?, contact_name = ?, contact_phone = ?, truck_access = ?, crane_needed = ?, opening_hours = ?, access_notes = ?,
          purchase_order = ?, archived = ?, updated_at = ? WHERE id = ?`,
        )
        .run(
          s.name,
          s.contact_name,
          s.contact_phone,
          s.truck_access,
          Number(s.crane_needed),
          s.opening_hours,
          s.access_notes,
          s.purchase_order,
          Number(s.archived),
          nowIso(this.now()),
          id,
        );
    })();
    return this.get(customerId, id);
  }

  /** Archived, never deleted: orders will name their site; its address stays in the address book. */
  archive(customerId: number, id: number) {
    this.row(customerId, id);
    this.db.prepare('UPDATE job_site SET archived = 1, updated_at = ? WHERE id = ? AND archived = 0').run(nowIso(this.now()), id);
  }
}
