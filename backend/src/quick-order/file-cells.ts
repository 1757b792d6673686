import { fold, thingOf, unitOf, type Thing, type Unit } from '@trefima/domain/quick-order/line-tokens';
import { unitPlural } from '@trefima/domain/i18n/units';
import type { Cell } from '../files/spreadsheet-files';

/*
 * One cell of an uploaded quick-order file read as the buyer wrote it: its text, an amount with the unit glued to it,
 * the unit of a quantity, the unit of a length (quick-order-file.ts reads the rows and columns).
 */

/** How many of each unit of length make a metre: a length is in metres unless its cell or its header says otherwise. */
const PER_METRE: Record<string, number> = {
  m: 1,
  ml: 1,
  'm.l': 1,
  metre: 1,
  metres: 1,
  cm: 100,
  centimetre: 100,
  centimetres: 100,
  mm: 1000,
  millimetre: 1000,
  millimetres: 1000,
};
export const perMetre = (word: string): number | undefined => PER_METRE[fold(word).replace(/\.$/, '')];

export const text = (c: Cell) => (c === null || c === undefined ? '' : c instanceof Date ? c.toISOString() : String(c).trim());

/** A number as a spreadsheet or a French CSV writes it (« 1 250,5 », 12), with a unit glued or after it; else the problem. */
export function amountOf(cell: Cell, row: number, what: string): { amount: number; unitWord?: string } | string {
  if (typeof cell === 'number') return Number.isFinite(cell) ? { amount: cell } : `Ligne ${row} : ${what} ne se lit pas.`;
  const typed = text(cell);
  if (!typed) return `Ligne ${row} : ${what} manque.`;
  const joined = typed.replace(/(\d)[\s\u00a0\u202f\u2007\u2009]+(?=\d{3}(?!\d))/g, '$1');
  const m = /^([+\-−]?\d+(?:[.,]\d+)?)\s*((?:\p{L}+[23²³]?|m\.l)\.?)?$/u.exec(joined);
  if (!m) return `Ligne ${row} : ${what} « ${typed} » ne se lit pas : écrivez un nombre, par exemple 10 ou 1,5.`;
  const point = /^[+\-−]?(\d{1,3})\.(\d{3})$/.exec(m[1]!);
  if (point)
    return `Ligne ${row} : « ${m[1]} » peut se lire ${point[1]}${point[2]} ou ${point[1]},${point[2]} : écrivez ${point[1]}${point[2]} sans point, ou le nombre décimal avec une virgule.`;
  const amount = Number(m[1]!.replace(',', '.').replace('−', '-'));
  // hundreds of digits read as Infinity, which no answer carries
  if (!Number.isFinite(amount)) return `Ligne ${row} : ${what} est trop grande pour être lue : vérifiez la cellule.`;
  return { amount, unitWord: m[2] };
}

/**
 * The unit a quantity is in: a thing named (« barres », « tôles », as the
 * cart export writes a sheet's count) counts it, which counts units of sale
 * only of a product sold by it (domain/quick-order/counted.ts, as in a paste);
 * the product's own unit of sale as the catalogue spells it (« boîte »,
 * « tonne », as the cart export writes it), or its plural (« boîtes »),
 * counts units of sale, but for the 'ml' of a sheet cut to length, whose
 * cart line counts sheets (but in the shop's own old export): « 12 ml » is
 * 12 metres, as in a paste; otherwise pieces, kg, t, m or m² as contractors
 * write them, the product's own unit written another way (m2 for « m² »)
 * counted as such by the cart's conversion (domain/units).
 */
export function unitIn(word: string, saleUnit: string | null): { unit: Unit; counted?: Thing } | null {
  if (!word) return { unit: 'piece' };
  const counted = thingOf(word);
  if (counted) return { unit: 'piece', counted };
  const plain = fold(word).replace(/\.$/, '');
  if (saleUnit && saleUnit !== 'ml' && (plain === fold(saleUnit) || plain === fold(unitPlural(saleUnit, 2)))) return { unit: 'piece' };
  const unit = unitOf(word);
  return unit ? { unit } : null;
}
