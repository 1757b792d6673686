import type { BarSchedule, CartResponse, Quotation } from '@trefima/domain/contract';
import { formatDecimal, formatKilograms } from '@trefima/domain/i18n/format';
import { MESSAGES } from '@trefima/domain/bar-schedules/messages';
import type { Db } from '../db';
import { euros } from '../orders/order-mail';
import type { BarSchedules } from './bar-schedules';
import type { CartRow } from '../cart/cart-ownership';
import type { Carts } from '../cart/carts';
import { DomainError } from '../shared/errors';
import type { Quotations } from '../quotations/quotations';
import type { KeptFile } from '../files/upload-store';
import type { SalesPlanRow } from '../site/site';

export interface SeenFigures {
  revision: string;
  expected_mass_g: number;
  expected_total_ht: number;
}

export interface SendingDeps {
  db: Db;
  publicUrl: string;
  barSchedules: BarSchedules;
  carts: Carts;
  quotations: Quotations;
}

/**
 * A schedule to the cart or to a quotation: only a revision the factory can
 * make and price, and only at the figures the customer saw. The revision is
 * frozen from then on (a change opens the next letter).
 */
export class BarScheduleSending {
  constructor(private d: SendingDeps) {}

  /** The revision the customer saw, worked out again, with every reason it cannot be sent. */
  private checked(customerId: number, idOrNumber: string, seen: SeenFigures, plan: SalesPlanRow, handPriced = false) {
    const { barSchedules } = this.d;
    const found = barSchedules.find(customerId, idOrNumber);
    if (found.revision.letter !== seen.revision)
      throw new DomainError(
        'SCHEDULE_CHANGED',
        `La nomenclature ${found.schedule.number} est passée en révision ${found.revision.letter} : vérifiez-la avant de l’envoyer.`,
      );
    const view = barSchedules.toView(found.schedule, found.revision, found.all, barSchedules.pricing(plan.id, customerId).classes);
    refuseUnorderable(view, handPriced);
    if (view.totals.mass_g !== seen.expected_mass_g || view.price.total_ht !== seen.expected_total_ht) {
      throw new DomainError(
        'TOTALS_CHANGED',
        `La nomenclature pèse ${formatKilograms(view.totals.mass_g)} pour ${euros(view.price.total_ht)}, et non ${formatKilograms(seen.expected_mass_g)} pour ${euros(seen.expected_total_ht)} comme affiché : les prix ou les lignes ont changé. Vérifiez-la, puis envoyez-la à nouveau.`,
      );
    }
    return { ...found, view };
  }

  /** The revision's lines in a cart, the revision frozen. */
  private putIn(cart: CartRow, scheduleId: number, revisionId: number, view: BarSchedule) {
    this.d.carts.putSchedule(
      cart,
      scheduleId,
      revisionId,
      view.price.lines.map((l) => ({ productId: l.product_id, massG: l.mass_g })),
    );
    this.d.barSchedules.markSent(revisionId);
  }

  toCart(customerId: number, idOrNumber: string, body: SeenFigures & { cart_token?: string | null }, plan: SalesPlanRow): CartResponse {
    const { db, carts } = this.d;
    const cart = db.transaction(() => {
      const { schedule, revision, view } = this.checked(customerId, idOrNumber, body, plan);
      const cart = carts.current(body.cart_token ?? undefined, customerId, { create: true })!;
      this.putIn(cart, schedule.id, revision.id, view);
      return cart;
    })();
    return carts.view(cart, plan, this.d.publicUrl);
  }

  /** Whether this schedule's latest revision was sent for a quotation already: asked again, it is answered, not mailed again. */
  quotedBefore(customerId: number, idOrNumber: string): boolean {
    const { barSchedules } = this.d;
    return barSchedules.quotationOf(barSchedules.find(customerId, idOrNumber).revision.id) !== undefined;
  }

  /**
   * A quotation of the schedule alone, through a cart of its own (the
   * customer's cart is not touched), with the plan he attached. Diameters
   * without an online price are what a quotation is for: their bars are
   * named for the sales office, and a schedule of them alone makes a
   * quotation without priced lines.
   */
  toQuotation(customerId: number, idOrNumber: string, body: SeenFigures & { complementary_information?: string }, plan: SalesPlanRow, files: KeptFile[] = []) {
    const { carts, barSchedules, quotations } = this.d;
    return quotations.quote(customerId, plan, { complementary: body.complementary_information, files }, () => {
      const { schedule, revision, view } = this.checked(customerId, idOrNumber, body, plan, true);
      // asked twice (a double click, a retry): the first quotation
      const existing = barSchedules.quotationOf(revision.id);
      if (existing) return { existing };
      const cart = carts.create(customerId);
      this.putIn(cart, schedule.id, revision.id, view);
      return { cart, mayBeEmpty: true, note: handPricedNote(schedule.number, view), jobSiteId: revision.job_site_id, scheduleRevisionId: revision.id };
    }) satisfies { quotation: Quotation; created: boolean };
  }
}

/** The bars the sales office prices by hand, by diameter, for the quotation and its mail. */
function handPricedNote(number: string, view: BarSchedule): string | undefined {
  const unpriced = view.totals.by_diameter.filter((d) => view.price.unpriced_diameters.includes(d.diameter_mm));
  if (!unpriced.length) return undefined;
  const list = unpriced.map((d) => `Ø${d.diameter_mm} (${formatDecimal(d.bars, { decimals: 0 })} barres, ${formatKilograms(d.mass_g)})`).join(', ');
  return `Nomenclature ${number}, révision ${view.revision} : ${list} sans prix de façonnage en ligne, à chiffrer par l’usine.`;
}

/** Every row's first problem as the 422's fields (`rows.3.dimensions.B`), the unpriced diameters as a whole. */
function refuseUnorderable(view: BarSchedule, handPriced: boolean) {
  if (view.orderable) return;
  if (!view.rows.length) throw new DomainError('SCHEDULE_NOT_ORDERABLE', 'La nomenclature est vide : ajoutez au moins une ligne.');
  const errors: Record<string, string> = {};
  view.rows.forEach((r, i) => {
    for (const p of r.problems) if (!p.warning) errors[`rows.${i}.${p.field}`] ??= p.message;
  });
  const count = new Set(Object.keys(errors).map((k) => k.split('.')[1])).size;
  if (count) {
    throw new DomainError(
      'SCHEDULE_NOT_ORDERABLE',
      count === 1 ? 'Une ligne de la nomenclature est à corriger avant l’envoi.' : `${count} lignes de la nomenclature sont à corriger avant l’envoi.`,
      { errors },
    );
  }
  if (!handPriced) throw new DomainError('SCHEDULE_NOT_ORDERABLE', view.price.unpriced_diameters.map(MESSAGES.unpriced).join(' '));
}
