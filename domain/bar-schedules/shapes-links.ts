/**
 * Closed links, curved bars, 3D shapes and the free shape 99 (see
 * shape-types.ts for the fields). Formulas from
 * ../shared/reference/rebar-schedules.md, "Cut length L by shape code".
 */
import { shapeOf, sum100, type ShapeSpec, type Values } from './shape-types';

/** Inside radius of a circle or helix of outside diameter A. */
const insideRadius = (v: Values, d: number) => v.A / 2 - d;

export const SHAPES_LINKS: readonly ShapeSpec[] = [
  shapeOf('51', 'cadre fermé', 'ABC', { free: 'C', bends: 5, link: true, ends: 'C', inner: 'AB' }).hundredthsMm(
    (v, d, r) => 2 * sum100(v, 'A', 'B', 'C') - 250 * r - 500 * d,
  ),
  shapeOf('52', 'cadre fermé à crochets à 135°', 'ABC', { free: 'C', bends: 5, link: true, ends: 'C', inner: 'AB' }).hundredthsMm(
    (v, d, r) => 2 * sum100(v, 'A', 'B', 'C') - 150 * r - 300 * d,
  ),
  // A along the top, B down the side, C along the bottom, D closing them, the hooks E at the corner of A and B (as
  // drawing-curves.ts draws it): B is square to A and C at both its ends, so it keeps the reference's 4d between
  // two bends; D is slanted when A and C differ, and A or C then meets it at an angle under 90°, so neither is held to it
  shapeOf('56', 'cadre fermé à retours', 'ABCDE', { free: 'D', bends: 5, link: true, ends: 'E', inner: 'B' }).hundredthsMm(
    (v, d, r) => sum100(v, 'A', 'B', 'C', 'D') + 200 * v.E - 250 * r - 500 * d,
  ),
  shapeOf('63', 'épingle fermée', 'ABC', { free: 'C', bends: 6, link: true, ends: 'C', inner: 'AB' }).hundredthsMm(
    (v, d, r) => 200 * v.A + 300 * v.B + 200 * v.C - 300 * r - 600 * d,
  ),
  shapeOf('64', 'cadre fermé à six plis', 'ABCDEF', { free: 'F', bends: 6, link: true, ends: 'AF', inner: 'BCDE' }).hundredthsMm(
    (v, d, r) => sum100(v, 'A', 'B', 'C', 'E', 'F') + 200 * v.D - 300 * r - 600 * d,
  ),
  shapeOf('67', 'barre cintrée (arc)', 'A').hundredthsMm((v) => sum100(v, 'A')),
  // A is the outside diameter, so A − d is the centreline's; B is the lap
  shapeOf('75', 'cerce', 'AB', { bendRadiusMm: insideRadius }).hundredthsMm((v, d) => 100 * (Math.PI * (v.A - d) + v.B)),
  // C turns of pitch B; past a pitch of A/5 the rise of each turn counts
  shapeOf('77', 'spirale (hélice)', 'ABC', { counts: 'C', bendRadiusMm: insideRadius }).hundredthsMm((v, d) => {
    const turn = Math.PI * (v.A - d);
    return 100 * v.C * (v.B > v.A / 5 ? Math.hypot(turn, v.B) : turn);
  }),
  // C and D cross the plane at the two ends, B, A and B again between four 90° bends (the formula's 2r + 4d)
  shapeOf('98', 'quatre plis à 90° dans deux plans', 'ABCD', { free: 'D', bends: 4, ends: 'CD', inner: 'AB' }).hundredthsMm(
    (v, d, r) => sum100(v, 'A', 'C', 'D') + 200 * v.B - 200 * r - 400 * d,
  ),
  // any other shape: drawn on a sketch, its length is given by whoever drew it
  shapeOf('99', 'forme spéciale (sur croquis)', '').hundredthsMm(null),
];
