/**
 * The checks of one schedule row before it is accepted: each problem names
 * its rule, the field to change and a French message saying how (texts in
 * messages.ts). The API runs the same checks on what a client sends.
 *
 * Rules from ../shared/reference/rebar-schedules.md: "Minimum scheduling
 * radius r, former diameter M, end projection P" (P, 4d between bends,
 * bending limit), "Bend deductions" (multiples of 5 mm), "Mass per metre"
 * (12 m maximum cut length), "Cut length L by shape code" (code 99).
 */
import { cutLengthMm, totalBars, type ScheduleRow } from './cut-length';
import { DIAMETERS_MM, MAX_CUT_LENGTH_MM, diameter, type BarDiameter } from './diameters';
import { SCHEDULE_LIMITS, tooManyBars } from './limits';
import { MESSAGES } from './messages';
import { LETTERS, shape, values, type Letter, type ShapeSpec } from './shapes';

export type RuleId =
  | 'count'
  | 'total-bars'
  | 'unknown-diameter'
  | 'unknown-shape'
  | 'missing-dimension'
  | 'extra-dimension'
  | 'dimension-positive'
  | 'dimension-step'
  | 'given-length'
  | 'end-projection'
  | 'straight-between-bends'
  | 'hook-diameter'
  | 'radius-min'
  | 'radius-limit'
  | 'radius-limit-unknown'
  | 'length-positive'
  | 'max-cut-length'
  /** set by schedule.ts, which knows the row's grade */
  | 'grade';

export interface Problem {
  rule: RuleId;
  /** The row's field to change: diameterMm, shapeCode, a letter, givenLengthMm, members, barsEach or cutLength. */
  field: string;
  message: string;
}

const STEP_MM = 5;
const upToStep = (mm: number) => Math.ceil(mm / STEP_MM) * STEP_MM;
const isPositiveInteger = (n: number) => Number.isSafeInteger(n) && n > 0;

export function checkRow(row: ScheduleRow): Problem[] {
  const problems: Problem[] = [];
  if (!isPositiveInteger(row.members)) problems.push({ rule: 'count', field: 'members', message: MESSAGES.members(row.members) });
  if (!isPositiveInteger(row.barsEach)) problems.push({ rule: 'count', field: 'barsEach', message: MESSAGES.barsEach(row.barsEach) });
  // the API refuses such a row (see limits.ts); a row saved before, or made by other code, is said here
  if (isPositiveInteger(row.members) && isPositiveInteger(row.barsEach) && tooManyBars(row.members, row.barsEach))
    problems.push({ rule: 'total-bars', field: 'barsEach', message: MESSAGES.totalBars(totalBars(row), SCHEDULE_LIMITS.amount) });
  const bar = diameter(row.diameterMm);
  if (!bar) problems.push({ rule: 'unknown-diameter', field: 'diameterMm', message: MESSAGES.unknownDiameter(row.diameterMm, DIAMETERS_MM) });
  const spec = shape(row.shapeCode);
  // code 01 is in the reference's table but a stock bar is sold as it comes, not cut and bent to a schedule
  const unknown = row.shapeCode === '01' ? MESSAGES.stockLength() : MESSAGES.unknownShape(row.shapeCode);
  if (!spec) return [...problems, { rule: 'unknown-shape', field: 'shapeCode', message: unknown }];
  const dimsSound = checkDimensions(row, spec, problems);
  if (!bar || !dimsSound) return problems;
  if (spec.hundredthsMm) checkBends(row, spec, bar, problems);
  checkLength(row, problems);
  return problems;
}

/**
 * Presence, sign and 5 mm step of each dimension; true if all are usable.
 * Code 12's radius R is no dimension of the grid: the standard's minimum
 * radii are not all multiples of 5 mm (Ø25: 87, BS 8666 table 2), and a
 * bar bent at that minimum is what the standard asks for.
 */
function checkDimensions(row: ScheduleRow, spec: ShapeSpec, problems: Problem[]): boolean {
  let sound = true;
  for (const letter of LETTERS) {
    const value = row.dims[letter];
    const wanted = spec.letters.includes(letter);
    if (!wanted && value !== undefined && value !== null)
      problems.push({ rule: 'extra-dimension', field: letter, message: MESSAGES.extraDimension(letter, spec.code) });
    if (!wanted) continue;
    if (value === undefined || value === null) {
      problems.push({ rule: 'missing-dimension', field: letter, message: MESSAGES.missingDimension(letter, spec.code) });
      sound = false;
    } else if (!Number.isFinite(value) || value <= 0) {
      const message = spec.counts?.includes(letter) ? MESSAGES.turnsNotPositive(letter) : MESSAGES.notPositive(letter);
      problems.push({ rule: 'dimension-positive', field: letter, message });
      sound = false;
    } else if (!spec.counts?.includes(letter) && letter !== 'R' && value % STEP_MM !== 0) {
      problems.push({ rule: 'dimension-step', field: letter, message: MESSAGES.dimensionStep(letter, value, upToStep(value)) });
    }
  }
  const given = row.givenLengthMm;
  if (spec.hundredthsMm && given !== undefined)
    problems.push({ rule: 'given-length', field: 'givenLengthMm', message: MESSAGES.givenLengthUnexpected(spec.code) });
  if (!spec.hundredthsMm && given === undefined) problems.push({ rule: 'given-length', field: 'givenLengthMm', message: MESSAGES.givenLengthMissing() });
  if (!spec.hundredthsMm && given !== undefined && !(Number.isFinite(given) && given > 0))
    problems.push({ rule: 'given-length', field: 'givenLengthMm', message: MESSAGES.givenLengthNotPositive() });
  return sound && (!!spec.hundredthsMm || (given !== undefined && Number.isFinite(given) && given > 0));
}

/** End projections, straight between bends, 180° bends, radius of code 12 and of circles. */
function checkBends(row: ScheduleRow, spec: ShapeSpec, bar: BarDiameter, problems: Problem[]) {
  const v = values(row.dims);
  const d = bar.diameterMm;
  const r = bar.minRadiusMm;
  const p = spec.link ? bar.linkEndProjectionMm : bar.endProjectionMm;
  const radius = spec.bendRadiusMm?.(v, d);
  // P is an outside dimension for the standard r: it holds that bend's r + d, so a leg bent to a larger radius needs the difference more
  // (of the shapes whose radius is given, only code 12 has end legs: a circle's or a helix's radius is no leg's)
  const wider = radius !== undefined && radius > r ? radius - r : 0;
  for (const letter of spec.endLegs) {
    if (v[letter] >= p + wider) continue;
    const message = wider
      ? MESSAGES.endProjectionRadius(letter, v[letter], upToStep(p + wider), radius!, d)
      : MESSAGES.endProjection(letter, v[letter], p, d, spec.link);
    problems.push({ rule: 'end-projection', field: letter, message });
  }
  // outside dimension = straight part + (r + d) at each of its two bends
  const innerMin = 2 * (r + d) + 4 * d;
  for (const letter of spec.innerLegs)
    if (v[letter] < innerMin)
      problems.push({ rule: 'straight-between-bends', field: letter, message: MESSAGES.straightBetweenBends(letter, v[letter], upToStep(innerMin), d) });
  const hook = spec.hookDiameter;
  if (hook && v[hook] < 2 * (r + d))
    problems.push({ rule: 'hook-diameter', field: hook, message: MESSAGES.hookDiameter(hook, v[hook], upToStep(2 * (r + d)), d) });
  if (radius !== undefined) checkRadius(spec, radius, v, bar, problems);
}

function checkRadius(spec: ShapeSpec, radius: number, v: Record<Letter, number>, bar: BarDiameter, problems: Problem[]) {
  const d = bar.diameterMm;
  // code 12 states its radius as R; a circle or helix as its outside diameter A
  const field: Letter = spec.letters.includes('R') ? 'R' : 'A';
  if (radius < bar.minRadiusMm) {
    const message =
      field === 'R' ? MESSAGES.radiusMin('R', v.R, bar.minRadiusMm, d) : MESSAGES.circleTooSmall('A', v.A, upToStep(2 * (bar.minRadiusMm + d)), d);
    problems.push({ rule: 'radius-min', field, message });
  } else if (bar.bendingLimitMm === null) {
    problems.push({ rule: 'radius-limit-unknown', field, message: MESSAGES.radiusLimitUnknown(d) });
  } else if (radius > bar.bendingLimitMm) {
    problems.push({ rule: 'radius-limit', field, message: MESSAGES.radiusLimit(radius, bar.bendingLimitMm, d) });
  }
}

function checkLength(row: ScheduleRow, problems: Problem[]) {
  const length = cutLengthMm(row.shapeCode, row.dims, row.diameterMm, row.givenLengthMm);
  if (length === null) return;
  if (length <= 0) problems.push({ rule: 'length-positive', field: 'cutLength', message: MESSAGES.lengthNotPositive() });
  else if (length > MAX_CUT_LENGTH_MM) problems.push({ rule: 'max-cut-length', field: 'cutLength', message: MESSAGES.maxCutLength(length, MAX_CUT_LENGTH_MM) });
}

/**
 * Rules that warn rather than refuse: a radius on a diameter whose bending
 * limit the reference does not give can still be made once the shop says so.
 */
export const WARNING_RULES: ReadonlySet<RuleId> = new Set<RuleId>(['radius-limit-unknown']);

/** True when nothing but warnings stands in the way of the row. */
export const isSound = (row: ScheduleRow) => checkRow(row).every((p) => WARNING_RULES.has(p.rule));
