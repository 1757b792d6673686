import { SHAPES_LINKS } from './shapes-links';
import { values, type Dimensions } from './shape-types';

const spec = (code: string) => SHAPES_LINKS.find((s) => s.code === code)!;
const h = (code: string, dims: Dimensions, d: number, r: number) => spec(code).hundredthsMm!(values(dims), d, r);

describe('links, curved and other shapes (51–99): formulas, in hundredths of a mm', () => {
  it('51 and 52 go twice round A, B and C', () => {
    // Ø8, r = 16: 2 × 615 − 40 − 40 = 1150; 52: 1230 − 24 − 24 = 1182
    expect(h('51', { A: 300, B: 200, C: 115 }, 8, 16)).toBe(115000);
    expect(h('52', { A: 300, B: 200, C: 115 }, 8, 16)).toBe(118200);
  });

  it('56 counts E twice', () => {
    // 100 + 200 + 300 + 400 + 2 × 150 − 2.5 × 20 − 5 × 10
    expect(h('56', { A: 100, B: 200, C: 300, D: 400, E: 150 }, 10, 20)).toBe(120000);
  });

  it('63 and 64 take six bends', () => {
    // Ø10, r = 20: 800 + 600 + 260 − 60 − 60 = 1540
    expect(h('63', { A: 400, B: 200, C: 130 }, 10, 20)).toBe(154000);
    // 200 + 300 + 400 + 2 × 300 + 400 + 200 − 120 = 1980
    expect(h('64', { A: 200, B: 300, C: 400, D: 300, E: 400, F: 200 }, 10, 20)).toBe(198000);
  });

  it('67 is its arc length A', () => expect(h('67', { A: 2500 }, 12, 24)).toBe(250000));

  it('75 goes round the centreline once and adds the lap', () => {
    expect(h('75', { A: 1000, B: 500 }, 12, 24)).toBeCloseTo(100 * (Math.PI * 988 + 500), 6);
    expect(spec('75').bendRadiusMm!(values({ A: 1000 }), 12)).toBe(488);
  });

  it('77 counts the rise of each turn only past a pitch of A/5', () => {
    const turn = Math.PI * 490;
    // Ø10, A = 500: B = 100 is exactly A/5, the plain formula
    expect(h('77', { A: 500, B: 100, C: 10 }, 10, 20)).toBeCloseTo(100 * 10 * turn, 6);
    // B = 105 > A/5: C × √((π(A − d))² + B²) = 15 429.57 mm
    expect(h('77', { A: 500, B: 105, C: 10 }, 10, 20)).toBeCloseTo(1542957.23, 1);
    expect(spec('77').counts).toEqual(['C']);
  });

  it('98 counts B twice', () => {
    expect(h('98', { A: 300, B: 200, C: 150, D: 150 }, 10, 20)).toBe(92000);
  });

  it('99 has no formula and no letters', () => {
    expect(spec('99').hundredthsMm).toBeNull();
    expect(spec('99').letters).toEqual([]);
  });
});

/** End legs and inner legs of a code, as the compliance check reads them. */
const legs = (code: string) => ({ ends: spec(code).endLegs.join(''), inner: spec(code).innerLegs.join('') });

describe('links and other shapes (51–99): the legs whose length is checked', () => {
  it('keeps 4d along each side of the rectangular links', () => {
    expect(legs('51')).toEqual({ ends: 'C', inner: 'AB' });
    expect(legs('52')).toEqual({ ends: 'C', inner: 'AB' });
    expect(legs('63')).toEqual({ ends: 'C', inner: 'AB' });
    expect(legs('64')).toEqual({ ends: 'AF', inner: 'BCDE' });
  });

  it('56: B, between the hooks’ corner and a right angle, is checked; A, C and D may meet the slanted side at another angle', () => {
    expect(legs('56')).toEqual({ ends: 'E', inner: 'B' });
  });

  it('98: C and D are its ends across the plane, A and B run between 90° bends', () => {
    expect(legs('98')).toEqual({ ends: 'CD', inner: 'AB' });
  });

  it('checks no leg of the arc, the circle, the helix or the sketch', () => {
    for (const code of ['67', '75', '77', '99']) expect(legs(code)).toEqual({ ends: '', inner: '' });
  });
});
