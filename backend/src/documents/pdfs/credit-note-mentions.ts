import { TIME_ZONES } from '@trefima/domain/calendar/time-zones';
import type { RefundMethod } from '@trefima/domain/documents/contract';
import { REFUND_METHOD_WORDS } from '@trefima/domain/documents/refund-method';
import { longDate, money } from './format';
import type { DocumentTerritory } from './types';

/**
 * What a credit note must say besides the parties and the figures (CGI,
 * art. 242 nonies A and BOI-TVA-DECLA-30-20-20: a document that corrects
 * an invoice names it expressly and unequivocally): the invoice it cancels
 * and its date, why, and where the money went. In Guyane VAT is not applied
 * (CGI, art. 294): the note says so, as the invoice did.
 */
export interface CreditNoteMentionsInput {
  territory: DocumentTerritory;
  invoice: { number: string; issued_at: string; paid: boolean };
  reason: string;
  refund_reference: string | null;
  /** the card refund failed once made (the provider said so): the money did not go back */
  refund_failed?: boolean;
  /**
   * what that failure leaves owed (credit-note-owed.ts), the rest of the note having gone back to the card before it
   * (the office's gesture in the provider's dashboard); absent, the whole note
   */
  refund_owed_cents?: number | null;
  /** that money given back another way, recorded by the office (documents/credit-note-refunds.ts) */
  refunded_otherwise?: { method: RefundMethod; on: string; reference: string | null } | null;
  amount_ttc: number;
}

/** `settlement`: the last row of the totals (label, amount), or null when the invoice was never paid and nothing goes back. */
export function creditNoteMentions({
  territory,
  invoice,
  reason,
  refund_reference,
  refund_failed = false,
  refund_owed_cents = null,
  refunded_otherwise = null,
  amount_ttc,
}: CreditNoteMentionsInput): {
  lines: string[];
  settlement: [string, string] | null;
} {
  const date = (iso: string) => longDate(iso, TIME_ZONES[territory.key]);
  const lines = [`Avoir annulant la facture n° ${invoice.number} du ${date(invoice.issued_at)}, en totalité.`, `Motif : ${reason.replace(/[.\s]+$/, '')}.`];
  let settlement: [string, string] | null = null;
  if (refund_reference && refund_failed) {
    // what the failed refund did not give back, not what went back to the card before it
    const owedCents = refund_owed_cents ?? amount_ttc;
    const givenBeforeCents = amount_ttc - owedCents;
    const card = 'la carte bancaire ayant servi au paiement';
    const failed =
      givenBeforeCents > 0
        ? `Sur les ${money(amount_ttc)} de cet avoir, ${money(givenBeforeCents)} ont été remboursés sur ${card} ; le remboursement du reste, ${money(owedCents)} (référence : ${refund_reference}), n’a pas abouti`
        : `Le remboursement sur ${card} (référence : ${refund_reference}) n’a pas abouti`;
    if (refunded_otherwise) {
      const { method, on, reference } = refunded_otherwise;
      lines.push(
        `${failed}.`,
        `${givenBeforeCents > 0 ? `${money(owedCents)} remboursés` : 'Remboursé'} au client ${REFUND_METHOD_WORDS[method]} le ${date(on)}${reference ? ` (référence : ${reference})` : ''}.`,
      );
      // the whole note went back: part to the card, the rest the office's way
      settlement = ['Montant remboursé', money(amount_ttc)];
    } else {
      lines.push(`${failed} : ce montant reste dû au client, qui est remboursé par un autre moyen.`);
      settlement = ['Montant à rembourser', money(owedCents)];
    }
  } else if (refund_reference) {
    lines.push(`Remboursé sur la carte bancaire ayant servi au paiement (référence du remboursement : ${refund_reference}).`);
    settlement = ['Montant remboursé', money(amount_ttc)];
  } else if (invoice.paid) {
    settlement = ['Montant à rembourser', money(amount_ttc)];
  } else {
    lines.push('La facture n’ayant pas été réglée, cet avoir l’annule : aucun montant n’est plus dû, aucun n’est à rembourser.');
  }
  if (territory.key === 'guf') lines.push('TVA non applicable, article 294 du CGI.');
  return { lines, settlement };
}
