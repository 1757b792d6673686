import type { Order, Quotation } from '@trefima/domain/contract';
import type { Db } from '../db';
import { territoryOf } from '../orders/checkout';
import { orderWithdrawal } from '../orders/made-to-order';
import { CreditNotes } from './credit-notes';
import { customerRow } from './customer-documents';
import type { Customers } from '../customers/customers';
import { printers } from './pdfs/lazy-printers';
import type { DocumentContext, DocumentTerritory, InvoiceDocument } from './pdfs/types';
import type { Documents, OrderRow } from './documents';
import { DomainError, missing } from '../shared/errors';
import type { MailAttachment } from '../mail/mailer';
import type { SellerIdentity } from '../site/seller';
import type { Site } from '../site/site';
import { nowIso } from '../shared/text';
import { documentBuyer, parsedParties, type IssuedParties } from './issued-parties';
import { SHARED } from '../companies/scope';
import type { CompanyAction } from '@trefima/domain/companies/roles';
import { readersInstead, type ReadersInstead } from './readers-instead';
import { mailRecipient, type MailRecipient } from '../companies/mail-recipient';
import { byIdOrNumber } from '../shared/id-or-number';
import { neverConfirmed } from '@trefima/domain/orders/lifecycle';

export interface DocumentFilesDeps {
  db: Db;
  now: () => number;
  seller: SellerIdentity;
  site: Site;
  customers: Customers;
  documents: Documents;
}

const PDF = 'application/pdf';

/**
 * The customer's documents as PDF files (document-pdfs/): for the download
 * calls, each the customer's own only (his company's, companies/scope.ts),
 * and for the mails that carry them. The context (seller, buyer, territory)
 * is read here, once per document.
 */
export class DocumentFiles {
  constructor(private d: DocumentFilesDeps) {}

  /**
   * `ownerId`: the document's own customer (its row's), never the caller's: a
   * company's documents are downloaded by any of its people, and the
   * quotation the administrator signs « Bon pour accord » is the foreman's
   * request, with the foreman as its client.
   * `issued`: an invoice's or credit note's parties as on its day, which it
   * prints whatever the customer and the seller are now; without them (a
   * quotation, an order, or one issued before they were kept) the parties as
   * they are now.
   */
  private context(ownerId: number, salesPlanId: number, issued: IssuedParties | null = null): DocumentContext {
    const plan = this.d.site.planById(salesPlanId)!;
    const territory: DocumentTerritory = { key: territoryOf(plan.target), label: plan.label, vat_rate: plan.vat_rate };
    return {
      seller: issued?.seller ?? this.d.seller,
      buyer: issued?.buyer ?? documentBuyer(this.d.customers.row(ownerId)!),
      territory,
      printedAt: nowIso(this.d.now()),
    };
  }

  /** `q`: a quotation its reader may see (quotations.get checked it): printed for the customer who asked it. */
  async quotation(q: Quotation): Promise<MailAttachment> {
    const row = this.d.db.prepare('SELECT sales_plan_id, customer_id FROM quotation WHERE id = ?').get(q.id) as { sales_plan_id: number; customer_id: number };
    const name = q.revision ? `devis-${q.number}-revision-${q.revision}.pdf` : `demande-de-devis-${q.number}.pdf`;
    return { name, type: PDF, content: await printers().quotationPdf(q, this.context(row.customer_id, row.sales_plan_id)) };
  }

  /** Its right of withdrawal as the order recorded it when placed, whatever its buyer and the catalogue are now (made-to-order.ts). */
  async order(customerId: number, idOrNumber: string): Promise<MailAttachment> {
    const row = customerRow<OrderRow>(this.d.db, '"order"', customerId, idOrNumber);
    const o = this.d.documents.order(row);
    // no contract concluded, no right to withdraw from it: a card payment that never came before the order was cancelled
    const withdrawal = neverConfirmed(o) ? null : orderWithdrawal(this.d.db, row, o, () => this.d.customers.row(row.customer_id)!.type === 'particulier');
    return { name: `commande-${o.number}.pdf`, type: PDF, content: await printers().orderPdf(o, this.context(row.customer_id, row.sales_plan_id), withdrawal) };
  }

  /** Once the goods are shipped or set aside: before, there is no delivery note to give (409, in French). */
  async deliveryNote(orderOrId: Order | string, customerId: number): Promise<MailAttachment> {
    const row = customerRow<OrderRow>(this.d.db, '"order"', customerId, typeof orderOrId === 'string' ? orderOrId : orderOrId.id);
    const o = this.d.documents.order(row);
    if (!o.delivery_note) {
      throw new DomainError('ORDER_STATE', `Le bon de livraison de la commande ${o.number} est émis à son expédition (ou à sa mise à disposition au dépôt).`);
    }
    return {
      name: `bon-de-livraison-${o.number}.pdf`,
      type: PDF,
      content: await printers().deliveryNotePdf(o, this.context(row.customer_id, row.sales_plan_id)),
    };
  }

  async invoice(idOrNumber: string | number, customerId: number): Promise<MailAttachment> {
    const inv = this.d.db
      .prepare(
        `SELECT i.number, i.issued_at, i.due_at, i.paid, i.paid_at, i.payment_terms, i.order_id, i.customer_id, i.parties, p.code AS payment_code FROM invoice i
        JOIN "order" o ON o.id = i.order_id JOIN payment p ON p.id = o.payment_id WHERE (i.id = ? OR i.number = ?) AND i.customer_id IN ${SHARED}`,
      )
      .get(...byIdOrNumber(idOrNumber), customerId) as
      (Omit<InvoiceDocument, 'paid'> & { paid: number; order_id: number; customer_id: number; parties: string | null }) | undefined;
    if (!inv) throw missing('Cette facture');
    const row = customerRow<OrderRow>(this.d.db, '"order"', customerId, inv.order_id);
    const doc: InvoiceDocument = {
      number: inv.number,
      issued_at: inv.issued_at,
      due_at: inv.due_at,
      paid: inv.paid === 1,
      paid_at: inv.paid_at,
      payment_code: inv.payment_code,
      payment_terms: inv.payment_terms,
    };
    const content = await printers().invoicePdf(doc, this.d.documents.order(row), this.context(inv.customer_id, row.sales_plan_id, parsedParties(inv.parties)));
    return { name: `facture-${inv.number}.pdf`, type: PDF, content };
  }

  /** For the mails: null when `customerId`'s role may read such a document of his, else who of his company may instead. */
  readersInstead(customerId: number, action: CompanyAction): ReadersInstead | null {
    return readersInstead(this.d.db, customerId, action);
  }

  /** For the mails: who is told of what `customerId` made, himself unless he left his company (companies/mail-recipient.ts). */
  recipient(customerId: number): MailRecipient | null {
    return mailRecipient(this.d.db, customerId);
  }

  /** A credit note (avoir), the customer's own only, with the order its invoice billed. */
  async creditNote(idOrNumber: string | number, customerId: number): Promise<MailAttachment> {
    const note = new CreditNotes(this.d).byId(customerId, idOrNumber);
    const row = customerRow<OrderRow>(this.d.db, '"order"', customerId, note.order.id);
    const owner = this.d.db.prepare('SELECT customer_id, parties FROM credit_note WHERE id = ?').get(note.id) as {
      customer_id: number;
      parties: string | null;
    };
    const ctx = this.context(owner.customer_id, row.sales_plan_id, parsedParties(owner.parties));
    const content = await printers().creditNotePdf(note, this.d.documents.order(row), ctx);
    return { name: `avoir-${note.number}.pdf`, type: PDF, content };
  }
}
