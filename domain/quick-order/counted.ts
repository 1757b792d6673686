import { unitPlural } from '../i18n/units';
import { buyerUnits, UNIT_WRITTEN, type BuyerUnit, type SoldAs } from '../units/conversions';
import { thingOf, unitOf, type Thing } from './line-tokens';

/*
 * A quick-order quantity that counts things (« 3 barres », « 12 panneaux »,
 * « 4 tôles ») is a count of units of sale only when the product is sold by
 * that thing: 3 bars of a bundle sold by the tonne are 32 kg, not 3 tonnes.
 * One rule for a pasted line (the API checks the `counted` the page's parser
 * sends) and a spreadsheet's (the API's reader).
 */

/** The thing a product is counted in: its unit of sale when it names one; a sheet cut to length ('ml') in sheets. */
const thingSold = (unit: string): Thing | undefined => (unit === 'ml' ? 'tôle' : thingOf(unit));

/** The measure a product is sold by (« tonne », « m² », « kg »), none for a count of things or a generic unit (« pièce »). */
function measureSold(unit: string): BuyerUnit | undefined {
  const read = unit === 'ml' ? undefined : unitOf(unit);
  return read && read !== 'piece' ? read : undefined;
}

/** « à la tonne », « au panneau »: how a product is said to be sold by each. */
const BY: Record<Thing | BuyerUnit, string> = {
  barre: 'à la barre',
  panneau: 'au panneau',
  tôle: 'à la tôle',
  rouleau: 'au rouleau',
  sac: 'au sac',
  kg: 'au kilo',
  t: 'à la tonne',
  m: 'au mètre',
  m2: 'au m²',
};

/** « en t ou en kg », « en kg, en t ou en m ». */
function inUnits(units: BuyerUnit[]): string {
  const written = units.map((u) => `en ${UNIT_WRITTEN[u]}`);
  return written.length > 1 ? `${written.slice(0, -1).join(', ')} ou ${written.at(-1)}` : written[0]!;
}

/**
 * Why `counted` of a product is no count of its units of sale, in French with what to write instead (the product's
 * own count, the units it is ordered in: conversions.ts), or null when it is one: no thing named (« 10 », « 10 x »),
 * the thing the product is sold by, or a product sold by a generic unit (« pièce », « forfait ») or an unknown one,
 * which keeps counting it. `sheetLengthM`: the line's sheet length, for sheets cut to length.
 */
export function countedRefusal(counted: Thing | null | undefined, p: SoldAs & { reference: string }, sheetLengthM: number | null = null): string | null {
  if (!counted) return null;
  const thing = thingSold(p.unit);
  if (thing === counted) return null;
  const measure = thing ? undefined : measureSold(p.unit);
  if (!thing && !measure) return null;
  const units = [...new Set([...(measure ? [measure] : []), ...buyerUnits(p, sheetLengthM).map((f) => f.unit)])];
  const instead = [thing && `un nombre de ${unitPlural(thing, 2)}`, units.length > 0 && `une quantité ${inUnits(units)}`].filter(Boolean);
  return `${p.reference} se vend ${BY[(thing ?? measure)!]}, pas ${BY[counted]} : indiquez ${instead.join(', ou ')}.`;
}
