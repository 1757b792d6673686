/**
 * Dimensions a shape is drawn with when the row gives none: the shape
 * picker's drawings, and the default of each missing or invalid letter.
 * Plausible bars for a Ø10–Ø12 (legs past the end projection, links round
 * a small beam), so that each shape looks like itself; not advice.
 */
import type { Dimensions } from './shape-types';

export const SAMPLE_DIMS: Readonly<Record<string, Readonly<Dimensions>>> = {
  '00': { A: 2000 },
  '11': { A: 600, B: 300 },
  '12': { A: 800, B: 600, R: 150 },
  '13': { A: 500, B: 150, C: 300 },
  '15': { A: 400, C: 800 },
  '21': { A: 300, B: 800, C: 300 },
  '23': { A: 300, B: 600, C: 300 },
  '24': { A: 400, B: 300, C: 300 },
  '25': { A: 300, B: 300, E: 500 },
  '26': { A: 500, B: 300, C: 500 },
  '27': { A: 300, B: 600, C: 300 },
  '28': { A: 300, B: 600, C: 300 },
  '29': { A: 600, B: 300, C: 400 },
  '31': { A: 300, B: 400, C: 600, D: 400 },
  '32': { A: 300, B: 400, C: 600, D: 300 },
  '33': { A: 800, B: 150, C: 300 },
  '34': { A: 400, B: 300, C: 500, E: 300 },
  '35': { A: 400, B: 300, C: 500, E: 300 },
  '36': { A: 300, B: 600, C: 400, D: 600 },
  '41': { A: 200, B: 400, C: 600, D: 400, E: 200 },
  '44': { A: 300, B: 300, C: 600, D: 300, E: 300 },
  '46': { A: 400, B: 300, C: 500, E: 400 },
  '51': { A: 400, B: 250, C: 130 },
  '52': { A: 400, B: 250, C: 130 },
  '56': { A: 400, B: 300, C: 500, D: 320, E: 130 },
  '63': { A: 400, B: 200, C: 160 },
  '64': { A: 200, B: 300, C: 400, D: 300, E: 400, F: 200 },
  '67': { A: 2500 },
  '75': { A: 1000, B: 300 },
  '77': { A: 500, B: 100, C: 5 },
  '98': { A: 500, B: 300, C: 200, D: 200 },
  '99': {},
};

/** A letter no sample gives (a code added to the catalogue without one). */
export const FALLBACK_DIMENSION_MM = 300;
