import type { Order } from '@trefima/domain/contract';
import { addressLines, blocks, heading, placeBlock, section, sellerLegalLine, totals } from './document-blocks';
import { massTotal, pricedLines } from './document-table';
import { DocumentWriter } from './document-writer';
import { formatPhone } from '@trefima/domain/forms/phone';
import { longDate, money } from './format';
import type { DocumentContext } from './types';
import { withdrawalForm, withdrawalOpen, withdrawalText, type WithdrawalFacts } from '@trefima/domain/orders/withdrawal';
import { neverConfirmed } from '@trefima/domain/orders/lifecycle';

/**
 * The order confirmation: what was ordered, where it goes and how it is
 * paid, with the account to transfer to when the buyer pays by transfer
 * (the order leaves once it is received); for a consumer, his right of
 * withdrawal and its form, the durable medium the law asks for
 * (domain/orders/withdrawal.ts; `withdrawal`: as the order recorded it, null
 * when its buyer was no consumer). An order waiting for its card payment is
 * not confirmed: nothing is paid, its goods only held until the payment's
 * deadline, and its title says so; cancelled before it was paid, it never was.
 */
export async function orderPdf(o: Order, ctx: DocumentContext, withdrawal: WithdrawalFacts | null): Promise<Uint8Array> {
  const { seller, buyer } = ctx;
  const title =
    o.status === 'en_attente_paiement'
      ? `Commande ${o.number} — en attente de paiement`
      : neverConfirmed(o)
        ? `Commande ${o.number} — annulée avant paiement`
        : `Confirmation de commande ${o.number}`;
  const w = await DocumentWriter.create({
    title,
    subject: `${title} pour ${buyer.company ?? `${buyer.first_name} ${buyer.last_name}`}`,
    author: seller.name,
    number: o.number,
    legal: sellerLegalLine(seller),
    printedAt: ctx.printedAt,
  });
  const facts: [string, string][] = [
    ['Date', longDate(o.created_at, o.time_zone)],
    ['Statut', o.status_label],
  ];
  if (o.purchase_order) facts.push(['Bon de commande N°', o.purchase_order]);
  facts.push(['Livraison souhaitée', o.requested_delivery_date ? `le ${longDate(o.requested_delivery_date, o.time_zone)}` : 'dès que possible']);
  facts.push(['Transporteur', o.carrier.name], ['Paiement', o.payment.label]);
  heading(w, seller, title, facts);
  blocks(w, [{ title: 'Facturation', lines: [...addressLines(o.billing_address), buyer.email] }, placeBlock(o, 'Livraison')]);
  const site = o.job_site;
  if (site) {
    const contact = [site.contact_name, site.contact_phone && formatPhone(site.contact_phone)].filter(Boolean).join(', ');
    w.paragraph(`Chantier : ${site.name}${contact ? ` — contact : ${contact}` : ''}`, { bold: true });
    w.y -= 6;
  }
  pricedLines(w, o.lines);
  massTotal(w, o.lines);
  totals(w, o.amount, { pickup: o.pickup });
  const pay = o.payment_instructions;
  if (pay) {
    section(
      w,
      'Règlement par virement',
      [
        `Montant à virer : ${money(pay.amount_ttc)}`,
        `Titulaire : ${pay.holder}`,
        `IBAN : ${pay.iban}`,
        `BIC : ${pay.bic}`,
        `Référence à indiquer : ${pay.reference}`,
        'La commande part à réception du virement.',
      ].join('\n'),
    );
  }
  section(w, 'Vos remarques', o.complementary_information);
  if (withdrawal) {
    section(w, 'Droit de rétractation', withdrawalText(o.lines, withdrawal, seller.email, 'pdf').join('\n'));
    if (withdrawalOpen(o.lines, withdrawal)) section(w, 'Formulaire de rétractation', withdrawalForm(seller).join('\n'));
  }
  return w.save();
}
