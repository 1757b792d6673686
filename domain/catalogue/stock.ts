/**
 * What a cart takes from stock. A stocked product's stock is counted in its
 * unit of sale, except for roofing sheets cut to length: they are sold by the
 * sheet but profiled from a coil whose stock is in metres (`ml`), so a line
 * takes its sheets times their length. Shared by the cart page and the API,
 * which refuse the same thing for the same reason.
 */
export interface StockLine {
  element_id: number;
  quantity: number;
  /** metres of each sheet, for cut-to-length products; null otherwise */
  length: number | null;
}

/** Units, or metres of coil, that one line takes. */
export const stockUse = (line: Pick<StockLine, 'quantity' | 'length'>) => (line.length === null ? line.quantity : line.quantity * line.length);

/**
 * What the whole cart takes of each product, all its lines together (two
 * lengths of one sheet draw on one coil); metres are rounded up to the
 * centimetre the lengths are given in, so that sums of decimals stay exact.
 */
export function wantedByProduct(lines: StockLine[]): Map<number, number> {
  const wanted = new Map<number, number>();
  for (const l of lines) wanted.set(l.element_id, (wanted.get(l.element_id) ?? 0) + stockUse(l));
  for (const [id, v] of wanted) wanted.set(id, Math.round(v * 100) / 100);
  return wanted;
}
