/**
 * The roof configurator's lengths and counts (roof.ts), on integers.
 *
 * Dimensions are taken to the centimetre and the pitch to 0.01 %, then all
 * the arithmetic is done on integers (millimetres, centimetres, hundredths of
 * a percent). The only irrational step, a length times √(1 + (p/100)²), is
 * rounded up with an exact test on integers (squares compared in BigInt), so
 * a length that falls exactly on a centimetre is never pushed to the next one.
 */

/** ceil(a / b) for integers a ≥ 0, b > 0, with no floating point. */
export function ceilDiv(a: number, b: number): number {
  return Math.floor((a + b - 1) / b);
}

export const hasDecimalsAtMost = (x: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.abs(x * f - Math.round(x * f)) < 1e-6;
};
export const toMm = (metres: number) => Math.round(metres * 1000);
export const toCm = (metres: number) => Math.round(metres * 100);

/**
 * The smallest integer n ≥ 0 for which `fits(n)` holds (fits is monotonic),
 * starting from a floating-point estimate and settled by the exact test.
 */
function smallestFitting(estimate: number, fits: (n: number) => boolean): number {
  let n = Math.max(0, Math.ceil(estimate));
  while (n > 0 && fits(n - 1)) n--;
  while (!fits(n)) n++;
  return n;
}

/** a × a ≥ b × b × c, exactly, for non-negative integers. */
const squareAtLeast = (a: number, b: number, c: number) => BigInt(a) * BigInt(a) >= BigInt(b) * BigInt(b) * BigInt(c);

/**
 * Length along the fall of a horizontal run at a pitch, plus the overhang,
 * rounded up to the centimetre: the smallest c with
 * 10c − overhang ≥ run × √(10⁸ + pitch²) / 10⁴ (mm; pitch in 0.01 %).
 */
export function rampantCm(runMm: number, pitchBp: number, overhangMm: number): number {
  const d = 100_000_000 + pitchBp * pitchBp;
  const estimate = ((runMm * Math.sqrt(d)) / 10_000 + overhangMm) / 10;
  return smallestFitting(estimate, (c) => {
    const lhs = (10 * c - overhangMm) * 10_000;
    return lhs >= 0 && squareAtLeast(lhs, runMm, d);
  });
}

/**
 * Length of one hip (mm, rounded up to the mm) from the corner of the overhang (where two eaves meet) to
 * the top of the roof: in plan (half-span + horizontal overhang) × √2, the overhang being measured along the
 * fall (horizontal part overhang / √(1 + p²)), and rising at p / √2 over that: (half-span + o / k) × √(2 + p²).
 */
export function hipMm(halfSpanMm: number, pitchBp: number, overhangMm: number): number {
  const p = pitchBp / 10_000;
  const exact = (halfSpanMm + overhangMm / Math.sqrt(1 + p * p)) * Math.sqrt(2 + p * p);
  return Math.ceil(exact - 1e-6);
}

/** The smallest length eave + n × step (n ≥ 0, all in mm) that is at least `mm`. */
export function onModule(mm: number, stepMm: number, eaveMm: number): number {
  return mm <= eaveMm ? eaveMm : eaveMm + ceilDiv(mm - eaveMm, stepMm) * stepMm;
}

/**
 * A row of `rowMm` along the fall in sheets ordered on a grid (eave + n × step, at most `maxMm`), lapped by
 * `lapMm`: as splitRow, each sheet then raised to the grid.
 */
export function splitRowOnModule(rowMm: number, maxMm: number, lapMm: number, stepMm: number, eaveMm: number): { count: number; pieceMm: number } {
  const longest = eaveMm + Math.floor((maxMm - eaveMm) / stepMm) * stepMm;
  if (rowMm <= longest) return { count: 1, pieceMm: onModule(rowMm, stepMm, eaveMm) };
  if (longest <= lapMm) throw new Error('La longueur maximale des plaques doit dépasser leur recouvrement.');
  const count = ceilDiv(rowMm - lapMm, longest - lapMm);
  return { count, pieceMm: onModule(ceilDiv(rowMm + (count - 1) * lapMm, count), stepMm, eaveMm) };
}

/**
 * A row of `rowCm` along the fall, in sheets of at most `maxCm` lapped by
 * `lapCm`: how many sheets, each of which length (cm).
 */
export function splitRow(rowCm: number, maxCm: number, lapCm: number): { count: number; pieceCm: number } {
  if (rowCm <= maxCm) return { count: 1, pieceCm: rowCm };
  if (maxCm <= lapCm) throw new Error('La longueur maximale des plaques doit dépasser leur recouvrement.');
  const count = ceilDiv(rowCm - lapCm, maxCm - lapCm);
  return { count, pieceCm: ceilDiv(rowCm + (count - 1) * lapCm, count) };
}

/**
 * Hip roof, one face: for each row of sheets (strips of `usefulMm` from a
 * corner along an eave of `eaveMm`), the horizontal run it must cover: the
 * longest distance from the eave to the hips within the strip, that is the
 * distance to the nearest corner, capped at the half-span.
 */
export function hipFaceRuns(eaveMm: number, halfSpanMm: number, usefulMm: number): number[] {
  const runs: number[] = [];
  for (let i = 0, rows = ceilDiv(eaveMm, usefulMm); i < rows; i++) {
    const x0 = i * usefulMm;
    const x1 = Math.min(x0 + usefulMm, eaveMm);
    // the tent min(x, eave − x) rises to the middle of the eave, then falls
    const tent = 2 * x1 <= eaveMm ? x1 : 2 * x0 >= eaveMm ? eaveMm - x0 : halfSpanMm;
    runs.push(Math.min(tent, halfSpanMm));
  }
  return runs;
}
