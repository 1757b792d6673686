import type { z } from 'zod';
import type { Invoice, Order } from '@trefima/domain/contract';
import type { orderForm } from '@trefima/domain/forms/checkout';
import { wantedByProduct } from '@trefima/domain/catalogue/stock';
import type { Db } from '../db';
import type { Carts } from '../cart/carts';
import { localDate } from '@trefima/domain/calendar/working-days';
import { territoryOf, type CheckoutOptions } from './checkout';
import { customerDocuments } from '../documents/customer-documents';
import { toAddress, type Customers } from '../customers/customers';
import type { DocumentFiles } from '../documents/document-files';
import type { Documents, OrderRow } from '../documents/documents';
import { DomainError } from '../shared/errors';
import type { Mailer } from '../mail/mailer';
import type { BarSchedules } from '../bar-schedules/bar-schedules';
import { backofficeOrderMail } from './order-backoffice-mail';
import { siteSnapshot } from './delivery-terms';
import type { JobSites } from '../job-sites/job-sites';
import { orderMail, snapshot } from './order-mail';
import { orderWithdrawal, withdrawalRecord } from './made-to-order';
import { withdrawalForm, withdrawalOpen, withdrawalText } from '@trefima/domain/orders/withdrawal';
import type { SellerIdentity } from '../site/seller';
import { orderOfCart } from './cart-ordered';
import type { SalesPlanRow, Site } from '../site/site';
import { documentNumber, nowIso } from '../shared/text';
import type { Payments } from '../payments/payments';
import type { CompanyCheckout } from '../companies/company-checkout';
import { checkoutCart, prepareOrder } from './order-checks';
import { customerInvoices, invoiceById } from './order-invoices';

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
  /** where a consumer sends his withdrawal (the confirmation says it), and whom its model form is addressed to */
  seller: Pick<SellerIdentity, 'name' | 'address' | 'email'>;
  /** card payment online: whether it is offered, and the reservation written with such an order */
  payments: Pick<Payments, 'offered' | 'waitingRefusal' | 'amountRefusal' | 'reserve' | 'waiting' | 'cards'>;
  /** a company's roles, approval rules and credit on account (companies/company-checkout.ts) */
  companyCheckout: Pick<CompanyCheckout, 'assertMayOrder' | 'assertMayPlace'>;
}

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
  /** Whether this cart was ordered before: a retry, answered with its order (or refused), spending nothing of the account's budget of mails. */
  placedBefore(customerId: number, input: Pick<OrderInput, 'cart_token'>): boolean {
    return (
      this.d.db.prepare('SELECT 1 FROM "order" o JOIN cart c ON c.id = o.cart_id WHERE c.token = ? AND o.customer_id = ?').get(input.cart_token, customerId) !==
      undefined
    );
  }

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
    const { cart, lines, carrier, payment, delivery, billing, terms, ht, shipping, amount } = this.prepare(customerId, input, plan);
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
            approved_by, withdrawal) VALUES ('pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
            // the consumer's right as the contract is concluded: a PDF downloaded later says the same (made-to-order.ts)
            withdrawalRecord(db, { consumer: customer.type === 'particulier', lines, carrier, vatRate: plan.vat_rate }),
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
    // without its PDF, the mail itself carries the model form the consumer must be given (R221-1)
    const facts = orderWithdrawal(db, row, order, () => customer.type === 'particulier');
    const withdrawal = facts
      ? {
          text: withdrawalText(order.lines, facts, this.d.seller.email, pdf ? 'mail' : 'mail-without-pdf'),
          form: !pdf && withdrawalOpen(order.lines, facts) ? withdrawalForm(this.d.seller) : [],
        }
      : undefined;
    this.d.mailer.send(customer.email, subject, orderMail(customer.first_name, order, card, withdrawal), pdf ? [pdf] : []);
    this.d.mailer.send(this.d.backofficeEmail, `Commande ${order.number}`, backofficeOrderMail(order, customer, plan.label));
    return { order, created: true };
  }

  /** Everything an order is checked for before it is written, and its figures (order-checks.ts). */
  prepare(customerId: number, input: OrderInput, plan: SalesPlanRow) {
    return prepareOrder(this.d, customerId, input, plan);
  }

  /** The quotation becomes this order, once (a unique index on the order's quotation keeps it so). */
  private linkQuotation(quotationId: number, orderId: number, at: number) {
    const { db } = this.d;
    db.prepare('UPDATE "order" SET quotation_id = ? WHERE id = ?').run(quotationId, orderId);
    db.prepare('UPDATE quotation SET order_id = ? WHERE id = ?').run(orderId, quotationId);
    const revision = db.prepare('SELECT revision FROM quotation WHERE id = ?').pluck().get(quotationId) as number;
    // by whoever of the customer's people placed the order (its approver's colleague, for one held for approval)
    db.prepare(
      `INSERT INTO quotation_event (quotation_id, action, status, actor, customer_id, message, revision, created_at)
      SELECT ?, 'order', 'acceptee', 'customer', customer_id, NULL, ?, ? FROM "order" WHERE id = ?`,
    ).run(quotationId, revision, nowIso(at), orderId);
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
    return customerInvoices(this.d.db, this.d.documents, customerId, limit, offset, jobSiteId, personId);
  }

  /** One invoice, whoever it is for: the back office's. */
  invoice(id: number): Invoice {
    return invoiceById(this.d.db, this.d.documents, id);
  }
}
