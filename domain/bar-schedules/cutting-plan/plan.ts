import { formatDecimal } from '../../i18n/format';
import { t } from '../../i18n/t';
import { diameter as barDiameter } from '../diameters';
import type { CuttingPattern, CuttingPlan, DiameterPlan, StockBars } from './contract';
import type { CountPattern } from './ffd';
import { solveNormal } from './solver';
import { normalise } from './instance';
import { buyBars, offersByLength, type StockOffer } from './stock-offers';

/*
 * The « Plan de coupe » of a schedule's rows (issue 47): per diameter, the
 * fewest stock bars they can be cut from, as solver.ts finds them on the
 * mill length, each pattern then bought in the shortest length sold that
 * holds it. Facts and method: ../shared/reference/cutting-stock.md.
 *
 * A schedule may hold 10 000 rows of 100 000 bars: identical bars are merged
 * into one piece type with its count, and every step (first-fit decreasing
 * included) works by type, so no loop runs per bar and nothing is capped.
 */

/** One calcul row without errors (straight and bent bars alike, by cut length). */
export interface CutRow {
  diameter: number;
  cutLengthMm: number;
  bars: number;
}
export interface PlanSettings {
  kerfMm: number;
  minOffcutMm: number;
  /**
   * Wall-clock limit of the whole plan (default 10 s), shared by its
   * diameters: a safety net, the searches stopping first on their own counts.
   * A plan it cuts short is still a sound plan, but may differ from run to run.
   */
  timeLimitMs?: number;
}
export type PlanOfRows = Omit<CuttingPlan, 'skipped_rows' | 'schedule_price_ht'>;

export const DEFAULT_PLAN_TIME_LIMIT_MS = 10_000;

/** Rows or settings the plan cannot take: a French message, for the API's 422. */
export class CuttingPlanError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CuttingPlanError';
  }
}

const isCount = (n: number) => Number.isSafeInteger(n) && n > 0;

/** Grams of `mm` millimetres of a bar of `gramsPerMetre`, rounded once to the gram (in BigInt: 10⁹ bars of 12 m pass 2⁵³). */
function grams(mm: bigint, gramsPerMetre: number): bigint {
  return (mm * BigInt(gramsPerMetre) + 500n) / 1000n;
}

const kilograms = (g: bigint) => Number(g) / 1000;

/** Longest cuts first: the order of the patterns with the same repeat. */
function compareCuts(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return b[i] - a[i];
  return b.length - a.length;
}

interface Planned {
  plan: DiameterPlan;
  priced: boolean;
  priceCents: number;
}

async function planDiameter(
  diameter: number,
  pieces: Map<number, number>,
  offers: StockOffer[],
  gramsPerMetre: number,
  settings: PlanSettings,
  timeLimitMs: number,
): Promise<Planned> {
  const { kerfMm: kerf, minOffcutMm } = settings;
  const longest = offers[0];
  // each cut costs the kerf; the last piece of a bar cut to the end needs none, hence the stock's extra kerf
  const instance = normalise({
    stockLength: longest.lengthMm + kerf,
    pieces: [...pieces].map(([length, demand]) => ({ length: length + kerf, demand })),
  });
  const solved = await solveNormal(instance, { timeLimitMs });

  const used = new Map<StockOffer, number>();
  let stockMm = 0n;
  let cutMm = 0n;
  let keptMm = 0n;
  const offcuts = new Map<number, number>();
  const cutsOf = solved.counts.map((p: CountPattern) => p.counts.flatMap((a, j) => new Array<number>(a).fill(instance.lengths[j] - kerf)));
  const lengthOf = (cuts: readonly number[]) => cuts.reduce((sum, l) => sum + l, 0);
  const bought = buyBars(
    solved.counts.map((p, i) => ({ needed: lengthOf(cutsOf[i]) + (cutsOf[i].length - 1) * kerf, repeat: p.repeat })),
    offers,
  );
  const patterns: CuttingPattern[] = bought.flatMap((bars, i) =>
    bars.map(([offer, count]) => {
      const cuts = cutsOf[i];
      const length = lengthOf(cuts);
      const remainder = Math.max(0, offer.lengthMm - length - cuts.length * kerf);
      used.set(offer, (used.get(offer) ?? 0) + count);
      const repeat = BigInt(count);
      stockMm += repeat * BigInt(offer.lengthMm);
      cutMm += repeat * BigInt(length);
      if (remainder > 0 && remainder >= minOffcutMm) {
        keptMm += repeat * BigInt(remainder);
        offcuts.set(remainder, (offcuts.get(remainder) ?? 0) + count);
      }
      return { stock_length_mm: offer.lengthMm, cuts_mm: cuts, repeat: count, remainder_mm: remainder };
    }),
  );
  patterns.sort((a, b) => b.repeat - a.repeat || compareCuts(a.cuts_mm, b.cuts_mm) || b.stock_length_mm - a.stock_length_mm);

  const stock: StockBars[] = offers
    .filter((o) => used.has(o))
    .map((o) => ({ product_id: o.productId, reference: o.reference, length_mm: o.lengthMm, count: used.get(o)!, unit_price_ht: o.unitPriceHt }));
  const priced = stock.every((s) => s.unit_price_ht !== null);
  const priceCents = stock.reduce((sum, s) => sum + s.count * (s.unit_price_ht ?? 0), 0);

  const stockG = grams(stockMm, gramsPerMetre);
  const cutG = grams(cutMm, gramsPerMetre);
  const wasteG = stockG - cutG - grams(keptMm, gramsPerMetre);
  const stockBars = solved.bars;
  return {
    plan: {
      diameter,
      stock_bars: stockBars,
      lower_bound: solved.lowerBound,
      gap: stockBars - solved.lowerBound,
      ffd_bars: solved.ffdBars,
      stock_kg: kilograms(stockG),
      cut_kg: kilograms(cutG),
      waste_kg: kilograms(wasteG),
      waste_pct: stockG === 0n ? 0 : Math.round((Number(wasteG) / Number(stockG)) * 1000) / 10,
      offcuts: [...offcuts].sort(([a], [b]) => b - a).map(([length_mm, count]) => ({ length_mm, count })),
      patterns,
      stock,
    },
    priced,
    priceCents,
  };
}

/**
 * The plan of `rows` from the catalogue's straight bars (`stock`: per
 * diameter, its offers). A diameter with no offer, or with a bar longer than
 * its longest offer, is left out whole, with the reason.
 */
export async function planCuts(rows: readonly CutRow[], stock: ReadonlyMap<number, readonly StockOffer[]>, settings: PlanSettings): Promise<PlanOfRows> {
  const { kerfMm, minOffcutMm } = settings;
  if (!Number.isSafeInteger(kerfMm) || kerfMm < 0 || !Number.isSafeInteger(minOffcutMm) || minOffcutMm < 0)
    throw new CuttingPlanError(t('cuttingPlan.error.settings'));
  const started = Date.now();
  const limit = settings.timeLimitMs ?? DEFAULT_PLAN_TIME_LIMIT_MS;

  // diameter → cut length → bars, so that the order of the rows changes nothing
  const byDiameter = new Map<number, Map<number, number>>();
  for (const row of rows) {
    if (row.bars === 0) continue;
    if (!isCount(row.diameter) || !isCount(row.cutLengthMm) || !isCount(row.bars))
      throw new CuttingPlanError(t('cuttingPlan.error.row', { diameter: row.diameter, length: row.cutLengthMm, bars: row.bars }));
    const pieces = byDiameter.get(row.diameter) ?? new Map<number, number>();
    pieces.set(row.cutLengthMm, (pieces.get(row.cutLengthMm) ?? 0) + row.bars);
    byDiameter.set(row.diameter, pieces);
  }

  const plan: PlanOfRows = { by_diameter: [], left_out: [], settings: { kerf_mm: kerfMm, min_offcut_mm: minOffcutMm }, stock_price_ht: 0 };
  let priced = true;
  let priceCents = 0;
  const diameters = [...byDiameter.keys()].sort((a, b) => a - b);
  for (const [i, diameter] of diameters.entries()) {
    const pieces = byDiameter.get(diameter)!;
    const offers = offersByLength(stock.get(diameter) ?? []);
    const bar = barDiameter(diameter);
    const longestPiece = Math.max(...pieces.keys());
    const leaveOut = (reason: string) => plan.left_out.push({ diameter, reason });
    if (!bar) leaveOut(t('cuttingPlan.leftOut.unknownDiameter'));
    else if (offers.length === 0) leaveOut(t('cuttingPlan.leftOut.noStock'));
    else if (longestPiece > offers[0].lengthMm)
      leaveOut(
        t('cuttingPlan.leftOut.tooLong', {
          length: formatDecimal(longestPiece, { decimals: 0 }),
          stock: formatDecimal(offers[0].lengthMm / 1000, { decimals: 3 }),
        }),
      );
    else {
      // what is left of the time, shared among the diameters still to plan
      const share = Math.max(0, (started + limit - Date.now()) / (diameters.length - i));
      const planned = await planDiameter(diameter, pieces, offers, bar.gramsPerMetre, settings, share);
      plan.by_diameter.push(planned.plan);
      priced &&= planned.priced;
      priceCents += planned.priceCents;
    }
  }
  return { ...plan, stock_price_ht: priced ? priceCents : null };
}
