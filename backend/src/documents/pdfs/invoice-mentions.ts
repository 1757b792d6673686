import { ON_ACCOUNT } from '@trefima/domain/orders/payment-terms';
import { PAYMENT_TERMS_LABELS, type PaymentTerms } from '@trefima/domain/companies/credit';
import { TIME_ZONES } from '@trefima/domain/calendar/time-zones';
import { longDate } from './format';
import type { DocumentBuyer, DocumentTerritory } from './types';

/**
 * The mentions an invoice's foot must carry (Code de commerce, art. L441-9;
 * CGI, art. 242 nonies A), besides the parties, their identifiers and the
 * figures printed above: the terms and due date or the payment, no discount
 * for early payment, and for professionals only the late-payment penalties
 * and the 40 € fixed fee (art. L441-10 and D441-5).
 * In Guyane VAT is not applied (CGI, art. 294): the invoice must say so.
 */
export interface InvoiceMentionsInput {
  territory: DocumentTerritory;
  buyer: DocumentBuyer;
  payment_code: string;
  issued_at: string;
  due_at: string;
  paid: boolean;
  /** when it was paid; a paid invoice without it reads as paid on its issue date */
  paid_at?: string | null;
  /** on account, the terms its due date was counted by (InvoiceDocument's) */
  payment_terms?: PaymentTerms | null;
}

/** The terms an invoice's due date was counted by, in words; on account without them (issued before invoices kept them), none named. */
function termsOf(paymentCode: string, terms: PaymentTerms | null | undefined): string {
  if (paymentCode !== ON_ACCOUNT || terms === 'a_reception') return 'Paiement à réception de la facture';
  return terms ? `Paiement à ${PAYMENT_TERMS_LABELS[terms]}` : 'Paiement sur compte client';
}

export function invoiceMentions({ territory, buyer, payment_code, payment_terms, issued_at, due_at, paid, paid_at }: InvoiceMentionsInput): {
  lines: string[];
} {
  const date = (iso: string) => longDate(iso, TIME_ZONES[territory.key]);
  const professional = buyer.type === 'professionnel';
  const lines: string[] = [];
  if (paid) lines.push(`Facture acquittée le ${date(paid_at ?? issued_at)}.`);
  else lines.push(`${termsOf(payment_code, payment_terms)} : échéance le ${date(due_at)}.`);
  lines.push('Pas d’escompte pour paiement anticipé.');
  if (professional) {
    lines.push(
      'En cas de retard de paiement, pénalités exigibles dès le lendemain de l’échéance au taux de trois fois le taux d’intérêt légal (art. L441-10 du Code de commerce).',
    );
    lines.push('Indemnité forfaitaire pour frais de recouvrement : 40 € (art. D441-5 du Code de commerce).');
  }
  if (territory.key === 'guf') lines.push('TVA non applicable, article 294 du CGI.');
  return { lines };
}
