/** A cart line's quantity as the buyer types and steps it, by the product's minimum and step (the cart's quantity field). */

/** A quantity the API accepts: at least the minimum, then by steps. */
export function isValidQuantity(quantity: number, min: number, step: number): boolean {
  return Number.isInteger(quantity) && quantity >= min && (quantity - min) % Math.max(step, 1) === 0;
}

/** The next valid quantity up (+1) or down (−1); never below the minimum. An off-step value snaps to the nearest step in that direction. */
export function stepQuantity(quantity: number, direction: 1 | -1, min: number, step: number): number {
  const s = Math.max(step, 1);
  if (!Number.isFinite(quantity) || quantity < min) return min;
  const offset = (quantity - min) / s;
  const index = direction === 1 ? Math.floor(offset) + 1 : Math.ceil(offset) - 1;
  return Math.max(min, min + index * s);
}

/** What a customer reads when a quantity is refused. */
export const quantityRule = (min: number, step: number) => (step > 1 ? `Se commande par ${step}, à partir de ${min}.` : `Quantité minimum : ${min}.`);

/** Parses what was typed in a quantity field ("12", " 12 "); null when it is not a whole number. */
export function parseQuantity(text: string): number | null {
  const t = text.trim();
  return /^\d+$/.test(t) ? Number(t) : null;
}
