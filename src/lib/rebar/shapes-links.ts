/**
 * Closed links, curved bars, 3D shapes and the free shape 99 (see
 * shape-types.ts for the fields). Formulas from
 * ../shared/reference/rebar-schedules.md, "Cut length L by shape code".
 */
import { sum100, type ShapeSpec, type Values } from './shape-types';

const NO_LEGS = [] as const;

/** Inside radius of a circle or helix of outside diameter A. */
const insideRadius = (v: Values, d: number) => v.A / 2 - d;

export const SHAPES_LINKS: readonly ShapeSpec[] = [
  {
    code: '51',
    nameFr: 'cadre fermé',
    letters: ['A', 'B', 'C'],
    free: 'C',
    bends: 5,
    approximate: false,
    link: true,
    endLegs: ['C'],
    innerLegs: ['A', 'B'],
    hundredthsMm: (v, d, r) => 2 * sum100(v, 'A', 'B', 'C') - 250 * r - 500 * d,
  },
  {
    code: '52',
    nameFr: 'cadre fermé à crochets à 135°',
    letters: ['A', 'B', 'C'],
    free: 'C',
    bends: 5,
    approximate: false,
    link: true,
    endLegs: ['C'],
    innerLegs: ['A', 'B'],
    hundredthsMm: (v, d, r) => 2 * sum100(v, 'A', 'B', 'C') - 150 * r - 300 * d,
  },
  {
    code: '56',
    nameFr: 'cadre fermé à retours',
    letters: ['A', 'B', 'C', 'D', 'E'],
    free: 'D',
    bends: 5,
    approximate: false,
    link: true,
    endLegs: ['E'],
    innerLegs: NO_LEGS,
    hundredthsMm: (v, d, r) => sum100(v, 'A', 'B', 'C', 'D') + 200 * v.E - 250 * r - 500 * d,
  },
  {
    code: '63',
    nameFr: 'épingle fermée',
    letters: ['A', 'B', 'C'],
    free: 'C',
    bends: 6,
    approximate: false,
    link: true,
    endLegs: ['C'],
    innerLegs: ['A', 'B'],
    hundredthsMm: (v, d, r) => 200 * v.A + 300 * v.B + 200 * v.C - 300 * r - 600 * d,
  },
  {
    code: '64',
    nameFr: 'cadre fermé à six plis',
    letters: ['A', 'B', 'C', 'D', 'E', 'F'],
    free: 'F',
    bends: 6,
    approximate: false,
    link: true,
    endLegs: ['A', 'F'],
    innerLegs: ['B', 'C', 'D', 'E'],
    hundredthsMm: (v, d, r) => sum100(v, 'A', 'B', 'C', 'E', 'F') + 200 * v.D - 300 * r - 600 * d,
  },
  {
    code: '67',
    nameFr: 'barre cintrée (arc)',
    letters: ['A'],
    free: null,
    bends: 0,
    approximate: false,
    link: false,
    endLegs: NO_LEGS,
    innerLegs: NO_LEGS,
    hundredthsMm: (v) => sum100(v, 'A'),
  },
  {
    code: '75',
    nameFr: 'cerce',
    letters: ['A', 'B'],
    free: null,
    bends: 0,
    approximate: false,
    link: false,
    endLegs: NO_LEGS,
    innerLegs: NO_LEGS,
    bendRadiusMm: insideRadius,
    // A is the outside diameter, so A − d is the centreline's; B is the lap
    hundredthsMm: (v, d) => 100 * (Math.PI * (v.A - d) + v.B),
  },
  {
    code: '77',
    nameFr: 'spirale (hélice)',
    letters: ['A', 'B', 'C'],
    free: null,
    bends: 0,
    approximate: false,
    link: false,
    endLegs: NO_LEGS,
    innerLegs: NO_LEGS,
    counts: ['C'],
    bendRadiusMm: insideRadius,
    // C turns of pitch B; past a pitch of A/5 the rise of each turn counts
    hundredthsMm: (v, d) => {
      const turn = Math.PI * (v.A - d);
      return 100 * v.C * (v.B > v.A / 5 ? Math.hypot(turn, v.B) : turn);
    },
  },
  {
    code: '98',
    nameFr: 'quatre plis à 90° dans deux plans',
    letters: ['A', 'B', 'C', 'D'],
    free: 'D',
    bends: 4,
    approximate: false,
    link: false,
    endLegs: ['C', 'D'],
    innerLegs: ['A', 'B'],
    hundredthsMm: (v, d, r) => sum100(v, 'A', 'C', 'D') + 200 * v.B - 200 * r - 400 * d,
  },
  // any other shape: drawn on a sketch, its length is given by whoever drew it
  {
    code: '99',
    nameFr: 'forme spéciale (sur croquis)',
    letters: [],
    free: null,
    bends: 0,
    approximate: false,
    link: false,
    endLegs: NO_LEGS,
    innerLegs: NO_LEGS,
    hundredthsMm: null,
  },
];
