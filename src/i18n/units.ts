/**
 * A sale unit with its count, in French: "1 barre", "12 barres", "3 panneaux",
 * "40 ml", "2 m²". Abbreviations (ml, m², kg) do not take the plural.
 */
const IRREGULAR: Record<string, string> = { panneau: 'panneaux', rouleau: 'rouleaux' };
const INVARIABLE = new Set(['ml', 'm²', 'kg', 't', 'm']);

export function unitPlural(unit: string, count: number): string {
  if (Math.abs(count) < 2 || INVARIABLE.has(unit)) return unit;
  return IRREGULAR[unit] ?? (/[sxz]$/.test(unit) ? unit : `${unit}s`);
}

export const withUnit = (count: number, unit: string) => `${count} ${unitPlural(unit, count)}`;
