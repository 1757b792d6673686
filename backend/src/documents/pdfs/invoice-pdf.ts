import type { Order } from '@trefima/domain/contract';
import { addressLines, blocks, heading, placeBlock, section, sellerLegalLine, totals } from './document-blocks';
import { buyerIdentifiers } from './buyer-identifiers';
import { pricedLines } from './document-table';
import { DocumentWriter } from './document-writer';
import { longDate, money } from './format';
import { invoiceMentions } from './invoice-mentions';
import type { DocumentContext, InvoiceDocument } from './types';

/**
 * The invoice of an order: the seller's name and address under its
 * heading, his identity in full (form, capital, SIRET, RCS, VAT number) once,
 * at the foot of each page, where a French invoice puts it; the buyer billed
 * with his identifiers, the dates and references, the lines, the VAT on its
 * base, and the legal mentions of invoice-mentions.ts at the end.
 */
export async function invoicePdf(invoice: InvoiceDocument, o: Order, ctx: DocumentContext): Promise<Uint8Array> {
  const { seller, buyer, territory } = ctx;
  const title = `Facture ${invoice.number}`;
  const w = await DocumentWriter.create({
    title,
    subject: `${title} de la commande ${o.number} pour ${buyer.company ?? `${buyer.first_name} ${buyer.last_name}`}`,
    author: seller.name,
    number: invoice.number,
    legal: sellerLegalLine(seller),
    printedAt: ctx.printedAt,
  });
  const date = (iso: string) => longDate(iso, o.time_zone);
  const facts: [string, string][] = [
    ['Date de facture', date(invoice.issued_at)],
    ['Date de la vente', date(o.created_at)],
    ['Commande', o.number],
  ];
  if (o.purchase_order) facts.push(['Bon de commande N°', o.purchase_order]);
  facts.push(['Échéance', invoice.paid ? 'acquittée' : date(invoice.due_at)], ['Paiement', o.payment.label]);
  heading(w, seller, title, facts);
  const place = placeBlock(o, 'Livré à');
  blocks(w, [
    {
      title: 'Facturé à',
      lines: [buyer.company, ...addressLines(o.billing_address).filter((l) => l !== buyer.company), ...buyerIdentifiers(buyer)],
    },
    { ...place, lines: [...place.lines, o.job_site && `Chantier : ${o.job_site.name}`] },
  ]);
  pricedLines(w, o.lines);
  totals(w, o.amount, { vatNote: false, pickup: o.pickup });
  const pay = o.payment_instructions;
  if (pay && !invoice.paid) {
    section(w, 'Règlement par virement', `${money(pay.amount_ttc)} à ${pay.holder}, IBAN ${pay.iban}, BIC ${pay.bic}, référence ${pay.reference}.`);
  }
  const mentions = invoiceMentions({
    territory,
    buyer,
    payment_code: invoice.payment_code,
    payment_terms: invoice.payment_terms,
    issued_at: invoice.issued_at,
    due_at: invoice.due_at,
    paid: invoice.paid,
    paid_at: invoice.paid_at,
  });
  section(w, 'Conditions et mentions légales', mentions.lines.join('\n'));
  return w.save();
}
