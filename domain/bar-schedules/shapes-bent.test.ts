import { SHAPES_BENT } from './shapes-bent';
import { values, type Dimensions } from './shape-types';

/** Length in hundredths of a mm of a code, for a diameter and its radius. */
const h = (code: string, dims: Dimensions, d: number, r: number) => SHAPES_BENT.find((s) => s.code === code)!.hundredthsMm!(values(dims), d, r);

describe('bent bars (00–46): formulas, in hundredths of a mm', () => {
  it('00 is A', () => expect(h('00', { A: 6000 }, 12, 24)).toBe(600000));

  it('11 uses the simplified deduction, 12 the exact one with its own R', () => {
    // Ø12, r = 24: 300 + 700 − 12 − 12 = 976; with R = 24: 1000 − 10.32 − 14.4 = 975.28
    expect(h('11', { A: 300, B: 700 }, 12, 24)).toBe(97600);
    expect(h('12', { A: 300, B: 700, R: 24 }, 12, 24)).toBe(97528);
    // a large radius: 1000 − 43 − 14.4 = 942.6, where code 11 would still say 976
    expect(h('12', { A: 300, B: 700, R: 100 }, 12, 24)).toBe(94260);
  });

  it('13 counts 0.57B for the semicircle', () => {
    // 300 + 0.57 × 120 + 300 − 1.6 × 12 = 649.2
    expect(h('13', { A: 300, B: 120, C: 300 }, 12, 24)).toBe(64920);
  });

  it('15, 24, 26 and 29 add their legs', () => {
    expect(h('15', { A: 400, C: 600 }, 16, 32)).toBe(100000);
    for (const code of ['24', '26', '29']) expect(h(code, { A: 400, B: 300, C: 600 }, 16, 32)).toBe(130000);
    expect(h('25', { A: 400, B: 300, E: 600 }, 16, 32)).toBe(130000);
  });

  it('21 and 23 take two bends, 27 and 28 one', () => {
    // Ø10, r = 20: 200 + 300 + 200 − 20 − 20 = 660
    expect(h('21', { A: 200, B: 300, C: 200 }, 10, 20)).toBe(66000);
    expect(h('23', { A: 200, B: 300, C: 200 }, 10, 20)).toBe(66000);
    expect(h('27', { A: 200, B: 300, C: 200 }, 10, 20)).toBe(68000);
    expect(h('28', { A: 200, B: 300, C: 200 }, 10, 20)).toBe(68000);
  });
});

/** End legs and inner legs of a code, as the compliance check reads them. */
const legs = (code: string) => {
  const s = SHAPES_BENT.find((x) => x.code === code)!;
  return { ends: s.endLegs.join(''), inner: s.innerLegs.join('') };
};

describe('bent bars (00–29): the legs whose length is checked', () => {
  it('keeps 4d between the two 90° bends of 21 and 23', () => {
    expect(legs('21')).toEqual({ ends: 'AC', inner: 'B' });
    expect(legs('23')).toEqual({ ends: 'AC', inner: 'B' });
  });

  it('checks no middle leg of 24 to 29: each meets a bend other than 90°, so its outside dimension is not 2(r + d) past its straight part', () => {
    expect(legs('24')).toEqual({ ends: 'AC', inner: '' });
    expect(legs('25')).toEqual({ ends: 'AB', inner: '' });
    for (const code of ['26', '27', '28', '29']) expect(legs(code)).toEqual({ ends: 'AC', inner: '' });
  });
});
