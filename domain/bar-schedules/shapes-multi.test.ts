import { SHAPES_MULTI } from './shapes-multi';
import { values, type Dimensions } from './shape-types';

/** Length in hundredths of a mm of a code, for a diameter and its radius. */
const h = (code: string, dims: Dimensions, d: number, r: number) => SHAPES_MULTI.find((s) => s.code === code)!.hundredthsMm!(values(dims), d, r);

describe('bars with three or four bends (31–46): formulas, in hundredths of a mm', () => {
  it('31 to 36', () => {
    const dims = { A: 200, B: 300, C: 400, D: 500, E: 600 };
    // Ø10, r = 20: 1400 − 30 − 30
    expect(h('31', dims, 10, 20)).toBe(134000);
    expect(h('32', dims, 10, 20)).toBe(134000);
    // 2 × 200 + 1.7 × 300 + 2 × 400 − 4 × 10 = 1670
    expect(h('33', dims, 10, 20)).toBe(167000);
    // 200 + 300 + 400 + 600 − 10 − 10
    expect(h('34', dims, 10, 20)).toBe(148000);
    expect(h('35', dims, 10, 20)).toBe(148000);
    expect(h('36', dims, 10, 20)).toBe(136000);
  });

  it('41 and 44 take four bends, 46 counts B twice', () => {
    const dims = { A: 200, B: 300, C: 400, D: 500, E: 600 };
    expect(h('41', dims, 10, 20)).toBe(192000);
    expect(h('44', dims, 10, 20)).toBe(192000);
    expect(h('46', dims, 10, 20)).toBe(180000);
  });
});

/** End legs and inner legs of a code, as the compliance check reads them. */
const legs = (code: string) => {
  const s = SHAPES_MULTI.find((x) => x.code === code)!;
  return { ends: s.endLegs.join(''), inner: s.innerLegs.join('') };
};

describe('bars with three or four bends (31–46): the legs whose length is checked', () => {
  it('keeps 4d between the 90° bends of 31, 32, 41 and 44', () => {
    expect(legs('31')).toEqual({ ends: 'AD', inner: 'BC' });
    expect(legs('32')).toEqual({ ends: 'AD', inner: 'BC' });
    expect(legs('41')).toEqual({ ends: 'AE', inner: 'BCD' });
    expect(legs('44')).toEqual({ ends: 'AE', inner: 'BCD' });
  });

  it('36: C runs between its two 90° bends; B meets the oblique one and is not checked', () => {
    expect(legs('36')).toEqual({ ends: 'AD', inner: 'C' });
  });

  it('34, 35 and 46: every middle leg meets an oblique bend, none is checked', () => {
    expect(legs('34')).toEqual({ ends: 'AE', inner: '' });
    expect(legs('35')).toEqual({ ends: 'AE', inner: '' });
    expect(legs('46')).toEqual({ ends: 'AE', inner: '' });
  });
});
