import type { CuttingPattern, CuttingPlan, DiameterPlan } from '@trefima/domain/bar-schedules/cutting-plan/contract';
import { leftOutDiameters } from '@trefima/domain/bar-schedules/cutting-plan/left-out';
import { formatDecimal, formatKilograms, formatPrice } from '@trefima/domain/i18n/format';
import { t, tn } from '@trefima/domain/i18n/t';

/* How the « Plan de coupe » says its figures: stock lengths in metres as sold (« 12 m »), cuts in millimetres as the schedule writes them. */

export const metres = (mm: number) => formatDecimal(mm / 1000, { decimals: 3 });
export const millimetres = (mm: number) => formatDecimal(mm, { decimals: 0 });

/** « 23 barres de 12 m, 1 de 6 m »: the stock bars a diameter's patterns take, longest first. */
export function stockBarsText(patterns: readonly CuttingPattern[]): string {
  const byLength = new Map<number, number>();
  for (const p of patterns) byLength.set(p.stock_length_mm, (byLength.get(p.stock_length_mm) ?? 0) + p.repeat);
  return [...byLength]
    .sort(([a], [b]) => b - a)
    .map(([length, count], i) =>
      i === 0
        ? tn('barSchedule.cuttingPlan.bars', count, { length: metres(length) })
        : t('barSchedule.cuttingPlan.barsMore', { count, length: metres(length) }),
    )
    .join(', ');
}

export const wasteText = (d: DiameterPlan) =>
  t('barSchedule.cuttingPlan.wasteValue', {
    pct: formatDecimal(d.waste_pct, { decimals: 1 }),
    kg: formatKilograms(Math.round(d.waste_kg * 1e3), { symbol: null }),
  });

export const offcutsText = (d: DiameterPlan) =>
  d.offcuts.length
    ? d.offcuts.map((o) => t('barSchedule.cuttingPlan.offcut', { count: o.count, length: millimetres(o.length_mm) })).join(', ')
    : t('barSchedule.cuttingPlan.noOffcut');

/** The plan against the bound no plan can beat: proved the fewest, or by how much it may miss it. */
export const optimalityText = (d: DiameterPlan) => (d.gap === 0 ? t('barSchedule.cuttingPlan.optimal') : tn('barSchedule.cuttingPlan.gap', d.gap));

export const ffdText = (d: DiameterPlan) => tn('barSchedule.cuttingPlan.ffd', d.ffd_bars);

/** What is left of each bar of a pattern: kept as an offcut from the plan's threshold on, else scrap. */
export type Remainder = 'none' | 'offcut' | 'scrap';
export const remainderOf = (p: CuttingPattern, minOffcutMm: number): Remainder =>
  p.remainder_mm <= 0 ? 'none' : p.remainder_mm >= minOffcutMm ? 'offcut' : 'scrap';

/** « Barre de 12 m : 3 800 + 3 800 + 3 800 mm, perte de 600 mm » */
export function patternText(p: CuttingPattern, minOffcutMm: number): string {
  const cuts = t('barSchedule.cuttingPlan.pattern', { length: metres(p.stock_length_mm), cuts: p.cuts_mm.map(millimetres).join(' + ') });
  const rest = remainderOf(p, minOffcutMm);
  if (rest === 'none') return cuts;
  const length = millimetres(p.remainder_mm);
  return `${cuts}, ${rest === 'offcut' ? t('barSchedule.cuttingPlan.patternOffcut', { length }) : t('barSchedule.cuttingPlan.patternScrap', { length })}`;
}

/** What changes in price when the buyer cuts and bends himself: the stock bars' price against the schedule's, HT. */
export function priceChangeText(plan: CuttingPlan): string {
  const { stock_price_ht: stock } = plan;
  if (stock === null) return t('barSchedule.cuttingPlan.priceNoStock');
  const without = leftOutDiameters(plan);
  const compared = comparison(stock, plan.schedule_price_ht);
  return without ? `${compared} ${t('barSchedule.cuttingPlan.priceWithout', { diameters: without })}` : compared;
}

function comparison(stock: number, schedule: number | null): string {
  if (schedule === null) return t('barSchedule.cuttingPlan.priceNoSchedule', { stock: formatPrice(stock) });
  const words = { stock: formatPrice(stock), schedule: formatPrice(schedule), difference: formatPrice(Math.abs(schedule - stock)) };
  if (stock < schedule) return t('barSchedule.cuttingPlan.priceLess', words);
  if (stock > schedule) return t('barSchedule.cuttingPlan.priceMore', words);
  return t('barSchedule.cuttingPlan.priceSame', words);
}

/** The plan's straight bars of every diameter, each with its diameter, for the cart. */
export const stockOf = (plan: CuttingPlan) => plan.by_diameter.flatMap((d) => d.stock.filter((s) => s.count > 0).map((s) => ({ ...s, diameter: d.diameter })));

export const stockLinesText = (stock: ReturnType<typeof stockOf>) =>
  stock.map((s) => tn('barSchedule.cuttingPlan.stockLine', s.count, { diameter: s.diameter, length: metres(s.length_mm) })).join(', ');
