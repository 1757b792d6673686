import { SHAPE_CODES, SHAPES, shape, values } from './shapes';

const CODES = '00 11 12 13 15 21 23 24 25 26 27 28 29 31 32 33 34 35 36 41 44 46 51 52 56 63 64 67 75 77 98 99'.split(' ');

describe('shape catalogue', () => {
  it('holds the codes of the brief, in order, each once', () => {
    expect(SHAPE_CODES).toEqual(CODES);
  });

  it('leaves out the codes that differ between editions', () => {
    for (const code of ['01', '14', '22', '47', '48']) expect(shape(code)).toBeUndefined();
  });

  it('uses the trade’s French names', () => {
    const names = Object.fromEntries(SHAPES.map((s) => [s.code, s.nameFr]));
    expect(names).toMatchObject({
      '00': 'barre droite',
      '11': 'équerre',
      '13': 'crochet à 180° (U)',
      '21': 'U',
      '26': 'baïonnette',
      '51': 'cadre fermé',
      '63': 'épingle fermée',
      '75': 'cerce',
      '77': 'spirale (hélice)',
    });
  });

  it.each(SHAPES.map((s) => [s.code, s] as const))('%s: free letter, legs and counts are among its letters', (_code, s) => {
    for (const l of [...(s.free ? [s.free] : []), ...s.endLegs, ...s.innerLegs, ...(s.counts ?? []), ...(s.hookDiameter ? [s.hookDiameter] : [])])
      expect(s.letters).toContain(l);
  });

  it('marks as approximate the codes the reference names', () => {
    expect(SHAPES.filter((s) => s.approximate).map((s) => s.code)).toEqual(['15', '24', '25', '26', '27', '28', '29', '34', '35', '36', '46']);
  });

  it('takes R for code 12 and F for code 64 only', () => {
    expect(SHAPES.filter((s) => s.letters.includes('R')).map((s) => s.code)).toEqual(['12']);
    expect(SHAPES.filter((s) => s.letters.includes('F')).map((s) => s.code)).toEqual(['64']);
  });

  it('gives the free dimension of each formula', () => {
    expect(shape('11')!.free).toBe('B');
    expect(shape('25')!.free).toBe('E');
    expect(shape('41')!.free).toBe('E');
    expect(shape('64')!.free).toBe('F');
    expect(shape('00')!.free).toBeNull();
  });

  it('uses the links’ end projection for the closed links', () => {
    expect(SHAPES.filter((s) => s.link).map((s) => s.code)).toEqual(['51', '52', '56', '63', '64']);
  });

  it('has no formula for code 99 only', () => {
    expect(SHAPES.filter((s) => !s.hundredthsMm).map((s) => s.code)).toEqual(['99']);
  });

  it('deducts, for a bar with only right-angle bends, 0.5r + d a bend', () => {
    // Ø10, r = 20: a bend takes 0.5 × 20 + 10 = 20 mm off the sum of the legs
    const v = values({ A: 500, B: 500, C: 500, D: 500, E: 500, F: 500 });
    expect(shape('11')!.hundredthsMm!(v, 10, 20)).toBe(100 * (1000 - 20));
    expect(shape('21')!.hundredthsMm!(v, 10, 20)).toBe(100 * (1500 - 40));
    expect(shape('31')!.hundredthsMm!(v, 10, 20)).toBe(100 * (2000 - 60));
    expect(shape('41')!.hundredthsMm!(v, 10, 20)).toBe(100 * (2500 - 80));
    expect(shape('51')!.hundredthsMm!(v, 10, 20)).toBe(100 * (3000 - 100));
    expect(shape('63')!.hundredthsMm!(v, 10, 20)).toBe(100 * (3500 - 120));
  });
});
