import { HELIX_TURNS_DRAWN, LAP_GAP_RATIO, MIN_LEG_RATIO, SAMPLE_DIMS, shapeDrawing, type Point, type ShapeDrawing } from './drawing';
import { SHAPE_CODES, shape, type Dimensions } from './shapes';

const draw = (code: string, dims: Dimensions, d?: number) => shapeDrawing(code, dims, d)!;
const barPoints = (g: ShapeDrawing) => g.paths.flatMap((p) => p.points);
const bounds = (points: readonly Point[]) => ({
  minX: Math.min(...points.map((p) => p.x)),
  minY: Math.min(...points.map((p) => p.y)),
  maxX: Math.max(...points.map((p) => p.x)),
  maxY: Math.max(...points.map((p) => p.y)),
});
const size = (g: ShapeDrawing) => {
  const b = bounds(barPoints(g));
  return { width: b.maxX - b.minX, height: b.maxY - b.minY };
};
const expectSize = (g: ShapeDrawing, width: number, height: number) => {
  expect(size(g).width).toBeCloseTo(width, 6);
  expect(size(g).height).toBeCloseTo(height, 6);
};
const label = (g: ShapeDrawing, letter: string) => g.labels.find((l) => l.letter === letter)!;
/** Every number of a drawing, path data included. */
const numbers = (g: ShapeDrawing) => [
  ...g.paths.flatMap((p) => [
    ...p.d
      .split(' ')
      .filter((w) => !/^[MLA]$/.test(w))
      .map(Number),
    ...p.points.flatMap((q) => [q.x, q.y]),
  ]),
  ...g.labels.flatMap((l) => [l.x, l.y]),
  ...Object.values(g.viewBox),
];
/** What both the browser and pdf-lib's drawSvgPath read: M, L and A with spaced numbers. */
const PATH_DATA = /^M -?[\d.]+ -?[\d.]+( L -?[\d.]+ -?[\d.]+| A [\d.]+ [\d.]+ 0 0 [01] -?[\d.]+ -?[\d.]+)*$/;

describe('shapeDrawing', () => {
  it.each(SHAPE_CODES.map((c) => [c]))('%s: draws with the sample dimensions and with none, finite, in plain path data', (code) => {
    for (const dims of [SAMPLE_DIMS[code]!, {}]) {
      const g = draw(code, dims);
      expect(g.paths.length).toBeGreaterThan(0);
      for (const p of g.paths) expect(p.d).toMatch(PATH_DATA);
      for (const n of numbers(g)) expect(Number.isFinite(n)).toBe(true);
      expect(g.viewBox.width).toBeGreaterThan(0);
      expect(g.viewBox.height).toBeGreaterThan(0);
    }
  });

  it.each(SHAPE_CODES.map((c) => [c]))('%s: has a sample for each of its letters and one label per letter', (code) => {
    const letters = shape(code)!.letters;
    expect(Object.keys(SAMPLE_DIMS[code]!).sort()).toEqual([...letters].sort());
    expect(
      draw(code, SAMPLE_DIMS[code]!)
        .labels.map((l) => l.letter)
        .sort(),
    ).toEqual([...letters].sort());
  });

  it.each(SHAPE_CODES.map((c) => [c]))('%s: its viewBox holds every point of the bar and every label', (code) => {
    const g = draw(code, SAMPLE_DIMS[code]!, 16);
    const { x, y, width, height } = g.viewBox;
    for (const p of [...barPoints(g), ...g.labels]) {
      expect(p.x).toBeGreaterThanOrEqual(x);
      expect(p.x).toBeLessThanOrEqual(x + width);
      expect(p.y).toBeGreaterThanOrEqual(y);
      expect(p.y).toBeLessThanOrEqual(y + height);
    }
  });

  it('labels each letter with the row’s value, null where it is missing or invalid', () => {
    const u = draw('21', { A: 300, B: 1200, C: 300 });
    expect(u.labels.map((l) => [l.letter, l.valueMm])).toEqual([
      ['A', 300],
      ['B', 1200],
      ['C', 300],
    ]);
    const link = draw('64', { A: 200, B: 300, C: 400, D: 350, E: 450, F: 250 });
    expect(Object.fromEntries(link.labels.map((l) => [l.letter, l.valueMm]))).toEqual({ A: 200, B: 300, C: 400, D: 350, E: 450, F: 250 });
    const partial = draw('21', { A: 300, B: Number.NaN, C: -5 });
    expect(partial.labels.map((l) => l.valueMm)).toEqual([300, null, null]);
    // the missing letters are drawn at their sample
    expect(size(partial).width).toBeCloseTo(SAMPLE_DIMS['21']!.B!, 6);
  });

  it('follows the real proportions', () => {
    // code 11: A down, B across
    expectSize(draw('11', { A: 2000, B: 1000 }), 1000, 2000);
    expectSize(draw('11', { A: 300, B: 2000 }), 2000, 300);
    expectSize(draw('21', { A: 300, B: 1200, C: 300 }), 1200, 300);
    const link = size(draw('51', { A: 600, B: 300, C: 150 }));
    expect(link.width / link.height).toBeCloseTo(2, 6);
  });

  it('draws no leg shorter than its share of the longest', () => {
    // a 50 mm return on a 6 m bar is drawn at 8 % of 6 000 mm
    expect(size(draw('11', { A: 6000, B: 50 })).width).toBeCloseTo(MIN_LEG_RATIO * 6000, 6);
    expect(label(draw('11', { A: 6000, B: 50 }), 'B').valueMm).toBe(50);
    // just above the share, the true value
    expect(size(draw('11', { A: 6000, B: 600 })).width).toBeCloseTo(600, 6);
  });

  it('puts the labels outside the shape', () => {
    const u = draw('21', { A: 300, B: 1200, C: 300 });
    const b = bounds(barPoints(u));
    expect(label(u, 'A').x).toBeLessThan(b.minX);
    expect(label(u, 'A').anchor).toBe('end');
    expect(label(u, 'C').x).toBeGreaterThan(b.maxX);
    expect(label(u, 'C').anchor).toBe('start');
    expect(label(u, 'B').y).toBeGreaterThan(b.maxY);
    expect(label(u, 'B').anchor).toBe('middle');
    const link = draw('51', { A: 400, B: 250, C: 130 });
    const l = bounds(barPoints(link));
    for (const { x, y } of link.labels) expect(x < l.minX || x > l.maxX || y < l.minY || y > l.maxY).toBe(true);
  });

  it('labels the legs of a link’s second pass on their inner side', () => {
    const g = draw('64', SAMPLE_DIMS['64']!);
    const b = bounds(barPoints(g));
    for (const letter of ['E', 'F']) {
      const { x, y } = label(g, letter);
      expect(x > b.minX && x < b.maxX && y > b.minY && y < b.maxY).toBe(true);
    }
    expect(label(g, 'A').y).toBeLessThan(b.minY);
  });

  it('shows the lap of a closed link: the second pass runs inside the first', () => {
    const g = draw('51', { A: 400, B: 250, C: 130 }, 10);
    expectSize(g, 400, 250);
    // the last leg, C, runs down inside the right side
    const right = bounds(barPoints(g)).maxX;
    expect(g.paths[0]!.points.at(-1)!.x).toBeCloseTo(right - LAP_GAP_RATIO * 400, 6);
  });

  it('hooks links 52 and 56 into their corner', () => {
    for (const code of ['52', '56']) {
      const g = draw(code, SAMPLE_DIMS[code]!);
      const [first, last] = [g.paths[0]!.points[0]!, g.paths[0]!.points.at(-1)!];
      // both hook ends lie inside the link, apart
      const b = bounds(barPoints(g));
      for (const p of [first, last]) expect(p.x > b.minX && p.x < b.maxX && p.y > b.minY && p.y < b.maxY).toBe(true);
      expect(Math.hypot(first.x - last.x, first.y - last.y)).toBeGreaterThan(1);
    }
  });

  it('rounds the bends to the bar’s radius, and code 12 to its own', () => {
    // the centreline's radius: the scheduling radius of a Ø12 plus half the bar
    expect(draw('11', { A: 600, B: 300 }, 12).paths[0]!.d).toContain('A 30 30 0 0');
    expect(draw('12', { A: 800, B: 600, R: 150 }, 12).paths[0]!.d).toContain('A 156 156 0 0');
    expect(label(draw('12', { A: 800, B: 600, R: 150 }), 'R').valueMm).toBe(150);
  });

  it('draws 13’s hook and 33’s loop to their diameter B', () => {
    const hook = draw('13', { A: 500, B: 150, C: 300 }, 10);
    expect(size(hook).height).toBeCloseTo(140, 0);
    expect(size(hook).width).toBeCloseTo(500 - 75 + 70, 0);
    const loop = draw('33', { A: 800, B: 150, C: 300 }, 10);
    expect(size(loop).width).toBeCloseTo(800 - 10, 0);
  });

  it('draws 75 as a circle of centreline diameter A − d, and 77 as a few turns of pitch B', () => {
    const ring = size(draw('75', { A: 1000, B: 300 }, 12));
    expect(ring.width).toBeCloseTo(988, 0);
    expect(ring.height).toBeCloseTo(988, 0);
    const helix = draw('77', { A: 500, B: 100, C: 12 }, 10);
    expect(size(helix).width).toBeCloseTo(490, 0);
    // 4 turns of 100 mm, plus the tilt of the first and last
    expect(size(helix).height).toBeGreaterThanOrEqual(HELIX_TURNS_DRAWN * 100 - 1);
    expect(size(helix).height).toBeLessThan(HELIX_TURNS_DRAWN * 100 + 0.3 * 490);
    expect(label(helix, 'C')).toMatchObject({ valueMm: 12, count: true });
    expect(label(helix, 'A').count).toBe(false);
  });

  it('flags the drawings whose angles are a convention', () => {
    const conventional = SHAPE_CODES.filter((c) => draw(c, {}).conventional);
    expect(conventional).toEqual(['15', '23', '24', '25', '26', '27', '28', '29', '34', '35', '36', '46', '67', '98']);
  });

  it('draws 99 as a dashed placeholder, with no label', () => {
    const g = draw('99', {});
    expect(g).toMatchObject({ sketch: true, labels: [] });
    expect(g.paths.every((p) => p.dashed)).toBe(true);
    expect(draw('21', {}).paths.some((p) => p.dashed)).toBe(false);
  });

  it('has no drawing for an unknown code', () => {
    expect(shapeDrawing('14', { A: 300 })).toBeNull();
  });
});
