import { LETTERS, shapeOf, sum100, values } from './shape-types';

describe('shape types', () => {
  it('lists the letters A to F and R', () => {
    expect(LETTERS).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'R']);
  });

  it('fills the letters a row leaves out with 0', () => {
    expect(values({ A: 300, R: 100 })).toEqual({ A: 300, B: 0, C: 0, D: 0, E: 0, F: 0, R: 100 });
  });

  it('sums letters in hundredths of a millimetre', () => {
    expect(sum100(values({ A: 300, B: 700, C: 5 }), 'A', 'B')).toBe(100000);
    expect(sum100(values({}))).toBe(0);
  });

  it('builds an entry from one row, the fields left out at their plain value', () => {
    const formula = (v: { A: number }) => 100 * v.A;
    expect(shapeOf('13', 'crochet', 'ABC', { free: 'C', bends: 1, ends: 'AC', hookDiameter: 'B' }).hundredthsMm(formula)).toStrictEqual({
      code: '13',
      nameFr: 'crochet',
      letters: ['A', 'B', 'C'],
      free: 'C',
      bends: 1,
      approximate: false,
      link: false,
      endLegs: ['A', 'C'],
      innerLegs: [],
      hookDiameter: 'B',
      hundredthsMm: formula,
    });
    const plain = shapeOf('99', 'libre', '').hundredthsMm(null);
    expect(plain).toStrictEqual({
      code: '99',
      nameFr: 'libre',
      letters: [],
      free: null,
      bends: 0,
      approximate: false,
      link: false,
      endLegs: [],
      innerLegs: [],
      hundredthsMm: null,
    });
    // @ts-expect-error letters out of their order do not compile
    shapeOf('00', 'x', 'BA');
  });
});
