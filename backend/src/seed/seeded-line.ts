import type { DocumentLine } from '@trefima/domain/contract';
import { discountedCents } from '@trefima/domain/money/money';

interface SeededProduct {
  id: number;
  reference: string;
  name: string;
  unit: string;
  price_ht: number;
}

/**
 * A past order's line of the demo, priced as the cart prices one (backend/src/cart/cart-lines.ts), its discount kept
 * beside it; weighed when read, as a line frozen without its mass is (documents.ts).
 */
export function seededLine(p: SeededProduct, quantity: number, discountRate: number): Omit<DocumentLine, 'mass_kg'> {
  const unit = discountedCents(p.price_ht, discountRate);
  return {
    element_id: p.id,
    reference: p.reference,
    name: p.name,
    unit: p.unit,
    quantity,
    length: null,
    unit_price_ht: unit,
    total_ht: unit * quantity,
    schedule: null,
    ...(unit !== p.price_ht ? { discount: { rate: discountRate, list_unit_price_ht: p.price_ht } } : {}),
  };
}
