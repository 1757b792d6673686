import { CUT_LENGTH_ROUNDING, cutLengthMm, kilograms, massG, massKg, metres, scheduleTotals, tonnes, totalBars, type ScheduleRow } from './cut-length';

const row = (over: Partial<ScheduleRow>): ScheduleRow => ({ diameterMm: 12, shapeCode: '11', dims: { A: 300, B: 700 }, members: 1, barsEach: 1, ...over });

describe('cut length', () => {
  it('states one rounding rule, up to 5 mm, with its French wording', () => {
    expect(CUT_LENGTH_ROUNDING).toEqual({ stepMm: 5, labelFr: 'Longueurs de coupe arrondies aux 5 mm supérieurs.' });
  });

  it('rounds up to the next 5 mm', () => {
    // Ø12 équerre: 300 + 700 − 12 − 12 = 976 → 980
    expect(cutLengthMm('11', { A: 300, B: 700 }, 12)).toBe(980);
    // crochet: 649.2 → 650
    expect(cutLengthMm('13', { A: 300, B: 120, C: 300 }, 12)).toBe(650);
  });

  it('keeps a length that falls exactly on a 5 mm step', () => {
    // Ø10 U: 200 + 300 + 200 − 20 − 20 = 660
    expect(cutLengthMm('21', { A: 200, B: 300, C: 200 }, 10)).toBe(660);
    // Ø8 cadre: 2 × 615 − 2.5 × 16 − 5 × 8 = 1150
    expect(cutLengthMm('51', { A: 300, B: 200, C: 115 }, 8)).toBe(1150);
    // exact hundredths: 0.43 × 100 = 43 and 1.2 × 10 = 12 → 1000 − 55 = 945, not 945.0000001
    expect(cutLengthMm('12', { A: 300, B: 700, R: 100 }, 10)).toBe(945);
    expect(cutLengthMm('00', { A: 6000 }, 16)).toBe(6000);
  });

  it('uses code 12’s exact deduction where code 11 simplifies', () => {
    // 942.6 → 945, where the équerre with the standard radius gives 980
    expect(cutLengthMm('12', { A: 300, B: 700, R: 100 }, 12)).toBe(945);
    expect(cutLengthMm('11', { A: 300, B: 700 }, 12)).toBe(980);
  });

  it('uses the derived radius of Ø14 (r = 28)', () => {
    // 300 + 700 − 14 − 14 = 972 → 975
    expect(cutLengthMm('11', { A: 300, B: 700 }, 14)).toBe(975);
  });

  it('works out circles and helices', () => {
    expect(cutLengthMm('75', { A: 1000, B: 500 }, 12)).toBe(3605);
    // 10 turns of π × 490 = 15 393.8 → 15 395; past a pitch of A/5 the rise counts: 15 429.57 → 15 430
    expect(cutLengthMm('77', { A: 500, B: 100, C: 10 }, 10)).toBe(15395);
    expect(cutLengthMm('77', { A: 500, B: 105, C: 10 }, 10)).toBe(15430);
  });

  it('takes code 99’s length as given, rounded the same way', () => {
    expect(cutLengthMm('99', {}, 12, 1234)).toBe(1235);
    expect(cutLengthMm('99', {}, 12, 1235)).toBe(1235);
    expect(cutLengthMm('99', {}, 12)).toBeNull();
  });

  it('cannot work out a length without its code, diameter or dimensions', () => {
    expect(cutLengthMm('14', { A: 300, B: 700 }, 12)).toBeNull();
    expect(cutLengthMm('11', { A: 300, B: 700 }, 18)).toBeNull();
    expect(cutLengthMm('11', { A: 300 }, 12)).toBeNull();
    expect(cutLengthMm('11', { A: 300, B: Number.NaN }, 12)).toBeNull();
  });
});

describe('mass and totals', () => {
  it('counts members × bars in each', () => {
    expect(totalBars({ members: 3, barsEach: 4 })).toBe(12);
  });

  it('weighs a row in whole grams: bars × length × mass per metre', () => {
    // 10 × 0.980 m × 888 g/m = 8 702.4 g → 8 702 g
    expect(massG(row({ members: 2, barsEach: 5 }))).toBe(8702);
    expect(massKg(row({ members: 2, barsEach: 5 }))).toBe(8.702);
    expect(massG(row({ shapeCode: '14' }))).toBeNull();
    expect(massKg(row({ shapeCode: '14' }))).toBeNull();
  });

  it('totals by diameter and overall, skipping rows without a length', () => {
    const totals = scheduleTotals([
      row({ members: 2, barsEach: 5 }),
      row({ diameterMm: 8, shapeCode: '51', dims: { A: 300, B: 200, C: 115 }, members: 10, barsEach: 4 }),
      row({ diameterMm: 12, shapeCode: '00', dims: { A: 6000 }, members: 1, barsEach: 3 }),
      row({ shapeCode: '99' }),
      row({ members: 1.5 }),
      row({ members: -1, barsEach: -2 }),
    ]);
    // Ø8: 40 × 1.150 m × 395 g/m = 18 170 g; Ø12: 8 702 + 3 × 6 m × 888 = 8 702 + 15 984
    expect(totals).toEqual({
      byDiameter: [
        { diameterMm: 8, bars: 40, lengthMm: 46000, massG: 18170 },
        { diameterMm: 12, bars: 13, lengthMm: 27800, massG: 24686 },
      ],
      bars: 53,
      massG: 42856,
      skippedRows: 3,
    });
    expect(tonnes(totals.massG)).toBe(0.042856);
    expect(metres(46000)).toBe(46);
    expect(kilograms(42856)).toBe(42.856);
  });

  it('sums many rows to the exact gram, where adding kilograms would drift', () => {
    // 3 × 1.005 m × 617 g/m = 1 860.255 g → 1 860 g a row
    const rows = Array.from({ length: 10000 }, () => row({ diameterMm: 10, shapeCode: '00', dims: { A: 1005 }, barsEach: 3 }));
    const totals = scheduleTotals(rows);
    expect(totals.massG).toBe(18_600_000);
    expect(tonnes(totals.massG)).toBe(18.6);
    expect(totals.byDiameter[0]!.lengthMm).toBe(30_150_000);
    let kg = 0;
    for (let i = 0; i < 10000; i++) kg += 1.86;
    expect(kg).not.toBe(18600);
  });
});
