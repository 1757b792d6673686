import type { TimeZone } from '@trefima/domain/calendar/time-zones';
import { formatDate } from '@trefima/domain/i18n/format-dates';
import { clockName, formatDeadline } from '@trefima/domain/payments/reservation';
import { money } from '../documents/pdfs/format';

/**
 * The buyer's mails of a card payment online, in words only: placement
 * (order-mail.ts adds these lines), paid, refused, expired and refunded.
 * Who gets them and when is payment-mails-sender.ts's.
 */
export interface PaymentMail {
  subject: string;
  body: string;
}

/** Where the buyer follows or resumes an order's payment: the provider's page sends him back there too. */
export const orderPaymentPage = (siteUrl: string, number: string) => `${siteUrl}/commande/paiement?commande=${encodeURIComponent(number)}`;
export const invoicePaymentPage = (siteUrl: string, number: string) => `${siteUrl}/mes-factures?facture=${encodeURIComponent(number)}`;

/** An order waiting for its card payment: until when its goods are held (ISO, as stored), and where to pay. */
export interface WaitingCard {
  reservedUntil: string;
  page: string;
}

/** « le 26/11/2026 à 20 h 10 (heure de la Martinique) »: on the clock of the order's territory, where its buyer reads it; a reservation may end past midnight. */
export function deadlineText(reservedUntil: string, timeZone: TimeZone): string {
  return `le ${formatDate(reservedUntil, timeZone)} à ${formatDeadline(Date.parse(reservedUntil), timeZone)} (${clockName(timeZone)})`;
}

/** What the placement mail of an order paid by card says instead of any confirmation: it waits, and for how long. */
export const cardWaitingLines = (card: WaitingCard, timeZone: TimeZone) => [
  'Elle attend votre paiement par carte bancaire.',
  `Ses articles vous sont réservés jusqu’à ce délai : ${deadlineText(card.reservedUntil, timeZone)}.`,
  `Payez-la, ou reprenez son paiement, ici : ${card.page}`,
  'Sans paiement dans ce délai, la commande est annulée et ses articles remis en vente.',
];

const letter = (firstName: string, subject: string, lines: string[]): PaymentMail => ({
  subject,
  body: [`Bonjour ${firstName},`, '', ...lines, '', 'L’équipe Trefima'].join('\n'),
});
const received = (amountCents: number, what: string) => `Nous avons bien reçu votre paiement par carte bancaire de ${money(amountCents)} TTC pour ${what}`;
const NOTHING_DEBITED = 'Votre banque a refusé le paiement par carte bancaire : aucun montant n’a été débité.';

export const orderPaidMail = (firstName: string, o: { number: string; amountCents: number; link: string }) =>
  letter(firstName, `Paiement reçu : commande ${o.number}`, [
    `${received(o.amountCents, `la commande ${o.number}`)}.`,
    'Votre commande est confirmée : elle part en préparation.',
    '',
    `Suivez-la dans votre espace client : ${o.link}`,
  ]);

export const invoicePaidMail = (firstName: string, i: { number: string; amountCents: number; link: string }) =>
  letter(firstName, `Paiement reçu : facture ${i.number}`, [
    `${received(i.amountCents, `la facture ${i.number}`)} : elle est acquittée.`,
    '',
    `Vos factures : ${i.link}`,
  ]);

export const orderRefusedMail = (firstName: string, o: { number: string; reservedUntil: string; timeZone: TimeZone; page: string }) =>
  letter(firstName, `Paiement refusé : commande ${o.number}`, [
    NOTHING_DEBITED,
    `Vous pouvez réessayer, avec cette carte ou une autre, jusqu’à ce délai : ${deadlineText(o.reservedUntil, o.timeZone)}, ici : ${o.page}`,
    'Sans paiement dans ce délai, la commande est annulée et ses articles remis en vente.',
  ]);

export const invoiceRefusedMail = (firstName: string, i: { number: string; page: string }) =>
  letter(firstName, `Paiement refusé : facture ${i.number}`, [NOTHING_DEBITED, `La facture ${i.number} reste à régler : réessayez ici : ${i.page}`]);

/** An accepted quotation an unpaid order gave back (quotations/quotation-reopening.ts): where to order it again. */
export interface GivenBackQuotation {
  number: string;
  link: string;
}
const quotationKept = (q: GivenBackQuotation) => `Les prix de votre devis ${q.number} restent acquis : commandez-le de nouveau depuis le devis : ${q.link}`;

export const orderExpiredMail = (firstName: string, o: { number: string; link: string; quotation?: GivenBackQuotation | null }) =>
  letter(firstName, `Commande ${o.number} annulée : délai de paiement dépassé`, [
    `Le délai de paiement de votre commande ${o.number} est passé sans paiement : elle est annulée.`,
    'Aucun montant n’a été débité, et ses articles sont remis en vente.',
    '',
    o.quotation ? quotationKept(o.quotation) : `Vos commandes : ${o.link}`,
  ]);

export const orderGivenUpMail = (firstName: string, o: { number: string; link: string; quotation?: GivenBackQuotation | null }) =>
  letter(firstName, `Commande ${o.number} annulée à votre demande`, [
    `Vous avez renoncé à votre commande ${o.number}, qui attendait son paiement par carte : elle est annulée.`,
    'Aucun montant n’a été débité, et ses articles sont remis en vente.',
    '',
    o.quotation ? quotationKept(o.quotation) : `« Commander à nouveau », dans son détail, remet ses articles dans votre panier : ${o.link}`,
  ]);

/** A refund the bank refused once made: the buyer read « Nous avons remboursé », and is owed the sum still. */
export const orderRefundFailedMail = (firstName: string, o: { number: string; amountCents: number; creditNote: string | null }) =>
  letter(firstName, `Remboursement non abouti : commande ${o.number}`, [
    `Le remboursement de ${money(o.amountCents)} TTC sur la carte bancaire qui a payé votre commande ${o.number} n’a pas abouti : cette somme ne vous a pas été rendue.`,
    // the sum, not the credit note: part of the note may have come back to the card before (payments.md)
    `Notre service commercial vous contacte pour vous la rembourser autrement${o.creditNote ? ` (avoir ${o.creditNote})` : ''}.`,
  ]);

/**
 * A cancelled order's card refunded: `refundedCents` of its `amountCents` by this refund, the rest given back before
 * (the office's gesture in the provider's dashboard), which the buyer reads too, not a refund short of his payment.
 */
export const orderRefundedMail = (
  firstName: string,
  o: { number: string; amountCents: number; refundedCents: number; creditNote: { number: string; invoice: string } | null },
) =>
  letter(firstName, `Remboursement : commande ${o.number}`, [
    ...(o.refundedCents === 0
      ? [
          `Votre commande ${o.number} est annulée. Les ${money(o.amountCents)} TTC que vous aviez payés par carte bancaire vous ont déjà été remboursés sur cette carte.`,
        ]
      : [
          o.refundedCents < o.amountCents
            ? `Nous avons remboursé ${money(o.refundedCents)} TTC sur la carte bancaire qui a payé votre commande ${o.number}, annulée : ${money(o.amountCents - o.refundedCents)} vous avaient déjà été remboursés sur cette carte, soit ${money(o.amountCents)} au total.`
            : `Nous avons remboursé ${money(o.amountCents)} TTC sur la carte bancaire qui a payé votre commande ${o.number}, annulée.`,
          'Le montant apparaît sur votre compte sous quelques jours, selon votre banque.',
        ]),
    ...(o.creditNote ? [`L’avoir ${o.creditNote.number} annule sa facture ${o.creditNote.invoice}.`] : []),
  ]);
