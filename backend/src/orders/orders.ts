import type { z } from 'zod';
import type { Invoice, Order } from '@trefima/domain/contract';
import type { orderForm } from '@trefima/domain/forms/checkout';
import { shippingPrice } from '@trefima/domain/orders/checkout';
import { paymentUnavailableReason } from '@trefima/domain/orders/payment-terms';
import { wantedByProduct } from '@trefima/domain/catalogue/stock';
import type { Db } from '../db';
import { amountOf } from '@trefima/domain/money/money';
import type { Carts, CartRow } from '../cart/carts';
import { localDate } from '@trefima/domain/calendar/working-days';
import { deliveryMismatch, shortages, territoryOf, type CheckoutOptions } from './checkout';
import { customerDocuments } from '../documents/customer-documents';
import { toAddress, type Customers } from '../customers/customers';
import type { DocumentFiles } from '../documents/document-files';
import type { Documents, OrderRow } from '../documents/documents';
import { DomainError, invalid, missing } from '../shared/errors';
import type { Mailer } from '../mail/mailer';
import type { BarSchedules } from '../bar-schedules/bar-schedules';
import { backofficeOrderMail } from './order-backoffice-mail';
import { deliveryTerms, siteSnapshot } from './delivery-terms';
import type { JobSites } from '../job-sites/job-sites';
import { money } from '../documents/pdfs/format';
import { euros, orderMail, snapshot } from './order-mail';
import { orderOfCart } from './cart-ordered';
import type { SalesPlanRow, Site } from '../site/site';
import { documentNumber, nowIso } from '../shared/text';
import { leftToPayTtcCents } from '@trefima/domain/companies/credit';
import type { Payments } from '../payments/payments';
import type { CompanyCheckout } from '../companies/company-checkout';
import { SHARED } from '../companies/scope';
import { madeByOf, type Made } from '../companies/made-by';

export type OrderInput = z.output<typeof orderForm>;

export interface OrdersDeps {
  db: Db;
  now: () => number;
  publicUrl: string;
  /** the sales office, told of every order */
  backofficeEmail: string;
  carts: Carts;
  customers: Customers;
  documents: Documents;
  checkout: CheckoutOptions;
  site: Site;
  mailer: Mailer;
  barSchedules: BarSchedules;
  jobSites: JobSites;
  /** the order confirmation's PDF, mailed with it */
  files: DocumentFiles;
  /** card payment online: whether it is offered, and the reservation written with such an order */
  payments: Pick<Payments, 'offered' | 'reserve' | 'waiting' | 'cards'>;
  /** a company's roles, approval rules and credit on account (companies/company-checkout.ts) */
  companyCheckout: Pick<CompanyCheckout, 'assertMayOrder' | 'assertMayPlace'>;
}

/** The customer's own cart for a checkout call, or the closed one a retry refers to. */
export function checkoutCart(carts: Carts, token: string, customerId: number): CartRow {
  const cart = carts.resolve(token, customerId);
  if (!cart) throw new DomainError('CART_EXPIRED', 'Votre panier a expiré ou n’existe plus.');
  return cart;
}

const INVOICE_SELECT = `SELECT i.*, o.customer_id AS placed_by, o.number AS order_number, o.sales_plan_id, o.amount_ht, o.shipping_ht, o.vat_rate,
    (SELECT COALESCE(SUM(p.amount_cents), 0) FROM invoice_payment p WHERE p.invoice_id = i.id)
      + (SELECT COALESCE(SUM(n.amount_ttc), 0) FROM credit_note n WHERE n.invoice_id = i.id) AS settled
  FROM invoice i JOIN "order" o ON o.id = i.order_id`;
interface InvoiceRow {
  id: number;
  /** the order's customer: who of a company's people placed it */
  placed_by: number;
  number: string;
  order_number: string;
  sales_plan_id: number;
  issued_at: string;
  due_at: string;
  paid: number;
  paid_at: string | null;
  amount_ht: number;
  shipping_ht: number;
  vat_rate: number;
  /** TTC cents of its payments recorded and credit notes */
  settled: number;
}
const invoiceOf = (r: InvoiceRow, documents: Pick<Documents, 'timeZone'>, made: (customerId: number) => Made = () => ({})): Invoice => ({
  id: r.id,
  number: r.number,
  order_number: r.order_number,
  issued_at: r.issued_at,
  time_zone: documents.timeZone(r.sales_plan_id),
  due_at: r.due_at,
  amount: amountOf(r.amount_ht + r.shipping_ht, r.vat_rate),
  paid: r.paid === 1,
  // invoices paid before the date was kept read as paid when issued (migration 014)
  paid_at: r.paid === 1 ? (r.paid_at ?? r.issued_at) : null,
  // what « Payer par carte » asks (payments/card-payments.ts invoiceLeft counts it alike)
  left_ttc_cents: r.paid === 1 ? 0 : leftToPayTtcCents(amountOf(r.amount_ht + r.shipping_ht, r.vat_rate).ttc, [r.settled]),
  ...made(r.placed_by),
});

/** Placing an order from a cart, and the customer's orders and invoices. */
export class Orders {
  // metres of coil are taken whole (a cut leaves its offcut): stock stays an integer
  private takeStock;

  private docs;

  constructor(private d: OrdersDeps) {
    this.docs = customerDocuments<OrderRow, Order>(d.db, '"order"', (r) => d.documents.order(r));
    this.takeStock = d.db.prepare('UPDATE product SET stock = stock - ? WHERE id = ? AND lead_time_days IS NULL AND stock >= ?');
  }

  /**
   * The order of a cart: `created` is false when the same cart was ordered before with the same choices (a retry gets
   * the first order); other choices for it are refused (409 CART_ORDERED), never answered with an order not theirs.
   */
  async place(
    customerId: number,
    input: OrderInput,
    plan: SalesPlanRow,
    { approvedBy }: { approvedBy?: number } = {},
  ): Promise<{ order: Order; created: boolean }> {
    const { db, customers, documents } = this.d;
    this.d.companyCheckout.assertMayOrder(customerId);
    const existing = orderOfCart(this.d, checkoutCart(this.d.carts, input.cart_token, customerId), input, plan);
    if (existing) return { order: documents.order(existing), created: false };
    const { cart, lines, payment, delivery, billing, terms, ht, shipping, amount } = this.prepare(customerId, input, plan);
    const customer = customers.row(customerId)!;
    // a company's rules: the role, the approval it needs (unless an approver places it), the credit on account (companies/)
    this.d.companyCheckout.assertMayPlace(customerId, { amount, paymentCode: payment.code, approved: approvedBy !== undefined });
    const at = this.d.now();
    // paid by card online, the order waits for the bank's word, its stock held meanwhile (payments/payments.ts)
    const status = payment!.online ? 'en_attente_paiement' : 'confirmee';
    const row = db.transaction(() => {
      // No await between the lookup above and this insert, and cart_id is unique in "order": a second submission finds the first order.
      // Stock is taken in the same transaction, on condition: should another order have taken it meanwhile, nothing is written.
      const stocked = new Set(lines.filter((l) => l.lead_time_days === null).map((l) => l.element_id));
      const took: [number, number][] = [];
      for (const [id, wanted] of wantedByProduct(lines)) {
        const taken = Math.ceil(wanted);
        if (!stocked.has(id)) continue;
        if (this.takeStock.run(taken, id, taken).changes === 0) {
          throw new DomainError('OUT_OF_STOCK', 'Le stock d’un article a changé pendant votre commande : merci de vérifier votre panier.');
        }
        took.push([id, taken]);
      }
      const id = Number(
        db
          .prepare(
            `INSERT INTO "order" (number, customer_id, cart_id, sales_plan_id, status, carrier_id, payment_id, delivery_address, billing_address,
            lines, amount_ht, shipping_ht, vat_rate, complementary_information, created_at, job_site_id, job_site, purchase_order, requested_delivery_date,
            approved_by) VALUES ('pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            customerId,
            cart.id,
            plan.id,
            status,
            input.carrier_id,
            input.payment_id,
            JSON.stringify(toAddress(delivery!)),
            JSON.stringify(toAddress(billing!)),
            JSON.stringify(snapshot(lines)),
            ht,
            shipping,
            plan.vat_rate,
            input.complementary_information ?? cart.complementary_information,
            nowIso(at),
            terms.site?.job_site_id ?? null,
            terms.site ? JSON.stringify(siteSnapshot(terms.site)) : null,
            terms.purchaseOrder,
            terms.requestedDate,
            approvedBy ?? null,
          ).lastInsertRowid,
      );
      db.prepare('UPDATE "order" SET number = ? WHERE id = ?').run(documentNumber('CMD', Number(localDate(at, territoryOf(plan.target)).slice(0, 4)), id), id);
      db.prepare("UPDATE cart SET status = 'ordered', order_id = ?, updated_at = ? WHERE id = ?").run(id, nowIso(at), cart.id);
      db.prepare('INSERT INTO order_event (order_id, status, created_at) VALUES (?, ?, ?)').run(id, status, nowIso(at));
      // what was taken, given back as it was should the order be cancelled (order-lifecycle.ts)
      const kept = db.prepare('INSERT INTO order_stock (order_id, product_id, quantity) VALUES (?, ?, ?)');
      for (const [productId, quantity] of took) kept.run(id, productId, quantity);
      if (cart.from_quotation_id) this.linkQuotation(cart.from_quotation_id, id, at);
      this.d.barSchedules.markOrdered(cart.id);
      const written = db.prepare('SELECT * FROM "order" WHERE id = ?').get(id) as OrderRow;
      if (payment!.online) this.d.payments.reserve(written);
      return written;
    })();
    const order = documents.order(row);
    // the order is written: a PDF that cannot be made is left to the buyer's space rather than failing the call
    const pdf = await this.d.files.order(customerId, String(order.id)).catch(() => null);
    // paid by card online, nothing is confirmed before the bank's word: the mail says it waits, and until when
    const card = order.status === 'en_attente_paiement' ? this.d.payments.waiting(order) : null;
    const subject = card ? `Commande ${order.number} : en attente de votre paiement par carte` : `Confirmation de votre commande ${order.number}`;
    this.d.mailer.send(customer.email, subject, orderMail(customer.first_name, order, card), pdf ? [pdf] : []);
    this.d.mailer.send(this.d.backofficeEmail, `Commande ${order.number}`, backofficeOrderMail(order, customer, plan.label));
    return { order, created: true };
  }

  /**
   * Everything an order is checked for before it is written, and its
   * figures, recomputed here whatever the client sent: the same checks
   * whether the order is placed now or held for a company's approval
   * (companies/approvals.ts), and again when an approver places it.
   */
  prepare(customerId: number, input: OrderInput, plan: SalesPlanRow) {
    const { carts, customers } = this.d;
    const cart = checkoutCart(carts, input.cart_token, customerId);
    if (cart.status !== 'open') throw new DomainError('CART_CLOSED', 'Ce panier a déjà été transformé en devis.');
    if (cart.held) throw new DomainError('CART_HELD', 'Cette commande attend déjà l’approbation de votre entreprise.');
    const lines = carts.lines(cart, plan, this.d.publicUrl);
    if (!lines.length) throw new DomainError('EMPTY_CART', 'Votre panier est vide.');
    if (cart.from_quotation_id) this.assertQuotationCart(cart, plan, lines.length);
    const errors: Record<string, string> = {};
    const carrier = this.d.checkout.carriers(plan).find((c) => c.id === input.carrier_id);
    if (!carrier) errors.carrier_id = 'Ce mode de livraison n’est pas proposé pour votre territoire.';
    const payment = this.d.checkout.payment(input.payment_id);
    const customer = customers.row(customerId)!;
    if (!payment) errors.payment_id = 'Ce moyen de paiement n’existe pas.';
    else if (payment.online && !this.d.payments.offered) errors.payment_id = 'Le paiement par carte en ligne n’est pas proposé pour le moment.';
    else {
      const refused = paymentUnavailableReason(
        { professional_only: payment.professional_only === 1 },
        { type: customer.type, professional_verified: customer.professional_verified === 1 },
      );
      if (refused) errors.payment_id = refused;
    }
    const delivery = customers.address(customerId, input.delivery_address_id);
    if (!delivery) errors.delivery_address_id = 'Cette adresse de livraison est introuvable.';
    else {
      const mismatch = deliveryMismatch(delivery.zipcode, plan, this.d.site.planLabel);
      if (mismatch) errors.delivery_address_id = mismatch;
    }
    const billing = customers.address(customerId, input.billing_address_id);
    if (!billing) errors.billing_address_id = 'Cette adresse de facturation est introuvable.';
    if (errors.delivery_address_id && delivery && !Object.keys(errors).some((k) => k !== 'delivery_address_id')) {
      throw new DomainError('DELIVERY_TERRITORY', `L’adresse de livraison n’est pas dans le territoire choisi (${plan.label}). ${errors.delivery_address_id}`, {
        errors,
      });
    }
    const terms = deliveryTerms(input, { customer, carrier, planTarget: plan.target, now: this.d.now(), jobSites: this.d.jobSites }, errors);
    if (Object.keys(errors).length) throw invalid(errors);
    const short = shortages(lines);
    if (Object.keys(short).length) throw new DomainError('OUT_OF_STOCK', Object.values(short)[0], { errors: short });

    const ht = lines.reduce((s, l) => s + l.total_ht, 0);
    const shipping = shippingPrice(carrier!, ht, cart.from_quotation_id ? this.agreedDelivery(cart.from_quotation_id) : null);
    const amount = amountOf(ht + shipping, plan.vat_rate);
    if (input.expected_amount && (input.expected_amount.ht !== amount.ht || input.expected_amount.ttc !== amount.ttc)) {
      // prices, VAT or shipping moved since the recap (another territory, a price change): the buyer confirms the new totals first
      throw new DomainError(
        'TOTALS_CHANGED',
        `Les montants de votre commande ont changé depuis votre récapitulatif : ${euros(amount.ht)} (${money(amount.ttc)} TTC) au lieu de ${euros(input.expected_amount.ht)} (${money(input.expected_amount.ttc)} TTC). Vérifiez le récapitulatif mis à jour, puis validez à nouveau.`,
      );
    }
    return { cart, lines, carrier: carrier!, payment: payment!, delivery: delivery!, billing: billing!, terms, ht, shipping, amount };
  }

  /**
   * An accepted quotation is ordered in the territory it was priced for, with
   * every line it was accepted with (one withdrawn from sale since is not
   * dropped silently: the office is asked).
   */
  private assertQuotationCart(cart: CartRow, plan: SalesPlanRow, priced: number) {
    const q = this.d.db
      .prepare('SELECT q.number, q.order_id, p.id AS plan_id, p.label FROM quotation q JOIN sales_plan p ON p.id = q.sales_plan_id WHERE q.id = ?')
      .get(cart.from_quotation_id) as { number: string; order_id: number | null; plan_id: number; label: string };
    if (q.order_id) throw new DomainError('CART_CLOSED', `Le devis ${q.number} a déjà été commandé.`);
    if (q.plan_id !== plan.id) {
      throw new DomainError('QUOTATION_CART', `Le devis ${q.number} a été établi pour ${q.label} : choisissez ce territoire pour le commander.`);
    }
    const held = this.d.db.prepare('SELECT COUNT(*) FROM cart_line WHERE cart_id = ?').pluck().get(cart.id) as number;
    if (held !== priced) {
      throw new DomainError('QUOTATION_CART', `Un article du devis ${q.number} n’est plus vendu : contactez notre service commercial pour un devis à jour.`);
    }
  }

  /** The delivery price the accepted proposal agreed (cents HT, 0 when included), or null when it said nothing of it. */
  private agreedDelivery(quotationId: number): number | null {
    const last = this.d.db.prepare('SELECT delivery_ht FROM quotation_proposal WHERE quotation_id = ? ORDER BY revision DESC LIMIT 1').pluck().get(quotationId);
    return (last as number | null | undefined) ?? null;
  }

  /** The quotation becomes this order, once (a unique index on the order's quotation keeps it so). */
  private linkQuotation(quotationId: number, orderId: number, at: number) {
    const { db } = this.d;
    db.prepare('UPDATE "order" SET quotation_id = ? WHERE id = ?').run(quotationId, orderId);
    db.prepare('UPDATE quotation SET order_id = ? WHERE id = ?').run(orderId, quotationId);
    const revision = db.prepare('SELECT revision FROM quotation WHERE id = ?').pluck().get(quotationId) as number;
    db.prepare(
      "INSERT INTO quotation_event (quotation_id, action, status, actor, message, revision, created_at) VALUES (?, 'order', 'acceptee', 'customer', NULL, ?, ?)",
    ).run(quotationId, revision, nowIso(at));
  }

  list(customerId: number, limit: number, offset: number, jobSiteId?: number, personId?: number) {
    return this.docs.list(customerId, limit, offset, jobSiteId, personId);
  }

  /** By id or number, the customer's own only. */
  get(customerId: number, idOrNumber: string): Order {
    return this.docs.get(customerId, idOrNumber);
  }

  /** `jobSiteId`: the invoices of that site's orders only. */
  invoices(customerId: number, limit: number, offset: number, jobSiteId?: number, personId?: number) {
    const where = `i.customer_id IN ${SHARED}${jobSiteId === undefined ? '' : ' AND o.job_site_id = ?'}${personId === undefined ? '' : ' AND i.customer_id = ?'}`;
    const params = [customerId, ...(jobSiteId === undefined ? [] : [jobSiteId]), ...(personId === undefined ? [] : [personId])];
    const rows = this.d.db
      .prepare(`${INVOICE_SELECT} WHERE ${where} ORDER BY i.issued_at DESC, i.id DESC LIMIT ? OFFSET ?`)
      .all(...params, limit, offset) as InvoiceRow[];
    const total = this.d.db
      .prepare(`SELECT COUNT(*) FROM invoice i JOIN "order" o ON o.id = i.order_id WHERE ${where}`)
      .pluck()
      .get(...params) as number;
    const made = madeByOf(this.d.db);
    return { items: rows.map((r) => invoiceOf(r, this.d.documents, made)), total };
  }

  /** One invoice, whoever it is for: the back office's. */
  invoice(id: number): Invoice {
    const row = this.d.db.prepare(`${INVOICE_SELECT} WHERE i.id = ?`).get(id) as InvoiceRow | undefined;
    if (!row) throw missing('Cette facture');
    return invoiceOf(row, this.d.documents);
  }
}
