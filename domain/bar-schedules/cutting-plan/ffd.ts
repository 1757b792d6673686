import { normalise, type CspInstance, type NormalInstance } from './instance';

/*
 * First-fit decreasing (../shared/reference/cutting-stock.md, "First-fit
 * decreasing"): pieces longest first, each into the first bar it fits. The
 * baseline shown beside the optimiser, and the repair of its rounding.
 *
 * It runs by piece type, not by piece: a schedule's diameter may ask for 10⁹
 * bars. First fit puts the next piece of a length into the same bar as the
 * previous one while it fits, and bars opened or filled alike stay alike, so
 * bars are kept as groups of identical bars, and a type splits a group in at
 * most three (filled, one part-filled, untouched). The result is the one a
 * piece-by-piece first fit gives, in O(types × groups).
 */

/** A cutting pattern as counts per piece type of its instance, used `repeat` times. */
export interface CountPattern {
  counts: number[];
  repeat: number;
}

/** What a group's bars hold, as a shared list: splitting a group copies no array. */
interface Cut {
  type: number;
  count: number;
  before: Cut | null;
}

interface Group {
  cuts: Cut | null;
  free: number;
  bars: number;
}

/** FFD on a normalised instance's demands (any demands: the repair passes what rounding left). */
export function ffdCounts(instance: NormalInstance, demands: readonly number[] = instance.demands): CountPattern[] {
  const { stockLength: c, lengths } = instance;
  const m = lengths.length;
  let groups: Group[] = [];
  // lengths are longest first, so this is the decreasing order
  for (let j = 0; j < m; j++) {
    const w = lengths[j];
    let left = demands[j];
    if (left <= 0) continue;
    const next: Group[] = [];
    for (const group of groups) {
      const per = Math.floor(group.free / w);
      if (per === 0 || left === 0) {
        next.push(group);
        continue;
      }
      const take = (bars: number, count: number) => next.push({ cuts: { type: j, count, before: group.cuts }, free: group.free - count * w, bars });
      const whole = Math.min(group.bars, Math.floor(left / per));
      if (whole > 0) take(whole, per);
      left -= whole * per;
      let untouched = group.bars - whole;
      if (untouched > 0 && left > 0) {
        take(1, left);
        left = 0;
        untouched -= 1;
      }
      if (untouched > 0) next.push({ ...group, bars: untouched });
    }
    if (left > 0) {
      const per = Math.floor(c / w);
      const whole = Math.floor(left / per);
      const open = (bars: number, count: number) => next.push({ cuts: { type: j, count, before: null }, free: c - count * w, bars });
      if (whole > 0) open(whole, per);
      if (left % per > 0) open(1, left % per);
    }
    groups = next;
  }
  return mergePatterns(
    groups.map((g) => {
      const counts = new Array<number>(m).fill(0);
      for (let cut = g.cuts; cut; cut = cut.before) counts[cut.type] += cut.count;
      return { counts, repeat: g.bars };
    }),
  );
}

/** Identical patterns as one, in the order of their first appearance. */
export function mergePatterns(patterns: readonly CountPattern[]): CountPattern[] {
  const byKey = new Map<string, CountPattern>();
  for (const p of patterns) {
    if (p.repeat <= 0 || p.counts.every((a) => a === 0)) continue;
    const key = p.counts.join(',');
    const seen = byKey.get(key);
    if (seen) seen.repeat += p.repeat;
    else byKey.set(key, { counts: p.counts.slice(), repeat: p.repeat });
  }
  return [...byKey.values()];
}

export const barsOf = (patterns: readonly CountPattern[]) => patterns.reduce((sum, p) => sum + p.repeat, 0);

/** A pattern as the pieces it cuts, longest first. */
export const cutsOf = (instance: NormalInstance, counts: readonly number[]) => counts.flatMap((a, j) => new Array<number>(a).fill(instance.lengths[j]));

export interface LengthPattern {
  cuts: number[];
  repeat: number;
}

/** First-fit decreasing on a raw instance: the bars it takes and its patterns, cuts longest first. */
export function ffd(instance: CspInstance): { bars: number; patterns: LengthPattern[] } {
  const normal = normalise(instance);
  const patterns = ffdCounts(normal);
  return { bars: barsOf(patterns), patterns: patterns.map((p) => ({ cuts: cutsOf(normal, p.counts), repeat: p.repeat })) };
}
