/**
 * The territory a delivery postcode belongs to. French overseas postcodes
 * start with the department's INSEE code: 971 Guadeloupe, 972 Martinique,
 * 973 Guyane. VAT follows the place of delivery (CGI, art. 294: 8,5 % in
 * Guadeloupe and Martinique, not applicable in Guyane), so an order's
 * territory must be its delivery address's.
 */
export type TerritoryTarget = 'trefima_gpe' | 'trefima_mtq' | 'trefima_guf';

const BY_DEPARTMENT: Record<string, TerritoryTarget> = { '971': 'trefima_gpe', '972': 'trefima_mtq', '973': 'trefima_guf' };

/**
 * Saint-Barthélemy (97133) and Saint-Martin (97150) kept Guadeloupe's 971
 * postcodes but are collectivities outside the French VAT territory: an
 * order there is not a Guadeloupe order.
 */
const OUTSIDE_VAT_TERRITORY = new Set(['97133', '97150']);

export type DeliveryPlace = { kind: 'territory'; target: TerritoryTarget } | { kind: 'collectivity' } | { kind: 'elsewhere' };

export function deliveryPlace(zipcode: string): DeliveryPlace {
  const zip = zipcode.trim();
  if (OUTSIDE_VAT_TERRITORY.has(zip)) return { kind: 'collectivity' };
  const target = /^\d{5}$/.test(zip) ? BY_DEPARTMENT[zip.slice(0, 3)] : undefined;
  return target ? { kind: 'territory', target } : { kind: 'elsewhere' };
}
