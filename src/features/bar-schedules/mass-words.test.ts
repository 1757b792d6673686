import { barSchedules } from '@trefima/domain/i18n/fr/bar-schedules';
import { formatDecimal } from '@trefima/domain/i18n/format';
import { DIAMETERS, MASS_FACTOR_KG_PER_M_PER_MM2 } from '@trefima/domain/bar-schedules/diameters';
import { massesPerMetre } from '@trefima/domain/bar-schedules/mass-words';

/**
 * What /nomenclature says of its masses is what it weighs with: each
 * diameter's mass per metre rounded to the gram (diameters.ts), not the
 * formula 0,0061654 × d² unrounded, which gives other totals (Ø16:
 * 1,578 kg/m weighed, 1,578 342 by the formula).
 */
const kgPerMetre = (grams: number) => formatDecimal(grams / 1000, { decimals: 3 });

it('the page gives the mass per metre of every diameter, as the calculations use it', () => {
  const text = barSchedules['barSchedule.page.howMass']!;
  const stated = Object.fromEntries([...text.matchAll(/Ø(\d+) (\d+,\d+)/g)].map(([, d, kg]) => [Number(d), kg]));
  expect(stated).toEqual(Object.fromEntries(DIAMETERS.map((b) => [b.diameterMm, kgPerMetre(b.gramsPerMetre)])));
  expect(text).toContain('arrondie au gramme');
  // the formula the table comes from, with its constant as the code has it
  expect(text).toContain(formatDecimal(MASS_FACTOR_KG_PER_M_PER_MM2, { decimals: 7 }));
});

it('the totals say the masses are those rounded masses per metre, of the diameters given', () => {
  expect(barSchedules['barSchedule.totals.theoretical']).toContain('arrondie au gramme ({masses})');
  const stated = [...massesPerMetre([16, 8]).matchAll(/Ø(\d+) : (\d+,\d+) kg\/m/g)].map(([, d, kg]) => [Number(d), kg]);
  expect(stated).toEqual([16, 8].map((d) => [d, kgPerMetre(DIAMETERS.find((b) => b.diameterMm === d)!.gramsPerMetre)]));
});
