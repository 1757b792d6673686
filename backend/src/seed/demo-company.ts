import type { Db } from '../db';
import { amountOf } from '@trefima/domain/money/money';
import { dueDate } from '@trefima/domain/companies/credit';
import { ON_ACCOUNT } from '@trefima/domain/orders/payment-terms';
import { localDate } from '@trefima/domain/calendar/working-days';
import { territoryOf } from '../orders/checkout';
import { nowIso } from '../shared/text';
import { inserter } from './insert';
import { seededLine } from './seeded-line';
import { DEMO_COMPANY } from './site-data';

const DAY = 86_400_000;

/**
 * Bellance BTP as a company that buys together, so that the demo shows
 * something real: its foreman and accountant, its credit limit and rules,
 * and an order of the foreman's on account whose invoice is overdue and
 * partly paid (the statement's overdue line and its ageing). The
 * administrator was written by the seed's demo customers just before.
 */
export function seedDemoCompany(db: Db, hashes: readonly string[], now: number) {
  const run = inserter(db);
  const admin = db.prepare('SELECT * FROM customer WHERE email = ?').get(DEMO_COMPANY.administrator) as
    { id: number; company_id: number; sales_plan_id: number; discount_rate: number; company: string; siret: string; created_at: string } | undefined;
  if (!admin) return;
  db.prepare('UPDATE company SET credit_limit_cents = ?, payment_terms = ?, approval_threshold_ht_cents = ? WHERE id = ?').run(
    DEMO_COMPANY.credit_limit_cents,
    DEMO_COMPANY.payment_terms,
    DEMO_COMPANY.approval_threshold_ht_cents,
    admin.company_id,
  );
  const ids = DEMO_COMPANY.people.map((p, i) =>
    run(
      `INSERT INTO customer (email, password_hash, type, civility, first_name, last_name, phone, company, siret, discount_rate, professional_verified,
         sales_plan_id, company_id, company_role, created_at, updated_at) VALUES (?, ?, 'professionnel', ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?)`,
      p.email,
      hashes[i],
      p.civility,
      p.first_name,
      p.last_name,
      p.phone,
      admin.company,
      admin.siret,
      admin.discount_rate,
      admin.sales_plan_id,
      admin.company_id,
      p.role,
      admin.created_at,
      admin.created_at,
    ),
  );
  const foreman = ids[0];
  // the foreman's order on account, delivered to the depot 75 days ago; approved by the administrator
  const address = db.prepare('SELECT * FROM address WHERE customer_id = ? ORDER BY id LIMIT 1').get(admin.id) as Record<string, unknown>;
  const plan = db.prepare('SELECT vat_rate, target FROM sales_plan WHERE id = ?').get(admin.sales_plan_id) as { vat_rate: number; target: string };
  // the days a buyer reads (the invoice's, its due day, its number's year, the transfer's) are the territory's, not UTC's
  const day = (ms: number) => localDate(ms, territoryOf(plan.target));
  const product = db
    .prepare(
      'SELECT p.id, p.reference, p.name, p.unit, pp.price_ht FROM product p JOIN product_price pp ON pp.product_id = p.id AND pp.sales_plan_id = ? WHERE p.reference = ?',
    )
    .get(admin.sales_plan_id, 'HA12-12') as { id: number; reference: string; name: string; unit: string; price_ht: number } | undefined;
  const payment = db.prepare('SELECT id FROM payment WHERE code = ?').pluck().get(ON_ACCOUNT) as number | undefined;
  if (!product || !payment) return;
  const quantity = 120;
  const lines = [seededLine(product, quantity, admin.discount_rate)];
  const at = now - 75 * DAY;
  const year = Number(day(at).slice(0, 4));
  const cart = run(
    `INSERT INTO cart (token, customer_id, status, created_at, updated_at, expires_at) VALUES (?, ?, 'ordered', ?, ?, ?)`,
    `seed-company-${foreman}`,
    foreman,
    nowIso(at),
    nowIso(at),
    nowIso(at),
  );
  const postal = {
    address_id: address.id,
    label: address.label,
    civility: address.civility,
    first_name: address.first_name,
    last_name: address.last_name,
    company: address.company,
    street: address.street,
    street2: null,
    zipcode: address.zipcode,
    city: address.city,
    country_code: 'FR',
    phone: address.phone,
    is_default_delivery: true,
    is_default_billing: true,
  };
  const order = run(
    `INSERT INTO "order" (number, customer_id, cart_id, sales_plan_id, status, carrier_id, payment_id, delivery_address, billing_address, lines, amount_ht, shipping_ht, vat_rate, created_at, approved_by)
     VALUES (?, ?, ?, ?, 'livree', 1, ?, ?, ?, ?, ?, 0, ?, ?, ?)`,
    `CMD-${year}-SC${foreman}`,
    foreman,
    cart,
    admin.sales_plan_id,
    payment,
    JSON.stringify(postal),
    JSON.stringify(postal),
    JSON.stringify(lines),
    lines[0].total_ht,
    plan.vat_rate,
    nowIso(at),
    admin.id,
  );
  ['confirmee', 'en_preparation', 'prete_retrait', 'livree'].forEach((status, step) =>
    run('INSERT INTO order_event (order_id, status, created_at) VALUES (?, ?, ?)', order, status, nowIso(at + step * DAY)),
  );
  // issued two days later, due 30 days end of month: overdue today, four tenths paid by transfer three weeks ago
  const issued = at + 2 * DAY;
  const invoice = run(
    'INSERT INTO invoice (number, order_id, customer_id, issued_at, due_at, paid) VALUES (?, ?, ?, ?, ?, 0)',
    `FAC-${day(issued).slice(0, 4)}-SC${foreman}`,
    order,
    foreman,
    nowIso(issued),
    dueDate(day(issued), DEMO_COMPANY.payment_terms),
  );
  const ttc = amountOf(lines[0].total_ht, plan.vat_rate).ttc;
  run(
    "INSERT INTO invoice_payment (invoice_id, amount_cents, paid_on, method, reference, created_at) VALUES (?, ?, ?, 'virement', ?, ?)",
    invoice,
    Math.round(ttc * 0.4),
    day(now - 21 * DAY),
    'VIR BELLANCE BTP',
    nowIso(now - 21 * DAY),
  );
}
