import type { DocumentLine, Order, Quotation } from '@trefima/domain/contract';
import { TIME_ZONES, type TimeZone } from '@trefima/domain/calendar/time-zones';
import { localDate } from '@trefima/domain/calendar/working-days';
import { hasDeliveryNote, orderStatusLabel } from '@trefima/domain/orders/lifecycle';
import type { QuotationState } from '@trefima/domain/quotations/lifecycle';
import { PAYMENT_STATE_LABELS, REFUND_FAILED_LABEL, type PaymentState } from '@trefima/domain/payments/payment-states';
import type { Db } from '../db';
import type { BankAccount } from '../orders/bank';
import { amountOf } from '@trefima/domain/money/money';
import { territoryOf } from '../orders/checkout';
import type { Site } from '../site/site';
import { OWN_REFUND_FAILED } from '../payments/refund-failures';
import { nextInSeries, type SeriesKind } from './series';

export interface OrderRow {
  id: number;
  number: string;
  status: Order['status'];
  created_at: string;
  amount_ht: number;
  shipping_ht: number;
  vat_rate: number;
  lines: string;
  carrier_id: number;
  payment_id: number;
  delivery_address: string;
  billing_address: string;
  complementary_information: string;
  job_site: string | null;
  purchase_order: string | null;
  requested_delivery_date: string | null;
  customer_id: number;
  /** the administrator who approved a company's held order (companies/approvals.ts) */
  approved_by?: number | null;
  sales_plan_id: number;
  quotation_id: number | null;
}

export interface QuotationRow {
  id: number;
  number: string;
  status: Quotation['status'];
  created_at: string;
  valid_until: string;
  amount_ht: number;
  vat_rate: number;
  lines: string;
  complementary_information: string;
  job_site_id: number | null;
  customer_id: number;
  sales_plan_id: number;
  revision: number;
  proposal_valid_until: string | null;
  order_id: number | null;
}

export interface ProposalRow {
  revision: number;
  lines: string;
  amount_ht: number;
  vat_rate: number;
  valid_until: string;
  message: string | null;
  delivery_terms: string | null;
  delivery_ht: number | null;
  created_at: string;
}

/** An order taken away at a depot: the seed's and the back office's pickup carriers are the `retrait-…` ones. */
export const PICKUP_CARRIER = "code LIKE 'retrait-%'";

export class Documents {
  constructor(
    private db: Db,
    private site: Site,
    private bank: BankAccount,
    private now: () => number,
  ) {}

  /** The territory's calendar day (today, or at `atMs`), which a quotation's validity and an invoice's payment are counted in. */
  today(salesPlanId: number, atMs = this.now()): string {
    return localDate(atMs, this.territory(salesPlanId));
  }

  private territory(salesPlanId: number) {
    return territoryOf(this.site.planById(salesPlanId)!.target);
  }

  /**
   * The number of an invoice or a credit note written now (inside its transaction): the next in its territory's
   * series of the year of the territory's day (series.ts), « FAC-GUF-2027-000001 ».
   */
  nextNumber(kind: SeriesKind, salesPlanId: number, atMs: number): string {
    return nextInSeries(this.db, kind, this.territory(salesPlanId), Number(this.today(salesPlanId, atMs).slice(0, 4)));
  }

  /** The territory's time zone, in which its buyers read a document's date-times (the site, the PDFs, the mails). */
  timeZone(salesPlanId: number): TimeZone {
    return TIME_ZONES[this.territory(salesPlanId)];
  }

  quotationState(r: Pick<QuotationRow, 'status' | 'proposal_valid_until' | 'revision'>): QuotationState {
    return { status: r.status, valid_until: r.proposal_valid_until, revision: r.revision };
  }

  proposals(quotationId: number): ProposalRow[] {
    return this.db.prepare('SELECT * FROM quotation_proposal WHERE quotation_id = ? ORDER BY revision').all(quotationId) as ProposalRow[];
  }

  order(r: OrderRow): Order {
    const carrier = this.db.prepare('SELECT id, name FROM carrier WHERE id = ?').get(r.carrier_id) as Order['carrier'];
    const { code, ...payment } = this.db.prepare('SELECT id, label, code FROM payment WHERE id = ?').get(r.payment_id) as Order['payment'] & { code: string };
    const total = r.amount_ht + r.shipping_ht;
    const amount = { ...amountOf(total, r.vat_rate), shipping_ht: r.shipping_ht };
    // a transfer's buyer must never be left without the means to pay while his money is awaited, and never asked for
    // it again once it is in: the office moves the order past `confirmee` when the transfer has arrived
    // (orders/order-transfer.ts), or its invoice is paid; a cancelled order is not to be paid
    const awaited = r.status === 'confirmee' || r.status === 'en_attente_paiement';
    const invoicePaid = this.db.prepare('SELECT 1 FROM invoice WHERE order_id = ? AND paid = 1').pluck().get(r.id) !== undefined;
    const transfer = code === 'virement' && awaited && !invoicePaid;
    return {
      id: r.id,
      number: r.number,
      status: r.status,
      created_at: r.created_at,
      time_zone: this.timeZone(r.sales_plan_id),
      amount,
      lines: this.documentLines(r.lines),
      carrier,
      payment,
      delivery_address: JSON.parse(r.delivery_address),
      billing_address: JSON.parse(r.billing_address),
      complementary_information: r.complementary_information,
      job_site: r.job_site ? (JSON.parse(r.job_site) as Order['job_site']) : null,
      purchase_order: r.purchase_order,
      requested_delivery_date: r.requested_delivery_date,
      ...(transfer ? { payment_instructions: { ...this.bank, amount_ttc: amount.ttc, reference: r.number } } : {}),
      status_label: orderStatusLabel(r.status, { pickup: this.isPickup(r.carrier_id) }),
      history: this.db.prepare('SELECT status, created_at AS at, message FROM order_event WHERE order_id = ? ORDER BY id').all(r.id) as Order['history'],
      pickup: this.isPickup(r.carrier_id),
      delivery_note: hasDeliveryNote(r.status),
      invoice: (this.db.prepare('SELECT id, number FROM invoice WHERE order_id = ?').get(r.id) as Order['invoice'] | undefined) ?? null,
      quotation: r.quotation_id ? (this.db.prepare('SELECT id, number FROM quotation WHERE id = ?').get(r.quotation_id) as Order['quotation']) : null,
      ...this.cardPayment(r.id),
      ...this.people(r.customer_id, r.approved_by ?? null, true),
    };
  }

  /** A company's document says who of its people made it (and, for an order, who approved it); a private buyer's says nothing more. */
  people(customerId: number, approvedBy: number | null, approval: boolean): Pick<Order, 'made_by' | 'approved_by'> {
    const name = (id: number) => this.db.prepare("SELECT first_name || ' ' || last_name FROM customer WHERE id = ?").pluck().get(id) as string;
    const company = this.db.prepare('SELECT company_id FROM customer WHERE id = ?').pluck().get(customerId) as number | null;
    if (company === null) return {};
    return { made_by: { id: customerId, name: name(customerId) }, ...(approval ? { approved_by: approvedBy === null ? null : name(approvedBy) } : {}) };
  }

  /** An order paid by card online: its latest attempt's state, as `/mes-commandes` shows it beside the order's own. */
  private cardPayment(orderId: number): Pick<Order, 'card_payment'> {
    const card = this.db
      .prepare(
        `SELECT c.state, ${OWN_REFUND_FAILED}
           AND NOT EXISTS (SELECT 1 FROM credit_note n JOIN credit_note_refund r ON r.credit_note_id = n.id WHERE n.refund_reference = c.refund_id) AS refund_failed
        FROM card_payment c WHERE c.order_id = ? ORDER BY c.id DESC LIMIT 1`,
      )
      .get(orderId) as { state: PaymentState; refund_failed: number } | undefined;
    if (!card) return {};
    // refunded, then said failed by the provider: the buyer does not read his money given back, until the office gave it another way
    const label = card.state === 'remboursee' && card.refund_failed ? REFUND_FAILED_LABEL : PAYMENT_STATE_LABELS[card.state];
    return { card_payment: { state: card.state, label } };
  }

  /**
   * A document's lines as frozen. Lines frozen before schedules existed have
   * none; lines frozen before masses were kept weigh what their product
   * weighs now (per unit, per metre of a sheet cut to length), a schedule's
   * its own theoretical mass per lot times its lots, to the gram, as the cart weighs them.
   */
  documentLines(json: string): DocumentLine[] {
    const weightOf = this.db.prepare('SELECT weight FROM product WHERE id = ?').pluck();
    return (JSON.parse(json) as (Omit<DocumentLine, 'schedule' | 'mass_kg'> & Partial<DocumentLine>)[]).map((l) => {
      if (l.mass_kg !== undefined) return { schedule: null, ...l, mass_kg: l.mass_kg };
      const schedule = l.schedule ?? null;
      const weight = schedule ? null : (weightOf.get(l.element_id) as number | null | undefined);
      const kg = schedule ? (schedule.mass_g * l.quantity) / 1000 : weight == null ? null : Math.round(weight * (l.length ?? 1) * l.quantity * 1000) / 1000;
      return { ...l, schedule, mass_kg: kg };
    });
  }

  isPickup(carrierId: number): boolean {
    return this.db.prepare(`SELECT COUNT(*) FROM carrier WHERE id = ? AND ${PICKUP_CARRIER}`).pluck().get(carrierId) === 1;
  }
}
