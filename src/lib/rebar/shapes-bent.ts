/**
 * Bars with free ends and one or two bends, codes 00 to 29 (see
 * shape-types.ts for the fields; three and four bends in shapes-multi.ts).
 * The formulas are those of ../shared/reference/rebar-schedules.md, "Cut
 * length L by shape code"; "approximate" follows its note on codes 15 and
 * 24–29.
 */
import { sum100, type ShapeSpec } from './shape-types';

const NO_LEGS = [] as const;
/** None of these is a closed link. */
export const bent = (spec: Omit<ShapeSpec, 'link'>): ShapeSpec => ({ ...spec, link: false });

export const SHAPES_BENT: readonly ShapeSpec[] = [
  bent({
    code: '00',
    nameFr: 'barre droite',
    letters: ['A'],
    free: null,
    bends: 0,
    approximate: false,
    endLegs: NO_LEGS,
    innerLegs: NO_LEGS,
    hundredthsMm: (v) => sum100(v, 'A'),
  }),
  bent({
    code: '11',
    nameFr: 'équerre',
    letters: ['A', 'B'],
    free: 'B',
    bends: 1,
    approximate: false,
    endLegs: ['A', 'B'],
    innerLegs: NO_LEGS,
    // the standard's simplified deduction for one 90° bend
    hundredthsMm: (v, d, r) => sum100(v, 'A', 'B') - 50 * r - 100 * d,
  }),
  bent({
    code: '12',
    nameFr: 'équerre à grand rayon',
    letters: ['A', 'B', 'R'],
    free: 'B',
    bends: 1,
    approximate: false,
    endLegs: ['A', 'B'],
    innerLegs: NO_LEGS,
    bendRadiusMm: (v) => v.R,
    // the exact deduction of one 90° bend, with the row's own radius R
    hundredthsMm: (v, d) => sum100(v, 'A', 'B') - 43 * v.R - 120 * d,
  }),
  bent({
    code: '13',
    nameFr: 'crochet à 180° (U)',
    letters: ['A', 'B', 'C'],
    free: 'C',
    bends: 1,
    approximate: false,
    endLegs: ['A', 'C'],
    innerLegs: NO_LEGS,
    hookDiameter: 'B',
    hundredthsMm: (v, d) => sum100(v, 'A', 'C') + 57 * v.B - 160 * d,
  }),
  bent({
    code: '15',
    nameFr: 'barre coudée (pli ≤ 45°)',
    letters: ['A', 'C'],
    free: 'C',
    bends: 1,
    approximate: true,
    endLegs: ['A', 'C'],
    innerLegs: NO_LEGS,
    hundredthsMm: (v) => sum100(v, 'A', 'C'),
  }),
  bent({
    code: '21',
    nameFr: 'U',
    letters: ['A', 'B', 'C'],
    free: 'C',
    bends: 2,
    approximate: false,
    endLegs: ['A', 'C'],
    innerLegs: ['B'],
    hundredthsMm: (v, d, r) => sum100(v, 'A', 'B', 'C') - 100 * r - 200 * d,
  }),
  bent({
    code: '23',
    nameFr: 'U à retours dans deux plans',
    letters: ['A', 'B', 'C'],
    free: 'C',
    bends: 2,
    approximate: false,
    endLegs: ['A', 'C'],
    innerLegs: ['B'],
    hundredthsMm: (v, d, r) => sum100(v, 'A', 'B', 'C') - 100 * r - 200 * d,
  }),
  ...(['24', '26', '29'] as const).map((code) =>
    bent({
      code,
      nameFr: code === '26' ? 'baïonnette' : code === '24' ? 'deux plis dont un oblique' : 'deux plis obliques',
      letters: ['A', 'B', 'C'],
      free: 'C',
      bends: 2,
      approximate: true,
      endLegs: ['A', 'C'],
      innerLegs: NO_LEGS,
      hundredthsMm: (v) => sum100(v, 'A', 'B', 'C'),
    }),
  ),
  bent({
    code: '25',
    nameFr: 'deux plis obliques (fond E)',
    letters: ['A', 'B', 'E'],
    free: 'E',
    bends: 2,
    approximate: true,
    endLegs: ['A', 'B'],
    innerLegs: NO_LEGS,
    hundredthsMm: (v) => sum100(v, 'A', 'B', 'E'),
  }),
  ...(['27', '28'] as const).map((code) =>
    bent({
      code,
      nameFr: code === '27' ? 'deux plis, un à 90° et un oblique' : 'deux plis, un oblique et un à 90°',
      letters: ['A', 'B', 'C'],
      free: 'C',
      bends: 2,
      approximate: true,
      endLegs: ['A', 'C'],
      innerLegs: NO_LEGS,
      hundredthsMm: (v, d, r) => sum100(v, 'A', 'B', 'C') - 50 * r - 100 * d,
    }),
  ),
];
