import type { Db } from '../db';
import { BarSchedules } from '../bar-schedules/bar-schedules';
import { nowIso } from '../shared/text';
import { demoSchedules } from './data/schedules';
import { seedDemoHistory } from './demo-history';
import { inserter } from './insert';
import * as site from './site-data';

/** The demo customers (`hashes`: their passwords', in the same order), each with its address, bar schedules and history. */
export function seedDemoCustomers(db: Db, hashes: string[], now: number) {
  const run = inserter(db);
  site.DEMO_CUSTOMERS.forEach((c, i) => {
    const created = nowIso(now - 400 * 86400000);
    // the demo professional's account was opened by the back office: professional terms are his
    const id = run(
      `INSERT INTO customer (email, password_hash, type, civility, first_name, last_name, phone, company, siret, discount_rate, professional_verified, sales_plan_id, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      c.email,
      hashes[i],
      c.type,
      c.civility,
      c.first_name,
      c.last_name,
      c.phone,
      c.company,
      c.siret,
      c.discount_rate,
      c.type === 'professionnel' ? 1 : 0,
      c.plan,
      created,
      created,
    );
    const addressId = run(
      `INSERT INTO address (customer_id, label, civility, first_name, last_name, company, street, zipcode, city, country_code, phone, is_default_delivery, is_default_billing)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'FR', ?, 1, 1)`,
      id,
      c.address.label,
      c.civility,
      c.first_name,
      c.last_name,
      c.company,
      c.address.street,
      c.address.zipcode,
      c.address.city,
      c.phone,
    );
    const address = {
      address_id: addressId,
      label: c.address.label,
      civility: c.civility,
      first_name: c.first_name,
      last_name: c.last_name,
      company: c.company,
      street: c.address.street,
      street2: null,
      zipcode: c.address.zipcode,
      city: c.address.city,
      country_code: 'FR',
      phone: c.phone,
      is_default_delivery: true,
      is_default_billing: true,
    };
    // the professional's bar schedules, made as the API makes them: numbered, revision A, every figure its own
    if (c.type === 'professionnel')
      for (const { daysAgo, header, rows } of demoSchedules) {
        const at = now - daysAgo * 86400000;
        new BarSchedules(db, () => at).create(id, { header: { ...header, date: nowIso(at).slice(0, 10) }, rows }, c.plan);
      }
    seedDemoHistory(db, c, id, address, now);
  });
}
