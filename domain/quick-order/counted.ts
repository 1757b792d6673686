import { unitPlural } from '../i18n/units';
import { buyerUnits, UNIT_WRITTEN, type BuyerUnit, type SoldAs } from '../units/conversions';
import { fold, thingOf, unitOf, type Thing } from './line-tokens';

/*
 * A quick-order quantity that counts things (« 3 barres », « 12 panneaux »,
 * « 4 tôles ») is a count of units of sale only when the product is sold by
 * that thing: 3 bars of a bundle sold by the tonne are 32 kg, not 3 tonnes,
 * and 10 rolls of a box of 50 are no 10 boxes. One rule for a pasted line (the
 * API checks the `counted` the page's parser sends) and a spreadsheet's (the API's reader).
 */

/** The thing a product is counted in: its unit of sale when it names one; a sheet cut to length ('ml') in sheets. */
const thingSold = (unit: string): Thing | undefined => (unit === 'ml' ? 'tôle' : thingOf(unit));

/** What else a thing's count may be of: « plaques » are the trade's sheets as much as its welded-mesh panels. */
const ALSO: Partial<Record<Thing, Thing[]>> = { plaque: ['tôle', 'panneau'], tôle: ['plaque'] };

/** The measure a product is sold by (« tonne », « m² », « kg »), none for a count of things or a generic unit (« pièce »). */
function measureSold(unit: string): BuyerUnit | undefined {
  const read = unit === 'ml' ? undefined : unitOf(unit);
  return read && read !== 'piece' ? read : undefined;
}

/** Units of sale that name nothing a buyer counts otherwise (« pièce », « unité », « forfait »): any count is theirs. */
const generic = (unit: string) => unitOf(unit) === 'piece' || fold(unit) === 'forfait';

/** « à la tonne », « au panneau »: how a product is said to be sold by each. */
const BY: Record<Thing | BuyerUnit, string> = {
  barre: 'à la barre',
  panneau: 'au panneau',
  tôle: 'à la tôle',
  plaque: 'à la plaque',
  rouleau: 'au rouleau',
  sac: 'au sac',
  kg: 'au kilo',
  t: 'à la tonne',
  m: 'au mètre',
  m2: 'au m²',
};

// the catalogue's other units of sale whose gender is known; another is said « par fagot », right with either
const FEMININE = new Set(['boite', 'botte', 'bobine', 'caisse', 'couronne', 'palette', 'paire', 'bouteille', 'cartouche', 'dalle']);
const MASCULINE = new Set(['kit', 'lot', 'carton', 'paquet', 'colis', 'seau', 'bidon', 'fut', 'jeu', 'coffret', 'sachet']);
const VOWEL = /^[aeiouyh]/;

/** « à la boîte », « au kit », « à l’ensemble », « par fagot ». */
function soldBy(unit: string): string {
  const word = fold(unit);
  if (!FEMININE.has(word) && !MASCULINE.has(word)) return `par ${unit}`;
  return VOWEL.test(word) ? `à l’${unit}` : FEMININE.has(word) ? `à la ${unit}` : `au ${unit}`;
}

/** « boîtes », « seaux » (unitPlural knows only the catalogue's own -eau words). */
const plural = (unit: string) => (/eau$/.test(unit) ? `${unit}x` : unitPlural(unit, 2));
const numberOf = (unit: string) => `un nombre ${VOWEL.test(fold(unit)) ? 'd’' : 'de '}${plural(unit)}`;

/** « en t ou en kg », « en kg, en t ou en m ». */
function inUnits(units: BuyerUnit[]): string {
  const written = units.map((u) => `en ${UNIT_WRITTEN[u]}`);
  return written.length > 1 ? `${written.slice(0, -1).join(', ')} ou ${written.at(-1)}` : written[0]!;
}

/**
 * Why `counted` of a product is no count of its units of sale, in French with what to write instead (the product's
 * own count, the units it is ordered in: conversions.ts), in the words the buyer counted in, or null when it is one:
 * no thing named (« 10 », « 10 x »), the thing the product is sold by, or a product sold by a generic unit
 * (« pièce », « forfait »), which keeps counting it. `sheetLengthM`: the line's sheet length, for sheets cut to length.
 */
export function countedRefusal(counted: Thing | null | undefined, p: SoldAs & { reference: string }, sheetLengthM: number | null = null): string | null {
  if (!counted) return null;
  const thing = thingSold(p.unit);
  if (thing && (thing === counted || ALSO[counted]?.includes(thing))) return null;
  const measure = thing ? undefined : measureSold(p.unit);
  if (!thing && !measure && generic(p.unit)) return null;
  // a unit of sale the rule names nothing of (« boîte », « kit »): counted in itself
  const own = thing ?? (measure ? undefined : p.unit);
  const units = [...new Set([...(measure ? [measure] : []), ...buyerUnits(p, sheetLengthM).map((f) => f.unit)])];
  const instead = [own && (thing ? `un nombre de ${unitPlural(thing, 2)}` : numberOf(own)), units.length > 0 && `une quantité ${inUnits(units)}`];
  const by = thing ? BY[thing] : measure ? BY[measure] : soldBy(p.unit);
  return `${p.reference} se vend ${by}, pas ${BY[counted]} : indiquez ${instead.filter(Boolean).join(', ou ')}.`;
}
