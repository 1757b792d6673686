/**
 * The things a contractor counts by name (« 10 barres », « 3 tôles »), as the catalogue's units of sale name them
 * ('tôle': a sheet cut to length, sold by the metre 'ml' but counted in sheets; 'plaque': the trade's word for a
 * sheet as for a welded-mesh panel, kept as written so that a refusal speaks of it). Such a count is a count of units
 * of sale only of a product sold by that thing (counted.ts); « 10 », « 10 x », « 10 pcs » are of any product.
 * Apart from line-tokens.ts, whose tables the contract's schemas need not bring to every page.
 */
export const THINGS = ['barre', 'panneau', 'tôle', 'plaque', 'rouleau', 'sac'] as const;
export type Thing = (typeof THINGS)[number];
