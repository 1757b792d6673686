/**
 * The bar diameters the shop cuts and bends, with what the schedule needs of
 * each: mass per metre, minimum scheduling radius, mandrel, end projections,
 * bending limit. Lengths in millimetres, masses in grams.
 *
 * Source: ../shared/reference/rebar-schedules.md (sections "Mass per metre",
 * "Minimum scheduling radius r, former diameter M, end projection P").
 */

/** Theoretical mass of B500 steel, kg/m per mm² of d² (see the reference, "Mass per metre"). */
export const MASS_FACTOR_KG_PER_M_PER_MM2 = 0.0061654;

/** The usual maximum cut length: the 12 m stock bar, which is also what a truck carries. */
export const MAX_CUT_LENGTH_MM = 12_000;

export interface BarDiameter {
  diameterMm: number;
  /**
   * Mass per metre rounded to the gram: whole grams keep every total an
   * integer, and match the nominal table of the reference to its precision.
   */
  gramsPerMetre: number;
  /** Minimum scheduling radius r (inside radius of a standard bend). */
  minRadiusMm: number;
  /** Former (mandrel) diameter M. */
  mandrelMm: number;
  /** Minimum end projection P, general case. */
  endProjectionMm: number;
  /** Minimum end projection P of links bent to less than 150°. */
  linkEndProjectionMm: number;
  /**
   * Largest radius the shop can bend this bar to; a bar that needs more is
   * supplied straight. Null where the reference gives no value (14, 32, 40).
   */
  bendingLimitMm: number | null;
  /** True where a value was worked out from the rules rather than read from the table. */
  derived: boolean;
}

export const gramsPerMetre = (diameterMm: number) => Math.round(MASS_FACTOR_KG_PER_M_PER_MM2 * diameterMm * diameterMm * 1000);

const bar = (d: number, r: number, m: number, p: number, links: number, limitMm: number | null, derived = false): BarDiameter => ({
  diameterMm: d,
  gramsPerMetre: gramsPerMetre(d),
  minRadiusMm: r,
  // the table's own M: 2r everywhere but Ø25, where r is 87 and M 175 (a mandrel of 174 is below the code's minimum)
  mandrelMm: m,
  endProjectionMm: p,
  linkEndProjectionMm: links,
  bendingLimitMm: limitMm,
  derived,
});

/*
 * Ø14 is not in BS 8666's table (see the reference, "Minimum scheduling
 * radius"), so its row is derived:
 * - r = 2d = 28 (the reference's rule for d ≤ 16), M = 2r = 56 (as the table's M of the other small diameters);
 * - P general = r + d + max(5d, 90) = 132, which is how the table's other
 *   values come out (to the nearest 5 mm); taken as 130 so that it does not
 *   exceed Ø16's 130;
 * - P links = r + d + 10d = 182, rounded up to 185, the rule that gives the
 *   table's values from Ø10 up (and lies between Ø12's 160 and Ø16's 210);
 * - no bending limit (none in the reference).
 */
export const DIAMETERS: readonly BarDiameter[] = [
  bar(6, 12, 24, 110, 110, 2_500),
  bar(8, 16, 32, 115, 115, 2_750),
  bar(10, 20, 40, 120, 130, 3_500),
  bar(12, 24, 48, 125, 160, 4_250),
  bar(14, 28, 56, 130, 185, null, true),
  bar(16, 32, 64, 130, 210, 7_500),
  bar(20, 70, 140, 190, 290, 14_000),
  bar(25, 87, 175, 240, 365, 30_000),
  bar(32, 112, 224, 305, 465, null),
  bar(40, 140, 280, 380, 580, null),
];

const BY_DIAMETER = new Map(DIAMETERS.map((b) => [b.diameterMm, b]));

export const diameter = (diameterMm: number): BarDiameter | undefined => BY_DIAMETER.get(diameterMm);

export const DIAMETERS_MM: readonly number[] = DIAMETERS.map((b) => b.diameterMm);
