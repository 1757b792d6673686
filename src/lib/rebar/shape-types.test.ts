import { LETTERS, sum100, values } from './shape-types';

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
});
