/*
 * The catalogue's straight bars a plan is bought in (issue 47): which one per length, and which length each pattern
 * takes, with what the catalogue has to sell.
 */

/** The catalogue's straight bars of a diameter (12 m, 6 m). */
export interface StockOffer {
  productId: number;
  reference: string;
  lengthMm: number;
  unitPriceHt: number | null;
  /** how many the catalogue can sell now (its stock); null: made to order, no limit */
  available: number | null;
}

const isCount = (n: number) => Number.isSafeInteger(n) && n > 0;
const onSale = (o: StockOffer) => o.available === null || o.available > 0;

/** One offer per length: one on sale before one that is not, then the cheapest priced, then the lowest product id; longest first. */
export function offersByLength(offers: readonly StockOffer[]): StockOffer[] {
  const best = new Map<number, StockOffer>();
  for (const o of offers) {
    if (!isCount(o.lengthMm)) continue;
    const seen = best.get(o.lengthMm);
    const better =
      !seen ||
      (onSale(o) && !onSale(seen)) ||
      (onSale(o) === onSale(seen) &&
        ((o.unitPriceHt !== null && (seen.unitPriceHt === null || o.unitPriceHt < seen.unitPriceHt)) ||
          (o.unitPriceHt === seen.unitPriceHt && o.productId < seen.productId)));
    if (better) best.set(o.lengthMm, o);
  }
  return [...best.values()].sort((a, b) => b.lengthMm - a.lengthMm);
}

/**
 * The bars each pattern is bought in: the shortest sold that holds it, as long as the catalogue has some to sell, then
 * the next that holds it; a pattern can so be bought in two lengths. Patterns that need the longer bars take them first,
 * so that a shorter pattern does not use up what only they fit in. Beyond what is on sale, the shortest that holds it:
 * the cart then says what is missing (« Je coupe et façonne moi-même »), where a bar out of stock taken when another was
 * on sale made it refuse the whole plan.
 */
export function buyBars(needs: readonly { needed: number; repeat: number }[], offers: readonly StockOffer[]): [StockOffer, number][][] {
  const byLengthAsc = offers.slice().reverse();
  const left = new Map(offers.map((o) => [o, o.available]));
  const bought: [StockOffer, number][][] = needs.map(() => []);
  const order = needs.map((_, i) => i).sort((a, b) => needs[b].needed - needs[a].needed || a - b);
  for (const i of order) {
    const { needed, repeat } = needs[i];
    const holding = byLengthAsc.filter((o) => o.lengthMm >= needed);
    let rest = repeat;
    for (const o of holding) {
      const l = left.get(o)!;
      const take = l === null ? rest : Math.min(rest, l);
      if (take <= 0) continue;
      bought[i].push([o, take]);
      if (l !== null) left.set(o, l - take);
      rest -= take;
      if (rest === 0) break;
    }
    if (rest > 0) {
      const shortest = holding[0] ?? offers[0];
      const same = bought[i].find(([o]) => o === shortest);
      if (same) same[1] += rest;
      else bought[i].push([shortest, rest]);
    }
  }
  return bought;
}
