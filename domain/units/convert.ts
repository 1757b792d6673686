import { formatDecimal } from '../i18n/format';
import { CUT_SHEET_UNIT, unitPlural } from '../i18n/units';
import { unitOf } from '../quick-order/line-tokens';
import { buyerUnits, unitsFor, UNIT_WRITTEN, type BuyerUnit, type SoldAs } from './conversions';

/**
 * The buyer's unit that is the product's own unit of sale written the
 * contractor's way: « 12 m2 » of a product sold by the m², « 3 t » of one
 * sold by the tonne. An amount in it is a count of units of sale, though no
 * conversion is offered (a form turning m² into m² says nothing). Not for
 * sheets cut to length: their unit of sale is the metre ('ml'), but a cart
 * line counts sheets, whose metres depend on their length.
 */
function ownBuyerUnit(p: Pick<SoldAs, 'unit'>): BuyerUnit | null {
  if (p.unit === 'ml') return null;
  const unit = unitOf(p.unit);
  return unit && unit !== 'piece' ? unit : null;
}

/** More than this many units of sale in one line is a typing mistake (1 200 t for 1 200 kg), not an order. */
export const MAX_CONVERTED_UNITS = 100_000;

/**
 * The largest slip of the unit whose figures the limit's message gives (t for kg: 1 000 times): past it, the
 * amount is no order mistyped (1e300 kg, which would be written in exponent notation), and the limit is said alone.
 */
const UNIT_SLIP = 1000;

/** A buyer's amount turned into units of sale, and what they come to. */
export interface Converted {
  /** units of sale, whole, within the minimum and step */
  quantity: number;
  asked: { amount: number; unit: BuyerUnit };
  /** what `quantity` units come to in the buyer's unit (at least what he asked) */
  got: number;
  /** their mass, when the product's is known */
  mass_kg: number | null;
  /** metres: the length of the sheets counted, for sheets cut to length (sold by the metre, counted in sheets) */
  sheet_length_m: number | null;
}

/** The limit's message, after what the amount comes to. */
const TOO_MUCH = 'c’est plus qu’une commande en ligne. Vérifiez l’unité, ou demandez un devis.';

/** "1 130 barres": counts grouped the French way, as every figure of the site. */
const count = (n: number, unit: string) => `${formatDecimal(n, { decimals: 0 })} ${unitPlural(unit, n)}`;
const amountText = (n: number, unit: BuyerUnit) => `${formatDecimal(n, { decimals: 3 })} ${UNIT_WRITTEN[unit]}`;
/**
 * "13 tôles de 4 m": sheets cut to length are sold by the metre ('ml') but counted in sheets, each of its length
 * (as the cart writes them, CUT_SHEET_UNIT); « 13 m » would read as metres. Other units: `count`.
 */
const saleCount = (n: number, unit: string, sheetLengthM: number | null) =>
  unit === 'ml' && sheetLengthM ? `${count(n, CUT_SHEET_UNIT)} de ${formatDecimal(sheetLengthM, { decimals: 3 })} m` : count(n, unit);

/**
 * `amount` of `unit` as units of sale of `p`, or the French reason it cannot
 * be (what to change). `sheetLengthM`: the line's sheet length, for sheets cut to length.
 */
export function convert(
  p: SoldAs,
  amount: number,
  unit: BuyerUnit,
  sheetLengthM: number | null = null,
  name: string | null = null,
): Converted | { error: string } {
  // in the cart's answer each message names its product; on the product's page, « ce produit » is clear
  const subject = name ? `« ${name} »` : 'Ce produit';
  const ofIt = name ? ` de « ${name} »` : '';
  const offered = buyerUnits(p, sheetLengthM);
  const factor = offered.find((f) => f.unit === unit) ?? (unit === ownBuyerUnit(p) ? { unit, per_unit: 1 } : undefined);
  if (!factor) {
    if (p.unit === 'ml' && !sheetLengthM) return { error: 'Choisissez d’abord la longueur des tôles : la quantité en kg, m ou m² en dépend.' };
    const others = offered.map((f) => UNIT_WRITTEN[f.unit]);
    const sold = unitPlural(p.unit, 2);
    return {
      error: others.length
        ? `${subject} ne se commande pas en ${UNIT_WRITTEN[unit]} : indiquez des ${sold}, ou une quantité en ${others.join(', ')}.`
        : `${subject} se commande en ${sold} seulement.`,
    };
  }
  if (!Number.isFinite(amount) || amount <= 0) return { error: `La quantité${ofIt} doit être un nombre supérieur à zéro.` };
  // its magnitude first: what an absurd amount comes to is no figure to write
  if (amount / factor.per_unit > MAX_CONVERTED_UNITS * UNIT_SLIP) return { error: `Plus de ${count(MAX_CONVERTED_UNITS, p.unit)} : ${TOO_MUCH}` };
  const quantity = unitsFor(amount, factor.per_unit, p);
  const sheetLength = p.unit === 'ml' ? sheetLengthM : null;
  if (quantity > MAX_CONVERTED_UNITS) return { error: `${amountText(amount, unit)} font ${saleCount(quantity, p.unit, sheetLength)} : ${TOO_MUCH}` };
  const mass = offered.find((f) => f.unit === 'kg');
  return {
    quantity,
    asked: { amount, unit },
    got: quantity * factor.per_unit,
    mass_kg: mass ? quantity * mass.per_unit : null,
    sheet_length_m: sheetLength,
  };
}

/**
 * "1,2 t de Barre HA Ø12 – 12 m = 113 barres = 1 204,128 kg", "50 m² de Bac acier T40 = 13 tôles de 4 m = 321,36 kg":
 * what the buyer asked, what he gets, both figures.
 */
export function conversionText(name: string, unitOfSale: string, c: Converted): string {
  const parts = [`${amountText(c.asked.amount, c.asked.unit)} de ${name}`, saleCount(c.quantity, unitOfSale, c.sheet_length_m)];
  if (c.mass_kg !== null) parts.push(amountText(c.mass_kg, 'kg'));
  else if (c.asked.unit !== 'kg' && c.asked.unit !== 't') parts.push(amountText(c.got, c.asked.unit));
  return parts.join(' = ');
}
