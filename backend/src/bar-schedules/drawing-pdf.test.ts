// The conversion drawSvgPath runs on a path: the PDF schedule (backend) draws the same path data as the site.
import { svgPathToOperators } from 'pdf-lib/cjs/api/svgPath';
import { SAMPLE_DIMS, shapeDrawing } from '@trefima/domain/bar-schedules/drawing';
import { SHAPE_CODES } from '@trefima/domain/bar-schedules/shapes';

describe('drawings in a PDF', () => {
  it.each(SHAPE_CODES.map((c) => [c]))('%s: pdf-lib reads its path data into finite moves, lines and curves', (code) => {
    for (const [dims, d] of [
      [SAMPLE_DIMS[code]!, 12],
      [{ A: 6000, B: 50, C: 50, D: 50, E: 50, F: 50, R: 50 }, 40],
    ] as const) {
      for (const path of shapeDrawing(code, dims, d)!.paths) {
        const operators = svgPathToOperators(path.d).map(String);
        expect(operators.length).toBeGreaterThan(1);
        expect(operators.filter((o) => /NaN|Infinity/.test(o))).toEqual([]);
        expect(operators[0]).toMatch(/ m$/);
      }
    }
  });
});
