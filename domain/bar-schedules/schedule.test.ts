import { computeLine, computeSchedule, DEFAULT_GRADE, type ScheduleLine } from './schedule';

const line = (over: Partial<ScheduleLine> = {}): ScheduleLine => ({
  grade: 'B500B',
  diameterMm: 12,
  shapeCode: '21',
  dims: { A: 300, B: 1200, C: 300 },
  members: 2,
  barsEach: 5,
  ...over,
});

describe('a schedule worked out', () => {
  it('gives each row its bars, cut length and mass', () => {
    // Ø12 U: 300 + 1200 + 300 − 24 − 24 = 1752 → 1755 mm; 10 bars × 1.755 m × 888 g/m = 15 584.4 g
    expect(computeLine(line())).toEqual({ totalBars: 10, cutLengthMm: 1755, massG: 15584, problems: [], sound: true });
  });

  it('refuses a grade the shop does not make, naming it', () => {
    const c = computeLine(line({ grade: 'B500C' }));
    expect(c.sound).toBe(false);
    expect(c.problems[0]).toMatchObject({ rule: 'grade', field: 'grade', warning: false });
    expect(c.problems[0].message).toContain('« B500C »');
    expect(DEFAULT_GRADE).toBe('B500B');
  });

  it('lets a warning through and marks it as one', () => {
    // Ø14 has no known bending limit: a circle is made once the factory confirms it
    const c = computeLine(line({ diameterMm: 14, shapeCode: '75', dims: { A: 1000, B: 500 } }));
    expect(c.sound).toBe(true);
    expect(c.problems).toEqual([expect.objectContaining({ rule: 'radius-limit-unknown', warning: true })]);
  });

  it('totals the sound rows only and counts the others apart', () => {
    const s = computeSchedule([line(), line({ diameterMm: 8, shapeCode: '00', dims: { A: 6000 }, members: 1, barsEach: 3 }), line({ dims: { A: 300 } })]);
    expect(s.sound).toBe(false);
    expect(s.totals.skippedRows).toBe(1);
    // Ø8: 3 × 6 m × 395 g/m = 7 110 g
    expect(s.totals.byDiameter).toEqual([
      { diameterMm: 8, bars: 3, lengthMm: 18000, massG: 7110 },
      { diameterMm: 12, bars: 10, lengthMm: 17550, massG: 15584 },
    ]);
    expect(s.totals.massG).toBe(22694);
  });

  it('is not sound when empty', () => {
    expect(computeSchedule([]).sound).toBe(false);
  });

  it('does not count bars of counts that are not whole', () => {
    expect(computeLine(line({ members: 1.5 })).totalBars).toBe(0);
  });
});
