import type { DocumentLine } from './contract';

/**
 * What a document's lines owe to the customer's discount: its rates (one customer, one rate, unless his rate changed
 * between two lines of a quotation's request) and the cents it took off their catalogue prices, which an invoice states
 * (Code de commerce L441-9). Null when no line had one.
 */
export function discountTotal(lines: readonly Pick<DocumentLine, 'quantity' | 'unit_price_ht' | 'discount'>[]): { rates: number[]; cents: number } | null {
  const discounted = lines.filter((l) => l.discount);
  if (!discounted.length) return null;
  const rates = [...new Set(discounted.map((l) => l.discount!.rate))].sort((a, b) => a - b);
  const cents = discounted.reduce((s, l) => s + (l.discount!.list_unit_price_ht - l.unit_price_ht) * l.quantity, 0);
  return { rates, cents };
}
