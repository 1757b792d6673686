/**
 * Bars with free ends and three or four bends, codes 31 to 46 (see
 * shape-types.ts for the fields). The formulas are those of
 * ../shared/reference/rebar-schedules.md, "Cut length L by shape code";
 * "approximate" follows its note on codes 34–36 and 46. The middle legs of
 * 34, 35 and 46 each meet an oblique bend: none is held to the 4d between
 * bends (see shapes-bent.ts).
 */
import { shapeOf, sum100, type ShapeSpec } from './shape-types';

export const SHAPES_MULTI: readonly ShapeSpec[] = [
  shapeOf('31', 'trois plis à 90° (cadre ouvert)', 'ABCD', { free: 'D', bends: 3, ends: 'AD', inner: 'BC' }).hundredthsMm(
    (v, d, r) => sum100(v, 'A', 'B', 'C', 'D') - 150 * r - 300 * d,
  ),
  shapeOf('32', 'trois plis à 90° (retour opposé)', 'ABCD', { free: 'D', bends: 3, ends: 'AD', inner: 'BC' }).hundredthsMm(
    (v, d, r) => sum100(v, 'A', 'B', 'C', 'D') - 150 * r - 300 * d,
  ),
  shapeOf('33', 'double crochet à 180° (boucle)', 'ABC', { free: 'C', bends: 2, ends: 'C', hookDiameter: 'B' }).hundredthsMm(
    (v, d) => 200 * v.A + 170 * v.B + 200 * v.C - 400 * d,
  ),
  shapeOf('34', 'trois plis dont un oblique', 'ABCE', { free: 'E', bends: 3, approximate: true, ends: 'AE' }).hundredthsMm(
    (v, d, r) => sum100(v, 'A', 'B', 'C', 'E') - 50 * r - 100 * d,
  ),
  shapeOf('35', 'trois plis dont un oblique (retour opposé)', 'ABCE', { free: 'E', bends: 3, approximate: true, ends: 'AE' }).hundredthsMm(
    (v, d, r) => sum100(v, 'A', 'B', 'C', 'E') - 50 * r - 100 * d,
  ),
  // only C lies between two 90° bends, where the reference's "4d straight between two bends" reads as
  // 2(r + d) + 4d of outside dimension; B meets the oblique bend, whose share of B that sum does not give
  shapeOf('36', 'trois plis, deux à 90° et un oblique', 'ABCD', { free: 'D', bends: 3, approximate: true, ends: 'AD', inner: 'C' }).hundredthsMm(
    (v, d, r) => sum100(v, 'A', 'B', 'C', 'D') - 100 * r - 200 * d,
  ),
  shapeOf('41', 'quatre plis à 90°', 'ABCDE', { free: 'E', bends: 4, ends: 'AE', inner: 'BCD' }).hundredthsMm(
    (v, d, r) => sum100(v, 'A', 'B', 'C', 'D', 'E') - 200 * r - 400 * d,
  ),
  shapeOf('44', 'chapeau (quatre plis à 90°)', 'ABCDE', { free: 'E', bends: 4, ends: 'AE', inner: 'BCD' }).hundredthsMm(
    (v, d, r) => sum100(v, 'A', 'B', 'C', 'D', 'E') - 200 * r - 400 * d,
  ),
  shapeOf('46', 'double baïonnette (quatre plis obliques)', 'ABCE', { free: 'E', bends: 4, approximate: true, ends: 'AE' }).hundredthsMm(
    (v) => sum100(v, 'A', 'C', 'E') + 200 * v.B,
  ),
];
