/**
 * Bars with free ends and one or two bends, codes 00 to 29 (see
 * shape-types.ts for the fields; three and four bends in shapes-multi.ts).
 * The formulas are those of ../shared/reference/rebar-schedules.md, "Cut
 * length L by shape code"; "approximate" follows its note on codes 15 and
 * 24–29.
 *
 * Inner legs are those between two 90° bends only: the reference's "keep at
 * least 4d straight between two bends" is checked on the outside dimension
 * as 2(r + d) + 4d, and a bend under 90° takes less than r + d of the leg's
 * outside dimension, so that sum would refuse a bar that can be made. The
 * middle legs of 24–29 each meet such a bend and are not checked.
 */
import { shapeOf, sum100, type ShapeSpec } from './shape-types';

export const SHAPES_BENT: readonly ShapeSpec[] = [
  shapeOf('00', 'barre droite', 'A').hundredthsMm((v) => sum100(v, 'A')),
  // the standard's simplified deduction for one 90° bend
  shapeOf('11', 'équerre', 'AB', { free: 'B', bends: 1, ends: 'AB' }).hundredthsMm((v, d, r) => sum100(v, 'A', 'B') - 50 * r - 100 * d),
  // the exact deduction of one 90° bend, with the row's own radius R
  shapeOf('12', 'équerre à grand rayon', 'ABR', { free: 'B', bends: 1, ends: 'AB', bendRadiusMm: (v) => v.R }).hundredthsMm(
    (v, d) => sum100(v, 'A', 'B') - 43 * v.R - 120 * d,
  ),
  shapeOf('13', 'crochet à 180° (U)', 'ABC', { free: 'C', bends: 1, ends: 'AC', hookDiameter: 'B' }).hundredthsMm(
    (v, d) => sum100(v, 'A', 'C') + 57 * v.B - 160 * d,
  ),
  shapeOf('15', 'barre coudée (pli ≤ 45°)', 'AC', { free: 'C', bends: 1, approximate: true, ends: 'AC' }).hundredthsMm((v) => sum100(v, 'A', 'C')),
  shapeOf('21', 'U', 'ABC', { free: 'C', bends: 2, ends: 'AC', inner: 'B' }).hundredthsMm((v, d, r) => sum100(v, 'A', 'B', 'C') - 100 * r - 200 * d),
  shapeOf('23', 'U à retours dans deux plans', 'ABC', { free: 'C', bends: 2, ends: 'AC', inner: 'B' }).hundredthsMm(
    (v, d, r) => sum100(v, 'A', 'B', 'C') - 100 * r - 200 * d,
  ),
  shapeOf('24', 'deux plis dont un oblique', 'ABC', { free: 'C', bends: 2, approximate: true, ends: 'AC' }).hundredthsMm((v) => sum100(v, 'A', 'B', 'C')),
  shapeOf('26', 'baïonnette', 'ABC', { free: 'C', bends: 2, approximate: true, ends: 'AC' }).hundredthsMm((v) => sum100(v, 'A', 'B', 'C')),
  shapeOf('29', 'deux plis obliques', 'ABC', { free: 'C', bends: 2, approximate: true, ends: 'AC' }).hundredthsMm((v) => sum100(v, 'A', 'B', 'C')),
  shapeOf('25', 'deux plis obliques (fond E)', 'ABE', { free: 'E', bends: 2, approximate: true, ends: 'AB' }).hundredthsMm((v) => sum100(v, 'A', 'B', 'E')),
  shapeOf('27', 'deux plis, un à 90° et un oblique', 'ABC', { free: 'C', bends: 2, approximate: true, ends: 'AC' }).hundredthsMm(
    (v, d, r) => sum100(v, 'A', 'B', 'C') - 50 * r - 100 * d,
  ),
  shapeOf('28', 'deux plis, un oblique et un à 90°', 'ABC', { free: 'C', bends: 2, approximate: true, ends: 'AC' }).hundredthsMm(
    (v, d, r) => sum100(v, 'A', 'B', 'C') - 50 * r - 100 * d,
  ),
];
