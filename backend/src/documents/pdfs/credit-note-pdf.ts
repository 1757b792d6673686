import type { Order } from '@trefima/domain/contract';
import { MARGIN } from '../../pdf/pdf-writer';
import type { CreditNote } from '../credit-notes';
import { addressLines, blocks, heading, section, sellerLegalLine, totals } from './document-blocks';
import { buyerIdentifiers } from './buyer-identifiers';
import { table } from './document-table';
import { DocumentWriter } from './document-writer';
import { creditNoteMentions } from './credit-note-mentions';
import { longDate, money } from './format';
import type { DocumentContext } from './types';

/**
 * The credit note (avoir) that cancels an order's invoice whole: the
 * seller's identity in full, the buyer as billed, the invoice it
 * cancels, one line for that cancellation rather than the invoice's lines
 * again (they are on the invoice it names), the amounts, and the mentions
 * of credit-note-mentions.ts.
 *
 * The amounts are printed as amounts credited, positive, under the title
 * « Avoir », ending with « Montant remboursé »: French practice for a credit
 * note, where the document's kind gives the direction. Negative figures
 * beside « Montant remboursé » would read as a sum the buyer owes, and an
 * accountant books an avoir by its kind, not by a sign.
 */
export async function creditNotePdf(note: CreditNote, o: Order, ctx: DocumentContext): Promise<Uint8Array> {
  const { seller, buyer, territory } = ctx;
  const title = `Avoir n° ${note.number}`;
  const w = await DocumentWriter.create({
    title,
    subject: `${title} annulant la facture ${note.invoice.number} pour ${buyer.company ?? `${buyer.first_name} ${buyer.last_name}`}`,
    author: seller.name,
    number: note.number,
    legal: sellerLegalLine(seller),
    printedAt: ctx.printedAt,
  });
  const date = (iso: string) => longDate(iso, note.time_zone);
  const facts: [string, string][] = [
    ['Date de l’avoir', date(note.created_at)],
    // the number and its date on lines of their own: together they no longer fit the heading's column
    ['Facture annulée', `n° ${note.invoice.number}`],
    ['Date de la facture', date(note.invoice.issued_at)],
    ['Commande', note.order.number],
  ];
  if (o.purchase_order) facts.push(['Bon de commande N°', o.purchase_order]);
  heading(w, seller, title, facts);
  blocks(w, [
    { title: 'Client', lines: [buyer.company, ...addressLines(o.billing_address).filter((l) => l !== buyer.company), ...buyerIdentifiers(buyer)] },
    {
      title: 'Facture annulée',
      lines: [
        `Facture n° ${note.invoice.number}`,
        `du ${date(note.invoice.issued_at)}`,
        `Commande ${note.order.number}`,
        `Montant TTC : ${money(note.amount.ttc)}`,
      ],
    },
  ]);
  table(
    w,
    [
      { label: 'Désignation', width: 380 },
      { label: 'Montant HT', width: 114, align: 'right' },
    ],
    [[`Annulation de la facture n° ${note.invoice.number} (commande ${note.order.number})`, money(note.amount.ht)]],
  );
  totals(w, note.amount, { vatNote: false });
  const mentions = creditNoteMentions({
    territory,
    invoice: note.invoice,
    reason: note.reason,
    refund_reference: note.refund_reference,
    refund_failed: note.refund_failed,
    refund_owed_cents: note.refund_owed_cents,
    refunded_otherwise: note.refunded_otherwise,
    amount_ttc: note.amount.ttc,
  });
  if (mentions.settlement) {
    // as totals() draws its rows, one more: what went (or goes) back to the buyer
    const [label, value] = mentions.settlement;
    const x = MARGIN + w.width * 0.4;
    w.ensure(22);
    w.text(label, x, w.y - 10, { bold: true });
    w.text(value, x, w.y - 10, { bold: true, align: 'right' }, w.width * 0.6);
    w.y -= 22;
  }
  section(w, 'Mentions', mentions.lines.join('\n'));
  return w.save();
}
