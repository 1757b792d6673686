import type { CartLine, Order } from '@trefima/domain/contract';
import { formatDate } from '@trefima/domain/calendar/working-days';
import { groupedIban } from './bank';
import { money } from '../documents/pdfs/format';
import { cardWaitingLines, type WaitingCard } from '../payments/payment-mails';

/** An amount excluding tax as the mails write it, with the documents' money: "1 234,50 € HT". */
export const euros = (cents: number) => `${money(cents)} HT`;

/** What the order says of where and when it goes, in the words of both mails. */
export function deliveryLines(order: Order): string[] {
  const out: string[] = [];
  if (order.job_site) out.push(`Chantier : ${order.job_site.name}`);
  if (order.purchase_order) out.push(`Bon de commande : ${order.purchase_order}`);
  out.push(`Livraison souhaitée : ${order.requested_delivery_date ? `le ${formatDate(order.requested_delivery_date)}` : 'dès que possible'}`);
  return out;
}

/** What an order or a quotation keeps of a cart line: the cart may change afterwards, the document does not. */
export const snapshot = (lines: CartLine[]) =>
  lines.map((l) => ({
    element_id: l.element_id,
    reference: l.reference,
    name: l.name,
    unit: l.unit,
    quantity: l.quantity,
    length: l.length,
    unit_price_ht: l.unit_price_ht,
    total_ht: l.total_ht,
    schedule: l.schedule,
    mass_kg: l.mass_kg,
    ...(l.added_by_office ? { added_by_office: true } : {}),
    ...(l.discount ? { discount: l.discount } : {}),
  }));

/**
 * The order confirmation mail: the amounts, for a bank transfer everything
 * needed to pay it, and for a card online (`card`, while it waits) until
 * when its goods are held and where to pay: nothing is confirmed before.
 * `withdrawal`: a consumer's right of withdrawal (domain/orders/withdrawal.ts), its model form in the PDF attached, or
 * in `form` when the mail could carry no PDF.
 */
export function orderMail(firstName: string, order: Order, card: WaitingCard | null = null, withdrawal?: { text: string[]; form: string[] }): string {
  const lines = [
    `Bonjour ${firstName},`,
    '',
    `Nous avons bien reçu votre commande ${order.number} d’un montant de ${euros(order.amount.ht)}, soit ${money(order.amount.ttc)} TTC.`,
  ];
  if (order.job_site || order.purchase_order || order.requested_delivery_date) lines.push('', ...deliveryLines(order));
  const pay = order.payment_instructions;
  if (card && order.status === 'en_attente_paiement') lines.push('', ...cardWaitingLines(card, order.time_zone));
  if (pay) {
    lines.push(
      '',
      `Pour la régler par virement bancaire, virez ${money(pay.amount_ttc)} TTC sur le compte :`,
      `Titulaire : ${pay.holder}`,
      `IBAN : ${groupedIban(pay.iban)}`,
      `BIC : ${pay.bic}`,
      `Référence à indiquer : ${pay.reference}`,
      '',
      'Votre commande est préparée dès réception du virement.',
    );
  }
  if (withdrawal?.text.length) lines.push('', 'Droit de rétractation', ...withdrawal.text);
  if (withdrawal?.form.length) lines.push('', 'Formulaire de rétractation', ...withdrawal.form);
  lines.push('', 'L’équipe Trefima');
  return lines.join('\n');
}

export const quotationMail = (firstName: string, number: string) =>
  `Bonjour ${firstName},\n\nNous avons bien reçu votre demande de devis ${number}. Un technico-commercial vous répond sous 48 heures.`;
