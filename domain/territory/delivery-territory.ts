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

/**
 * Why the shop cannot deliver to a postcode at all (whatever the territory
 * chosen), or null when one of its territories covers it. Such an address
 * can still be a billing address.
 */
export function undeliverableReason(zipcode: string): string | null {
  const place = deliveryPlace(zipcode);
  if (place.kind === 'collectivity') {
    return 'Pour une livraison à Saint-Martin ou à Saint-Barthélemy, où la TVA française ne s’applique pas, contactez notre service commercial : cette adresse peut servir à la facturation.';
  }
  if (place.kind === 'elsewhere')
    return 'Nous livrons en Martinique, en Guadeloupe et en Guyane uniquement : cette adresse peut servir à la facturation, pas à la livraison.';
  return null;
}

/** Whether an order of the territory `target` can be delivered to this postcode. */
export const deliversTo = (zipcode: string, target: string) => {
  const place = deliveryPlace(zipcode);
  return place.kind === 'territory' && place.target === target;
};

/**
 * What an address list says of an address an order of territory `target`
 * cannot be delivered to (null when it can): where it is and what to do.
 * The three territories' names all take "en".
 */
export function deliveryNote(zipcode: string, target: string, labelOf: (target: TerritoryTarget) => string): string | null {
  const place = deliveryPlace(zipcode);
  if (place.kind !== 'territory') return 'Facturation seulement : nous ne livrons pas à cette adresse.';
  if (place.target === target) return null;
  const there = labelOf(place.target);
  return `En ${there} : choisissez le territoire ${there} pour y être livré.`;
}
