/**
 * Bars with free ends and three or four bends, codes 31 to 46 (see
 * shape-types.ts for the fields). The formulas are those of
 * ../shared/reference/rebar-schedules.md, "Cut length L by shape code";
 * "approximate" follows its note on codes 34–36 and 46.
 */
import { sum100, type ShapeSpec } from './shape-types';
import { bent } from './shapes-bent';

const NO_LEGS = [] as const;

export const SHAPES_MULTI: readonly ShapeSpec[] = [
  ...(['31', '32'] as const).map((code) =>
    bent({
      code,
      nameFr: code === '31' ? 'trois plis à 90° (cadre ouvert)' : 'trois plis à 90° (retour opposé)',
      letters: ['A', 'B', 'C', 'D'],
      free: 'D',
      bends: 3,
      approximate: false,
      endLegs: ['A', 'D'],
      innerLegs: ['B', 'C'],
      hundredthsMm: (v, d, r) => sum100(v, 'A', 'B', 'C', 'D') - 150 * r - 300 * d,
    }),
  ),
  bent({
    code: '33',
    nameFr: 'double crochet à 180° (boucle)',
    letters: ['A', 'B', 'C'],
    free: 'C',
    bends: 2,
    approximate: false,
    endLegs: ['C'],
    innerLegs: NO_LEGS,
    hookDiameter: 'B',
    hundredthsMm: (v, d) => 200 * v.A + 170 * v.B + 200 * v.C - 400 * d,
  }),
  ...(['34', '35'] as const).map((code) =>
    bent({
      code,
      nameFr: code === '34' ? 'trois plis dont un oblique' : 'trois plis dont un oblique (retour opposé)',
      letters: ['A', 'B', 'C', 'E'],
      free: 'E',
      bends: 3,
      approximate: true,
      endLegs: ['A', 'E'],
      innerLegs: NO_LEGS,
      hundredthsMm: (v, d, r) => sum100(v, 'A', 'B', 'C', 'E') - 50 * r - 100 * d,
    }),
  ),
  bent({
    code: '36',
    nameFr: 'trois plis, deux à 90° et un oblique',
    letters: ['A', 'B', 'C', 'D'],
    free: 'D',
    bends: 3,
    approximate: true,
    endLegs: ['A', 'D'],
    innerLegs: NO_LEGS,
    hundredthsMm: (v, d, r) => sum100(v, 'A', 'B', 'C', 'D') - 100 * r - 200 * d,
  }),
  ...(['41', '44'] as const).map((code) =>
    bent({
      code,
      nameFr: code === '41' ? 'quatre plis à 90°' : 'chapeau (quatre plis à 90°)',
      letters: ['A', 'B', 'C', 'D', 'E'],
      free: 'E',
      bends: 4,
      approximate: false,
      endLegs: ['A', 'E'],
      innerLegs: ['B', 'C', 'D'],
      hundredthsMm: (v, d, r) => sum100(v, 'A', 'B', 'C', 'D', 'E') - 200 * r - 400 * d,
    }),
  ),
  bent({
    code: '46',
    nameFr: 'double baïonnette (quatre plis obliques)',
    letters: ['A', 'B', 'C', 'E'],
    free: 'E',
    bends: 4,
    approximate: true,
    endLegs: ['A', 'E'],
    innerLegs: NO_LEGS,
    hundredthsMm: (v) => sum100(v, 'A', 'C', 'E') + 200 * v.B,
  }),
];
