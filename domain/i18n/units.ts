import { formatDecimal } from './format';

/**
 * A sale unit with its count, in French: "1 barre", "12 barres", "3 panneaux",
 * "40 m", "2 m²". Abbreviations (m², kg) do not take the plural. The sheets'
 * mètre linéaire, 'ml' in the catalogue, is written 'm': 'ml' reads as millilitres.
 */
const IRREGULAR: Record<string, string> = { panneau: 'panneaux', rouleau: 'rouleaux' };
const INVARIABLE = new Set(['m²', 'kg', 't', 'm']);
const WRITTEN: Record<string, string> = { ml: 'm' };

/** The unit as written after `count` of it; `unitPlural(unit, 2)` names it in a label ("Quantité (barres)"). */
export function unitPlural(unit: string, count: number): string {
  const written = WRITTEN[unit] ?? unit;
  if (Math.abs(count) < 2 || INVARIABLE.has(written)) return written;
  return IRREGULAR[written] ?? (/[sxz]$/.test(written) ? written : `${written}s`);
}

/** Sheets cut to length are counted in sheets, each of its length (their price and stock are per metre, 'ml'). */
export const CUT_SHEET_UNIT = 'tôle';

/**
 * "2 500 barres", "12,5 m": the count as the site writes any number (thousands
 * apart, a decimal comma; to the gram or the millimetre for kg, t and m).
 */
export const withUnit = (count: number, unit: string) => `${formatDecimal(count, { decimals: 3 })} ${unitPlural(unit, count)}`;
