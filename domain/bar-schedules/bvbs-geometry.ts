/**
 * The flat geometry of a shape as a bending machine reads it: legs and the
 * angle that follows each, in turn (BVBS BF2D "G" block), and back. Only the
 * shapes whose bends are all 90° in one plane are described: their BS 8666
 * dimensions are outside dimensions, which is what a BF2D leg of a right
 * angle is. The others get the French reason they stay on paper.
 *
 * Source: ../shared/reference/rebar-schedules.md, "Bending machines: BVBS".
 * The order of the legs and the side each bend turns to follow BHoM_Engine's
 * centrelines (read, not copied); a positive angle turns left.
 */
import { notExportable } from './bvbs-machine';
import type { Dimensions, Letter } from './shapes';

export interface Leg {
  lengthMm: number;
  /** Angle of the bend after this leg, degrees; 0 after the last one. */
  angleDeg: number;
}

interface Template {
  code: string;
  letters: readonly Letter[];
  angles: readonly number[];
}

const right = (n: number) => Array<number>(n).fill(90);

const TEMPLATES: readonly Template[] = [
  { code: '00', letters: ['A'], angles: [] },
  { code: '11', letters: ['A', 'B'], angles: [90] },
  { code: '12', letters: ['A', 'B'], angles: [90] },
  { code: '21', letters: ['A', 'B', 'C'], angles: right(2) },
  { code: '31', letters: ['A', 'B', 'C', 'D'], angles: right(3) },
  { code: '32', letters: ['A', 'B', 'C', 'D'], angles: [90, 90, -90] },
  { code: '41', letters: ['A', 'B', 'C', 'D', 'E'], angles: right(4) },
  { code: '44', letters: ['A', 'B', 'C', 'D', 'E'], angles: [90, -90, -90, 90] },
  // closed links start and end on their lapped leg C
  { code: '51', letters: ['C', 'B', 'A', 'B', 'A', 'C'], angles: right(5) },
  { code: '63', letters: ['C', 'B', 'A', 'B', 'A', 'B', 'C'], angles: right(6) },
  { code: '64', letters: ['A', 'B', 'C', 'D', 'E', 'D', 'F'], angles: right(6) },
];

export const EXPORTABLE_CODES: readonly string[] = TEMPLATES.map((t) => t.code);

/** Legs and angles of a row's shape, or why it has none in BF2D (bvbs-machine.ts). */
export function bf2dGeometry(code: string, dims: Dimensions): { legs: Leg[] } | { reason: string } {
  const template = TEMPLATES.find((t) => t.code === code);
  if (!template) return { reason: notExportable(code) };
  const legs = template.letters.map((l, i) => ({ lengthMm: dims[l] ?? 0, angleDeg: template.angles[i] ?? 0 }));
  return { legs };
}

/**
 * The shape code and dimensions a geometry stands for, or null. A mirror
 * image is the same bar; codes 11 and 12 share a geometry, told apart by the
 * caller from the mandrel.
 */
export function shapeFromGeometry(legs: readonly Leg[]): { code: string; dims: Dimensions } | null {
  const angles = legs.slice(0, -1).map((l) => l.angleDeg);
  if (legs.length === 0 || legs.at(-1)!.angleDeg !== 0) return null;
  const flip = (angles[0] ?? 0) < 0 ? -1 : 1;
  for (const t of TEMPLATES) {
    if (t.code === '12' || t.angles.length !== angles.length || t.angles.some((a, i) => a !== flip * angles[i]!)) continue;
    const dims: Dimensions = {};
    const fits = t.letters.every((letter, i) => {
      const value = legs[i]!.lengthMm;
      if (dims[letter] !== undefined && dims[letter] !== value) return false;
      dims[letter] = value;
      return true;
    });
    if (fits) return { code: t.code, dims };
  }
  return null;
}
