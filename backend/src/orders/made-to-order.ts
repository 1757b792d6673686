import type { DocumentLine, Order } from '@trefima/domain/contract';
import { isPickupCarrier } from '@trefima/domain/orders/checkout';
import type { WithdrawalFacts } from '@trefima/domain/orders/withdrawal';
import { amountOf } from '@trefima/domain/money/money';
import type { Db } from '../db';
import type { OrderRow } from '../documents/documents';

/**
 * The products among `ids` made once ordered (a making time: façonnage, cutting, cassettes to a façade's layout):
 * made to the buyer's specifications, they give a consumer no right of withdrawal (domain/orders/withdrawal.ts).
 */
export function madeToOrder(db: Db, ids: readonly number[]): Set<number> {
  return among(db, ids, 'lead_time_days IS NOT NULL');
}

/**
 * The services among `ids`: sold as a flat fee with no mass, nothing is delivered (the study of a bar schedule; a
 * line without mass is « a service, a flat fee » for the cart too, domain/units/mass-text.ts). Made once ordered, they
 * are still no goods made to specifications: the consumer keeps 14 days from the order's conclusion. A cutting fee is
 * no such service: it is the making of the bars to the buyer's lengths, excluded with them (the CGV's article 8).
 */
export function services(db: Db, ids: readonly number[]): Set<number> {
  return among(db, ids, "unit = 'forfait' AND weight IS NULL AND category_id NOT IN (SELECT id FROM category WHERE code = 'coupe-longueur')");
}

function among(db: Db, ids: readonly number[], where: string): Set<number> {
  if (!ids.length) return new Set();
  const unique = [...new Set(ids)];
  const rows = db
    .prepare(`SELECT id FROM product WHERE ${where} AND id IN (${unique.map(() => '?').join(', ')})`)
    .pluck()
    .all(...unique);
  return new Set(rows as number[]);
}

/** What an order records of its withdrawal the day it is placed, in "order".withdrawal (migration 050). */
interface Recorded {
  consumer: boolean;
  made_to_order: number[];
  services: number[];
  /** the carrier's rate TTC to the delivery address without any free-delivery threshold; null for a pickup */
  return_ttc: number | null;
}

/** The record of an order being placed: `carrier` its own, whose price is its rate to the territory whatever the threshold. */
export function withdrawalRecord(
  db: Db,
  at: { consumer: boolean; lines: readonly Pick<DocumentLine, 'element_id'>[]; carrier: { code: string; price_ht: number }; vatRate: number },
): string {
  const ids = at.lines.map((l) => l.element_id);
  const record: Recorded = {
    consumer: at.consumer,
    made_to_order: [...madeToOrder(db, ids)],
    services: [...services(db, ids)],
    return_ttc: isPickupCarrier(at.carrier) ? null : amountOf(at.carrier.price_ht, at.vatRate).ttc,
  };
  return JSON.stringify(record);
}

/**
 * An order's right of withdrawal as its PDF and mail state it: null when its buyer was no consumer. Read from what
 * the order recorded when placed; an order placed before it did (migration 050) is read from today's buyer, catalogue
 * and carrier rate, as it always was. `consumerNow`: whether its buyer is a consumer today.
 */
export function orderWithdrawal(db: Db, row: OrderRow, o: Order, consumerNow: () => boolean): WithdrawalFacts | null {
  const stored = (row as OrderRow & { withdrawal?: string | null }).withdrawal;
  const ids = o.lines.map((l) => l.element_id);
  const recorded: Recorded = stored
    ? (JSON.parse(stored) as Recorded)
    : { consumer: consumerNow(), made_to_order: [...madeToOrder(db, ids)], services: [...services(db, ids)], return_ttc: rateNow(db, row) };
  if (!recorded.consumer) return null;
  return {
    madeToOrder: new Set(recorded.made_to_order),
    services: new Set(recorded.services),
    returns: o.pickup || recorded.return_ttc === null ? { depot: o.carrier.name } : { carrier: o.carrier.name, ttc: recorded.return_ttc },
  };
}

const rateNow = (db: Db, row: OrderRow) => {
  const ht = db.prepare('SELECT price_ht FROM carrier_price WHERE carrier_id = ? AND sales_plan_id = ?').pluck().get(row.carrier_id, row.sales_plan_id) as
    number | undefined;
  return ht === undefined ? null : amountOf(ht, row.vat_rate).ttc;
};
