import type { BarScheduleHeader } from '@trefima/domain/bar-schedules/contract';
import type { StockOffer } from '@trefima/domain/bar-schedules/cutting-plan/stock-offers';
import { discountedCents } from '@trefima/domain/money/money';
import type { Db } from '../db';
import type { BarSchedules } from './bar-schedules';
import { headerOf } from './schedule-revisions';

/** A saved revision as its plan needs it: its rows as stored (JSON bytes, read in the calculs' thread) and what its PDF prints. */
export interface SavedRows {
  number: string;
  revision: string;
  header: BarScheduleHeader;
  /** the revision's rows, the JSON text stored, as bytes: never parsed on the event loop */
  rows: Buffer;
}

/**
 * What the « Plan de coupe » reads of the database (issue 47), on the event
 * loop because it is quick: the stock bars it cuts from, and a saved
 * schedule's rows. The plan itself is made in the calculs' pool, in a process.
 */
export class CuttingPlans {
  constructor(
    private db: Db,
    private barSchedules: BarSchedules,
  ) {}

  /**
   * The catalogue's straight bars (`barres-droites`: HA8-12, HA8-6…) by
   * diameter, longest first, at the territory's price less the account's
   * discount (`discountRate`, BarSchedules.pricing's), with what is left of
   * each to sell; a bar the territory does not price online is still cut
   * from, its price null.
   */
  stock(planId: number, discountRate: number): Map<number, StockOffer[]> {
    const rows = this.db
      .prepare(
        `SELECT p.id, p.reference, p.diameter, p.length, p.stock, p.lead_time_days, pp.price_ht
        FROM product p JOIN category c ON c.id = p.category_id AND c.code = 'barres-droites'
        LEFT JOIN product_price pp ON pp.product_id = p.id AND pp.sales_plan_id = ?
        WHERE p.diameter > 0 AND p.length > 0 ORDER BY p.diameter, p.length DESC, p.id`,
      )
      .all(planId) as {
      id: number;
      reference: string;
      diameter: number;
      length: number;
      stock: number;
      lead_time_days: number | null;
      price_ht: number | null;
    }[];
    const stock = new Map<number, StockOffer[]>();
    for (const r of rows) {
      const offers = stock.get(r.diameter) ?? [];
      // a bar's length is in metres in the catalogue
      offers.push({
        productId: r.id,
        reference: r.reference,
        lengthMm: Math.round(r.length * 1000),
        unitPriceHt: r.price_ht === null ? null : discountedCents(r.price_ht, discountRate),
        // as the cart holds it (cart-elements.ts): a product with a lead time is made to order, the others sold from stock
        available: r.lead_time_days === null ? Math.max(0, r.stock) : null,
      });
      stock.set(r.diameter, offers);
    }
    return stock;
  }

  /** A revision (the latest when none is named) of a schedule the caller's company owns; another's is not found. */
  saved(customerId: number, idOrNumber: string, letter?: string): SavedRows {
    const { schedule, revision } = this.barSchedules.find(customerId, idOrNumber, letter);
    // as bytes (a BLOB): the text of 10 000 rows is not made a string here only to be encoded again for the thread
    const rows = this.db.prepare('SELECT CAST(rows AS BLOB) FROM bar_schedule_revision WHERE id = ?').pluck().get(revision.id) as Buffer;
    return { number: schedule.number, revision: revision.letter, header: headerOf(revision), rows };
  }
}
