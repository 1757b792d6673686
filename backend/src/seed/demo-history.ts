import { localDay, timeZoneOf } from '@trefima/domain/calendar/time-zones';
import { amountOf } from '@trefima/domain/money/money';
import type { Db } from '../db';
import { nowIso } from '../shared/text';
import { inserter } from './insert';
import { seededLine } from './seeded-line';
import * as site from './site-data';

type DemoCustomer = (typeof site.DEMO_CUSTOMERS)[number];

/**
 * A demo customer's past: orders delivered and invoiced, and for the
 * professional a quotation the sales office has answered. `address` is his
 * address as an order keeps it.
 */
export function seedDemoHistory(db: Db, c: DemoCustomer, id: number, address: object, now: number) {
  const run = inserter(db);
  const productByRef = db.prepare(
    'SELECT p.id, p.reference, p.name, p.unit, pp.price_ht FROM product p JOIN product_price pp ON pp.product_id = p.id AND pp.sales_plan_id = ? WHERE p.reference = ?',
  );
  const plan = site.SALES_PLANS.find((p) => p.id === c.plan)!;
  const vatRate = plan.vat_rate;
  // a document's number and the days a buyer reads are the territory's calendar's, as the shop writes them
  const dayOf = (ms: number) => localDay(nowIso(ms), timeZoneOf(plan.target));
  const yearOf = (ms: number) => dayOf(ms).slice(0, 4);
  const history =
    c.type === 'professionnel'
      ? [
          {
            days: 120,
            refs: [
              ['HA12-12', 40],
              ['ST25C-240', 24],
            ],
          },
          {
            days: 45,
            refs: [
              ['HA10-6', 60],
              ['HA8-6', 80],
            ],
          },
        ]
      : [{ days: 60, refs: [['HA10-6', 12]] }];
  history.forEach((h, k) => {
    const lines = h.refs
      .map(([ref, qty]) => {
        const p = productByRef.get(c.plan, ref) as { id: number; reference: string; name: string; unit: string; price_ht: number } | undefined;
        if (!p) return null;
        return seededLine(p, qty as number, c.discount_rate);
      })
      .filter((l) => l !== null);
    if (!lines.length) return;
    const at = now - h.days * 86400000;
    const ht = lines.reduce((s, l) => s + l.total_ht, 0);
    const cartId = run(
      `INSERT INTO cart (token, customer_id, status, created_at, updated_at, expires_at) VALUES (?, ?, 'ordered', ?, ?, ?)`,
      `seed-${id}-${k}`,
      id,
      nowIso(at),
      nowIso(at),
      nowIso(at),
    );
    const year = yearOf(at);
    const orderId = run(
      `INSERT INTO "order" (number, customer_id, cart_id, sales_plan_id, status, carrier_id, payment_id, delivery_address, billing_address, lines, amount_ht, shipping_ht, vat_rate, created_at)
      VALUES (?, ?, ?, ?, 'livree', 1, 1, ?, ?, ?, ?, 0, ?, ?)`,
      `CMD-${year}-S${id}${k}`,
      id,
      cartId,
      c.plan,
      JSON.stringify(address),
      JSON.stringify(address),
      JSON.stringify(lines),
      ht,
      vatRate,
      nowIso(at),
    );
    // its steps, as the back office moved them (migration 014): carrier 1 is the Lamentin depot, so the goods were set aside there
    ['confirmee', 'en_preparation', 'prete_retrait', 'livree'].forEach((status, step) =>
      run('INSERT INTO order_event (order_id, status, created_at) VALUES (?, ?, ?)', orderId, status, nowIso(at + step * 86400000)),
    );
    const invoiceId = run(
      'INSERT INTO invoice (number, order_id, customer_id, issued_at, due_at, paid, paid_at) VALUES (?, ?, ?, ?, ?, 1, ?)',
      `FAC-${yearOf(at + 2 * 86400000)}-S${id}${k}`,
      orderId,
      id,
      nowIso(at + 2 * 86400000),
      nowIso(at + 32 * 86400000),
      nowIso(at + 2 * 86400000),
    );
    // its transfer, received the day it was invoiced, recorded as its payment: the statement and the invoice read only those
    run(
      "INSERT INTO invoice_payment (invoice_id, amount_cents, paid_on, method, reference, created_at) VALUES (?, ?, ?, 'virement', ?, ?)",
      invoiceId,
      amountOf(ht, vatRate).ttc,
      dayOf(at + 2 * 86400000),
      `CMD-${year}-S${id}${k}`,
      nowIso(at + 2 * 86400000),
    );
    if (c.type === 'professionnel' && k === 0) {
      const qCart = run(
        `INSERT INTO cart (token, customer_id, status, created_at, updated_at, expires_at) VALUES (?, ?, 'quoted', ?, ?, ?)`,
        `seed-q-${id}`,
        id,
        nowIso(at),
        nowIso(at),
        nowIso(at),
      );
      // the office answered three days ago, for 30 days: the demo account has a proposal to accept
      const proposedAt = Math.max(at - 4 * 86400000, now - 3 * 86400000);
      const validUntil = dayOf(proposedAt + 30 * 86400000);
      const quotationId = run(
        `INSERT INTO quotation (number, customer_id, cart_id, sales_plan_id, status, lines, amount_ht, vat_rate, complementary_information, created_at, valid_until,
          revision, proposal_valid_until)
        VALUES (?, ?, ?, ?, 'envoyee', ?, ?, ?, 'Livraison sur le chantier de Petit-Bourg, accès camion grue.', ?, ?, 1, ?)`,
        `DEV-${yearOf(at - 5 * 86400000)}-S${id}`,
        id,
        qCart,
        c.plan,
        JSON.stringify(lines),
        ht,
        vatRate,
        nowIso(at - 5 * 86400000),
        validUntil,
        validUntil,
      );
      // the sales office's answer, as revision 1 (migration 014); the delivery it promises priced, at the crane's price
      // in the territory, as the API asks of a proposal (quotation-lifecycle.ts): the checkout charges what it says
      const crane = db
        .prepare("SELECT cp.price_ht FROM carrier_price cp JOIN carrier c ON c.id = cp.carrier_id WHERE c.code = 'livraison-grue' AND cp.sales_plan_id = ?")
        .pluck()
        .get(c.plan) as number;
      run(
        `INSERT INTO quotation_proposal (quotation_id, revision, lines, amount_ht, vat_rate, valid_until, message, delivery_terms, delivery_ht, created_at)
        VALUES (?, 1, ?, ?, ?, ?, ?, ?, ?, ?)`,
        quotationId,
        JSON.stringify(lines),
        ht,
        vatRate,
        validUntil,
        'Prix ferme pour une commande passée avant la fin de validité.',
        'Livraison sur chantier par camion grue sous 5 jours ouvrés après commande.',
        crane,
        nowIso(proposedAt),
      );
      run(
        `INSERT INTO quotation_event (quotation_id, action, status, actor, customer_id, revision, created_at) VALUES (?, 'request', 'demandee', 'customer', ?, NULL, ?),
        (?, 'propose', 'envoyee', 'office', NULL, 1, ?)`,
        quotationId,
        id,
        nowIso(at - 5 * 86400000),
        quotationId,
        nowIso(proposedAt),
      );
    }
  });
}
