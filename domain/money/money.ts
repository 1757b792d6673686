/**
 * Money, as the whole shop counts it: integer cents, excluding tax unless a
 * name says otherwise, and one rounding rule (half a cent and more goes up,
 * Math.round) applied once per figure. The API, which computes every amount a
 * buyer pays, and the site, which shows the same figures before asking, use
 * these and nothing else, so that a total never differs by a cent between
 * the cart, the order, the quotation and the PDF.
 */

/** The VAT of an amount excluding tax, at a rate in percent (8.5 in Martinique and Guadeloupe, 0 in Guyane). */
export const vatCents = (htCents: number, ratePercent: number) => Math.round((htCents * ratePercent) / 100);

/** An amount excluding tax with its VAT and its total including tax, as the contract's `amount` answers it. */
export const amountOf = (htCents: number, ratePercent: number) => {
  const tva = vatCents(htCents, ratePercent);
  return { ht: htCents, tva, ttc: htCents + tva, vat_rate: ratePercent };
};

/** A price less a customer's discount in whole percent. */
export const discountedCents = (priceCents: number, discountPercent: number) => Math.round((priceCents * (100 - discountPercent)) / 100);

/** The price of a length cut from a price per metre. */
export const centsOfLength = (perMetreCents: number, lengthMm: number) => Math.round((perMetreCents * lengthMm) / 1000);

/** The price of a mass from a price per tonne: grams × cents per tonne / 10⁶, rounded once. */
export const centsOfMass = (massG: number, perTonneCents: number) => Math.round((massG * perTonneCents) / 1_000_000);
