import type { Invoice, Order, Quotation } from '@trefima/domain/contract';
import { formatDate } from '@trefima/domain/calendar/working-days';
import type { QuotationTransition } from '@trefima/domain/quotations/lifecycle';
import type { Customers } from '../customers/customers';
import { deliveryPriceText } from '@trefima/domain/quotations/delivery-price';
import { longDate, money } from './pdfs/format';
import type { DocumentFiles } from './document-files';
import type { ReadersInstead } from './readers-instead';
import type { CompanyAction } from '@trefima/domain/companies/roles';
import type { MailAttachment, Mailer } from '../mail/mailer';
import { euros } from '../orders/order-mail';
import { greeting } from '../companies/mail-recipient';

export interface DocumentMailsDeps {
  mailer: Mailer;
  customers: Customers;
  files: DocumentFiles;
  backofficeEmail: string;
  siteUrl: string;
}

const SIGNATURE = ['', 'L’équipe Trefima'];

/** What a payment brought, said of `whose` invoice (« votre facture », « la facture »): the last one where others paid part of it. */
const received = (invoice: Invoice, paidOn: string, receivedCents: number, whose: string) =>
  receivedCents === invoice.amount.ttc
    ? `Nous avons bien reçu le règlement de ${whose} ${invoice.number}, le ${longDate(paidOn, invoice.time_zone)} : ${money(invoice.amount.ttc)} TTC. Merci.`
    : `Nous avons bien reçu ${money(receivedCents)} TTC pour ${whose} ${invoice.number} de ${money(invoice.amount.ttc)} TTC : elle est acquittée depuis le ${longDate(paidOn, invoice.time_zone)}. Merci.`;

/**
 * What each move of a quotation, an order or an invoice writes to the
 * outbox: the buyer hears of every move the office makes (with the PDF he
 * will want to print, an invoice's payment included), and the office of
 * every move the buyer makes. A company's invoice whose buyer's role may not
 * read it (the foreman's) goes to those of his company who may, who pay it.
 */
export class DocumentMails {
  constructor(private d: DocumentMailsDeps) {}

  async moved(q: Quotation, customerId: number, move: QuotationTransition) {
    const c = this.d.customers.row(customerId)!;
    const to = this.d.files.recipient(customerId);
    const link = `${this.d.siteUrl}/mes-devis/${q.id}`;
    const hello = greeting(to ?? { first_name: c.first_name, leaver: null });
    // to the buyer, or to who carries on what he made once he left his company
    const tell = (subject: string, body: string, attachments: MailAttachment[] = []) => {
      if (to) this.d.mailer.send(to.email, subject, body, attachments);
    };
    const said = move.message ? ['', `Votre message : « ${move.message} »`] : [];
    const office = (subject: string, ...lines: string[]) =>
      this.d.mailer.send(
        this.d.backofficeEmail,
        subject,
        [...lines, `Client : ${c.company ?? ''} ${c.first_name} ${c.last_name} <${c.email}>`.trim()].join('\n'),
      );
    switch (move.action) {
      case 'study':
        tell(
          `Votre demande de devis ${q.number} est à l’étude`,
          [...hello, '', `Notre service commercial étudie votre demande ${q.number}. Vous recevrez sa proposition par courriel.`, ...SIGNATURE].join('\n'),
        );
        return;
      case 'propose': {
        // the move is written: a PDF that cannot be made must not turn it into an error, the buyer downloads it from his space
        const pdf = await this.d.files.quotation(q).catch(() => null);
        const delivery = [q.delivery_terms && `Livraison : ${q.delivery_terms}`, deliveryPriceText(q.delivery_ht, q.amount)].filter((l): l is string =>
          Boolean(l),
        );
        const body = [
          ...hello,
          '',
          `Voici notre proposition pour votre devis ${q.number} (révision ${q.revision}) : ${euros(q.amount.ht)}, soit ${money(q.amount.ttc)} TTC.`,
          `Elle est valable jusqu’au ${formatDate(q.valid_until!)} inclus.`,
          ...(delivery.length ? ['', ...delivery] : []),
          ...(move.message ? ['', move.message] : []),
          '',
          `Acceptez-la, refusez-la ou demandez une révision depuis votre espace client : ${link}`,
          pdf ? 'Le devis est joint en PDF.' : 'Le devis en PDF est à télécharger depuis votre espace client.',
          ...SIGNATURE,
        ];
        tell(`Notre proposition pour votre devis ${q.number}`, body.join('\n'), pdf ? [pdf] : []);
        return;
      }
      case 'accept':
        tell(
          `Devis ${q.number} accepté`,
          [
            ...hello,
            '',
            `Vous avez accepté notre proposition ${q.number} (révision ${q.revision}). Ses prix vous sont acquis : finalisez votre commande (adresse, livraison, paiement) depuis votre espace client : ${link}`,
            ...SIGNATURE,
          ].join('\n'),
        );
        office(`Devis ${q.number} accepté`, `Le client a accepté la révision ${q.revision} du devis ${q.number} (${euros(q.amount.ht)}). La commande suit.`);
        return;
      case 'refuse':
        tell(
          `Devis ${q.number} refusé`,
          [...hello, '', `Nous avons bien noté que vous refusez notre proposition ${q.number}.`, ...said, ...SIGNATURE].join('\n'),
        );
        office(`Devis ${q.number} refusé`, `Le client a refusé la révision ${q.revision} du devis ${q.number}.`, `Motif : ${move.message ?? 'non précisé'}`);
        return;
      case 'revision':
        tell(
          `Révision demandée pour le devis ${q.number}`,
          [...hello, '', `Votre demande de révision du devis ${q.number} est transmise à notre service commercial.`, ...said, ...SIGNATURE].join('\n'),
        );
        office(
          `Révision demandée : devis ${q.number}`,
          `Le client demande une révision de la proposition ${q.revision} du devis ${q.number} :`,
          move.message ?? '',
          '',
          `Proposer : POST /admin/quotations/${q.id}/propose`,
        );
        return;
      case 'renew':
        tell(
          `Devis ${q.number} redemandé`,
          [
            ...hello,
            '',
            `Votre devis ${q.number} avait expiré : nous l’étudions à nouveau et vous envoyons une proposition à jour.`,
            ...said,
            ...SIGNATURE,
          ].join('\n'),
        );
        office(`Devis ${q.number} redemandé`, `Le client redemande le devis expiré ${q.number}.`, ...(move.message ? [`Message : ${move.message}`] : []));
        return;
    }
  }

  /**
   * The buyer's mail of an order's new status, with its delivery note once the goods leave and its invoice once issued:
   * `invoiced`, issued by this move, which for a card on the terminal is the handover's (domain/orders/lifecycle.ts issuesInvoice).
   * Each PDF only if his role may read it, as its download asks: else the invoice is mailed to his company's readers.
   */
  async orderMoved(o: Order, customerId: number, message: string | null, invoiced = false) {
    const c = this.d.files.recipient(customerId);
    const attachments: MailAttachment[] = [];
    // the status is written: a PDF that cannot be made is left to the buyer's space rather than failing the call
    const add = async (make: () => Promise<MailAttachment>) => {
      const file = await make().catch(() => null);
      if (file) attachments.push(file);
    };
    const leaving = o.status === 'expediee' || o.status === 'prete_retrait';
    // the administrator who carries on a leaver's order reads all its documents
    const reads = (action: CompanyAction) => Boolean(c?.leaver) || !this.d.files.readersInstead(customerId, action);
    if (leaving && o.delivery_note && reads('documents.read')) await add(() => this.d.files.deliveryNote(o, customerId));
    const invoice = (leaving || invoiced) && o.invoice ? o.invoice : null;
    const elsewhere = invoice && !reads('invoices.read') ? this.d.files.readersInstead(customerId, 'invoices.read') : null;
    if (invoice && !elsewhere) await add(() => this.d.files.invoice(invoice.id, customerId));
    const status = o.status_label.toLowerCase();
    const body = [
      ...(c ? greeting(c) : []),
      '',
      `Votre commande ${o.number} est désormais : ${status}.`,
      ...(message ? ['', message] : []),
      ...(attachments.length ? ['', `Joints : ${attachments.map((a) => a.name).join(', ')}.`] : []),
      ...(elsewhere?.readers.length ? ['', 'Sa facture est adressée aux personnes de votre entreprise qui suivent les factures.'] : []),
      '',
      `Suivez-la dans votre espace client : ${this.d.siteUrl}/mes-commandes/${o.id}`,
      ...SIGNATURE,
    ];
    if (c) this.d.mailer.send(c.email, `Commande ${o.number} : ${status}`, body.join('\n'), attachments);
    if (invoice && elsewhere) {
      await this.toReaders(elsewhere, invoice.id, customerId, `Facture ${invoice.number} : commande ${o.number}`, [
        `La commande ${o.number}, demandée par ${elsewhere.asker}, est désormais : ${status}. Voici sa facture ${invoice.number}.`,
      ]);
    }
  }

  /**
   * The buyer's receipt: the day his payment was recorded, and the invoice as it now reads (« acquittée »).
   * `receivedCents`: what this last payment brought, which is not the invoice's total where a deposit or a credit note
   * had paid part of it: the accountant matches the mail against the cheque or the transfer. A buyer whose role may
   * not read the invoice hears nothing of its money: the receipt goes to his company's readers.
   */
  async invoicePaid(invoice: Invoice, customerId: number, paidOn: string, receivedCents: number) {
    const subject = `Facture ${invoice.number} acquittée`;
    const elsewhere = this.d.files.readersInstead(customerId, 'invoices.read');
    if (elsewhere) {
      const order = `C’est la facture de la commande ${invoice.order_number}, demandée par ${elsewhere.asker}.`;
      return this.toReaders(elsewhere, invoice.id, customerId, subject, [received(invoice, paidOn, receivedCents, 'la facture'), order]);
    }
    const c = this.d.files.recipient(customerId);
    if (!c) return;
    // the payment is written: a PDF that cannot be made is left to the buyer's space rather than failing the call
    const pdf = await this.d.files.invoice(invoice.id, customerId).catch(() => null);
    const body = [
      `Bonjour ${c.first_name},`,
      '',
      received(invoice, paidOn, receivedCents, 'votre facture'),
      ...(pdf ? ['', `Joint : la facture acquittée, ${pdf.name}.`] : []),
      '',
      `Vos factures : ${this.d.siteUrl}/mes-factures`,
      ...SIGNATURE,
    ];
    this.d.mailer.send(c.email, subject, body.join('\n'), pdf ? [pdf] : []);
  }

  /** An invoice of `ownerId`'s, mailed to each of his company's readers in his place, with its PDF as it now reads. */
  private async toReaders({ readers }: ReadersInstead, invoiceId: number, ownerId: number, subject: string, lines: string[]) {
    if (!readers.length) return;
    // the move or payment is written: a PDF that cannot be made is left to the company's space rather than failing the call
    const pdf = await this.d.files.invoice(invoiceId, ownerId).catch(() => null);
    for (const r of readers) {
      const body = [
        `Bonjour ${r.first_name},`,
        '',
        ...lines,
        '',
        pdf ? `Joint : ${pdf.name}.` : 'La facture en PDF est à télécharger depuis votre espace client.',
        '',
        `Les factures de votre entreprise : ${this.d.siteUrl}/mes-factures`,
        ...SIGNATURE,
      ];
      this.d.mailer.send(r.email, subject, body.join('\n'), pdf ? [pdf] : []);
    }
  }
}
