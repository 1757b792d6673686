import { amountOf } from '@trefima/domain/money/money';

/**
 * The totals of a proposal the sales office sends: its own unit prices HT,
 * in integer cents, times the quantities. The VAT is worked out on the whole
 * HT, rounded once to the cent, exactly as the cart and the order do
 * (`amountOf()` of domain/money/money.ts), so that an accepted proposal
 * becomes an order of the very same amount.
 */

export interface ProposedLine {
  quantity: number;
  /** integer cents, excluding tax */
  unit_price_ht: number;
}

export interface ProposalTotals {
  lines: { quantity: number; unit_price_ht: number; total_ht: number }[];
  ht: number;
  tva: number;
  ttc: number;
  /** percent: 8.5 in Martinique and Guadeloupe, 0 in Guyane where VAT is not applicable */
  vat_rate: number;
}

/** `errors` by field (`lines.0.unit_price_ht`), as the API's 422 answers them; `message` is the first of them. */
export type ProposalTotalsResult = ProposalTotals | { error: { code: 'QUOTATION_LINES'; message: string; errors: Record<string, string> } };

function lineErrors(line: ProposedLine, n: number): [string, string][] {
  const errors: [string, string][] = [];
  if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) {
    errors.push(['quantity', `La quantité de la ligne ${n} doit être un nombre entier supérieur à zéro.`]);
  }
  if (!Number.isSafeInteger(line.unit_price_ht) || line.unit_price_ht < 0) {
    errors.push(['unit_price_ht', `Le prix unitaire HT de la ligne ${n} doit être un nombre entier de centimes, positif ou nul.`]);
  }
  return errors;
}

/**
 * The line totals and HT, TVA, TTC of `lines` at `vatRate` percent, or the
 * French reason each bad line is refused for. The rate comes from the sales
 * plan, not from the caller's input: a bad one is a RangeError.
 */
export function proposalTotals(lines: readonly ProposedLine[], vatRate: number): ProposalTotalsResult {
  if (!Number.isFinite(vatRate) || vatRate < 0 || vatRate > 100) throw new RangeError(`Taux de TVA invalide : ${vatRate}`);
  if (!lines.length) {
    const message = 'La proposition doit compter au moins une ligne.';
    return { error: { code: 'QUOTATION_LINES', message, errors: { lines: message } } };
  }
  const errors: Record<string, string> = {};
  lines.forEach((line, i) => {
    for (const [field, message] of lineErrors(line, i + 1)) errors[`lines.${i}.${field}`] = message;
  });
  const totals = lines.map((l) => ({ quantity: l.quantity, unit_price_ht: l.unit_price_ht, total_ht: l.quantity * l.unit_price_ht }));
  const ht = totals.reduce((sum, l) => sum + l.total_ht, 0);
  // beyond 2^53 cents sums stop being exact: no real proposal comes near, so it can only be a typing slip
  if (!Object.keys(errors).length && !Number.isSafeInteger(ht * 100))
    errors.lines = 'Le montant de la proposition est trop grand : vérifiez les quantités et les prix.';
  const first = Object.values(errors)[0];
  if (first) return { error: { code: 'QUOTATION_LINES', message: first, errors } };
  return { lines: totals, ...amountOf(ht, vatRate) };
}
