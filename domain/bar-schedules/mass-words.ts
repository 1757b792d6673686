/**
 * The masses per metre a schedule is weighed with, as its totals and its PDF
 * state them: each diameter's rounded to the gram (diameters.ts), not the
 * formula unrounded, which gives other totals.
 */
import { formatDecimal } from '../i18n/format';
import { gramsPerMetre } from './diameters';

/** « Ø12 : 0,888 kg/m ; Ø25 : 3,853 kg/m », in the order given. */
export const massesPerMetre = (diametersMm: readonly number[]) =>
  diametersMm.map((d) => `Ø${d} : ${formatDecimal(gramsPerMetre(d) / 1000, { decimals: 3 })} kg/m`).join(' ; ');
