import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { scheduleReference } from '../bar-schedules/contract';
import { amount, cents, listOf, madeBy } from '../contract/common';
import { PAYMENT_STATES } from '../payments/states';
import { address } from '../customers/contract';
import { cartResponse, lineDiscount } from '../cart/contract';
import { TIME_ZONES } from '../calendar/time-zones';

export const carrier = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  delay: z.string(),
  /** price for the request's sales plan, before the free-shipping threshold applies */
  price_ht: cents,
  free_shipping_threshold: z.nullable(cents),
  /** working days this carrier needs in the request's territory */
  delay_days: z.int(),
  /** YYYY-MM-DD: the first day a delivery may be asked for, ordering today (the territory's working days and public holidays), after the making of a made-to-order cart (`GET /carrier?lead_time_days=`) */
  earliest_delivery: z.string(),
});
export type Carrier = z.infer<typeof carrier>;

export const payment = z.object({
  id: z.int(),
  code: z.string(),
  label: z.string(),
  description: z.string(),
  professional_only: z.boolean(),
  /** a payment online's least amount, TTC cents (the provider's minimum charge): what is less is paid otherwise */
  minimum_cents: z.optional(z.int()),
});
export type Payment = z.infer<typeof payment>;

export const documentLine = z.object({
  element_id: z.int(),
  reference: z.string(),
  name: z.string(),
  unit: z.string(),
  quantity: z.int(),
  length: z.nullable(z.number()),
  unit_price_ht: cents,
  total_ht: cents,
  schedule: z.nullable(scheduleReference),
  /** the line's mass in kg, to the gram (a schedule's theoretical mass, else the product's per unit times the quantity); null when the product's is unknown */
  mass_kg: z.nullable(z.number()),
  /** a quotation's line the sales office added to what the buyer asked for (absent otherwise) */
  added_by_office: z.optional(z.boolean()),
  /** the customer's discount, as on the cart's line it was ordered from (absent on older documents) */
  discount: z.optional(lineDiscount),
});
export type DocumentLine = z.infer<typeof documentLine>;

/** The job site an order goes to, as it was when ordered: what the driver and the sales office must know. */
export const orderJobSite = z.object({
  job_site_id: z.int(),
  name: z.string(),
  contact_name: z.nullable(z.string()),
  contact_phone: z.nullable(z.string()),
  truck_access_label: z.string(),
  crane_needed: z.boolean(),
  opening_hours: z.nullable(z.string()),
  access_notes: z.nullable(z.string()),
});
export type OrderJobSite = z.infer<typeof orderJobSite>;

/** `prete_retrait`: an order taken away at a depot is set aside there, never shipped (domain/orders/lifecycle.ts) */
export const orderStatus = z.enum(['en_attente_paiement', 'confirmee', 'en_preparation', 'prete_retrait', 'expediee', 'livree', 'annulee']);

/** One step an order went through, with its date: what `/mes-commandes` shows. */
export const orderEvent = z.object({
  status: orderStatus,
  /** ISO date-time */
  at: z.string(),
  /** the sales office's word to the buyer with the move (a tracking number, a depot's hours) */
  message: z.nullable(z.string()),
});
export type OrderEvent = z.infer<typeof orderEvent>;

/**
 * The time zone of the territory (the sales plan) a document was made in:
 * its buyer reads each of its date-times (`created_at`, the steps, the
 * proposals, the invoice's issue) as that zone's day, as its PDFs print them.
 */
export const documentTimeZone = z.enum([TIME_ZONES.mtq, TIME_ZONES.gpe, TIME_ZONES.guf]);

export { madeBy };

export const order = z.object({
  id: z.int(),
  number: z.string(),
  status: orderStatus,
  created_at: z.string(),
  time_zone: documentTimeZone,
  amount: z.extend(amount, { shipping_ht: cents }),
  lines: z.array(documentLine),
  carrier: z.object({ id: z.int(), name: z.string() }),
  payment: z.object({ id: z.int(), label: z.string() }),
  delivery_address: address,
  billing_address: address,
  complementary_information: z.string(),
  job_site: z.nullable(orderJobSite),
  /** the buyer's purchase-order number, for his accounts and on the invoice */
  purchase_order: z.nullable(z.string()),
  /** YYYY-MM-DD, the day the buyer asked delivery for; null: as soon as possible */
  requested_delivery_date: z.nullable(z.string()),
  /** a bank transfer's means of paying: the account, the amount TTC and the reference to write on the transfer */
  payment_instructions: z.optional(z.object({ iban: z.string(), bic: z.string(), holder: z.string(), amount_ttc: cents, reference: z.string() })),
  /** the words of `status` */
  status_label: z.string(),
  /** the steps so far, oldest first */
  history: z.array(orderEvent),
  /** taken away at a depot: its steps end in `prete_retrait` rather than `expediee` */
  pickup: z.boolean(),
  /** whether `GET /order/{id}/delivery-note` has a delivery note to give (once shipped or set aside) */
  delivery_note: z.boolean(),
  /** the order's invoice, once issued: at shipping or setting aside, at the handover when paid on the terminal (lifecycle.ts issuesInvoice) */
  invoice: z.nullable(z.object({ id: z.int(), number: z.string() })),
  /** the quotation this order was accepted from */
  quotation: z.nullable(z.object({ id: z.int(), number: z.string() })),
  /** paid by card online: where its latest payment stands, in the buyer's words (domain/payments); absent otherwise */
  card_payment: z.optional(z.object({ state: z.enum(PAYMENT_STATES), label: z.string() })),
  /** a company's order: who of its people placed it, and who approved it (null: it needed no approval); absent for a private buyer's */
  made_by: z.optional(madeBy),
  approved_by: z.optional(z.nullable(z.string())),
});
export type Order = z.infer<typeof order>;
export const orderList = listOf(order);

export const quotationStatus = z.enum(['demandee', 'en_cours', 'envoyee', 'acceptee', 'refusee', 'expiree']);

/** What the buyer may do with a quotation today (domain/quotations/lifecycle.ts). */
export const quotationCustomerAction = z.enum(['accept', 'refuse', 'revision', 'renew']);
export type QuotationCustomerAction = z.infer<typeof quotationCustomerAction>;

/** One proposal of the sales office, kept as sent: revision 1, 2, … */
export const quotationProposal = z.object({
  revision: z.int(),
  /** ISO date-time */
  created_at: z.string(),
  /** YYYY-MM-DD, the last day it could be accepted */
  valid_until: z.string(),
  message: z.nullable(z.string()),
  /** the office's delivery terms (delay, place, unloading) */
  delivery_terms: z.nullable(z.string()),
  /** what that delivery costs, in cents HT, 0 when included; null: the carrier's price at checkout */
  delivery_ht: z.nullable(cents),
  amount,
  lines: z.array(documentLine),
});
export type QuotationProposal = z.infer<typeof quotationProposal>;

/** One move in a quotation's life, by the office or the buyer. */
export const quotationEvent = z.object({
  /** `request` for the first one */
  action: z.enum(['request', 'study', 'propose', 'accept', 'refuse', 'revision', 'renew', 'order']),
  status: quotationStatus,
  actor: z.enum(['office', 'customer']),
  /** ISO date-time */
  at: z.string(),
  message: z.nullable(z.string()),
  /** the proposal the move concerns, when one does */
  revision: z.nullable(z.int()),
  /**
   * a company's quotation: who of its people made the move; null for the office's, and for a move written before the
   * history named them. Absent for a private buyer's, who made them all.
   */
  by: z.optional(z.nullable(madeBy)),
});
export type QuotationEvent = z.infer<typeof quotationEvent>;

export const quotation = z.object({
  id: z.int(),
  /** a company's quotation: who of its people asked for it; absent for a private buyer's */
  made_by: z.optional(madeBy),
  number: z.string(),
  /** as of today in the quotation's territory: a proposal past its last valid day reads `expiree` */
  status: quotationStatus,
  status_label: z.string(),
  created_at: z.string(),
  time_zone: documentTimeZone,
  /** YYYY-MM-DD, the last day the current proposal may be accepted; null before the first proposal and while a revision is asked */
  valid_until: z.nullable(z.string()),
  /** the proposals sent so far (0 before the first) */
  revision: z.int(),
  /** the current proposal's lines and totals when there is one, else the request's */
  amount,
  lines: z.array(documentLine),
  delivery_terms: z.nullable(z.string()),
  /** the current proposal's delivery price in cents HT (0: included), which the checkout of its cart charges; null: the carrier's */
  delivery_ht: z.nullable(cents),
  proposals: z.array(quotationProposal),
  history: z.array(quotationEvent),
  /** what the buyer may do today */
  actions: z.array(quotationCustomerAction),
  /** the order it became */
  order: z.nullable(z.object({ id: z.int(), number: z.string() })),
  /** an accepted quotation not ordered yet: the cart its checkout goes on with (lines and prices frozen as proposed) */
  checkout_cart_token: z.nullable(z.string()),
  complementary_information: z.string(),
  /** the job site the quotation is for, by id and name */
  job_site: z.nullable(z.object({ job_site_id: z.int(), name: z.string() })),
  /** what the customer sent with the request (a plan): named, not served back */
  attachments: z.array(z.object({ name: z.string(), type: z.string(), size: z.int() })),
});
export type Quotation = z.infer<typeof quotation>;
export const quotationList = listOf(quotation);

/** `POST /quotations/{id}/accept`: the quotation, accepted, and the cart its checkout goes through. */
export const quotationAcceptance = z.object({ quotation, cart: cartResponse });
export type QuotationAcceptance = z.infer<typeof quotationAcceptance>;

/** `GET /admin/quotations`: a quotation with who asked it and where. */
export const adminQuotation = z.extend(quotation, {
  customer: z.object({ id: z.int(), email: z.string(), name: z.string(), company: z.nullable(z.string()) }),
  territory: z.string(),
});
export const adminQuotationList = listOf(adminQuotation);

export const invoice = z.object({
  id: z.int(),
  number: z.string(),
  order_number: z.string(),
  issued_at: z.string(),
  /** its order's (documentTimeZone) */
  time_zone: documentTimeZone,
  /** YYYY-MM-DD, counted from the day of issue in that zone */
  due_at: z.string(),
  amount,
  paid: z.boolean(),
  /** when the payment was recorded: the day the office gave (YYYY-MM-DD) or the time it did (ISO); null while unpaid */
  paid_at: z.nullable(z.string()),
  /** what is left to pay, TTC: its payments recorded (a deposit, a cheque) and its credit notes deducted; 0 once paid */
  left_ttc_cents: cents,
  /** a company's invoice: who of its people placed the order; absent for a private buyer's */
  made_by: z.optional(madeBy),
});
export type Invoice = z.infer<typeof invoice>;
export const invoiceList = listOf(invoice);

/** `POST /order/{id}/reorder`: the order's lines back in the cart, and what could not come back as it was. */
export const reorderAnswer = z.object({
  cart: cartResponse,
  /** lines left out: a product no longer sold in the territory, a bar schedule (duplicated, not reordered) */
  skipped: z.array(z.object({ reference: z.string(), name: z.string(), reason: z.string() })),
  /** lines whose unit price HT is not the order's any more */
  changed: z.array(z.object({ reference: z.string(), name: z.string(), was_ht: cents, now_ht: cents })),
});
export type ReorderAnswer = z.infer<typeof reorderAnswer>;
