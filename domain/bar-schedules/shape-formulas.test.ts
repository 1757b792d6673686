import { diameter } from './diameters';
import { SHAPE_FORMULAS } from './shape-formulas';
import { SHAPE_CODES, SHAPES, type Letter, type Values } from './shapes';

/**
 * Reads a formula as the catalogue writes it and works it out: + − · /, a
 * number or a letter next to what follows multiplies it, ² squares, √ and π.
 * The letters A–F and R are the row's dimensions, r the scheduling radius, d
 * the diameter.
 */
function evaluate(formula: string, v: Values, d: number, r: number): number {
  const tokens = formula.match(/\d+(?:,\d+)?|[A-FRrdπ√²()+−·/]/g) ?? [];
  let at = 0;
  const peek = () => tokens[at];
  const next = () => tokens[at++];
  const startsFactor = (t: string | undefined) => t !== undefined && /^(\d|[A-FRrdπ√(])/.test(t);
  const primary = (): number => {
    const t = next();
    if (t === '(') {
      const inner = sum();
      if (next() !== ')') throw new Error(`parenthèse non fermée dans ${formula}`);
      return inner;
    }
    if (t === '√') return Math.sqrt(primary());
    if (t === 'π') return Math.PI;
    if (t === 'r') return r;
    if (t === 'd') return d;
    if (/^[A-FR]$/.test(t)) return v[t as Letter];
    if (/^\d/.test(t)) return Number(t.replace(',', '.'));
    throw new Error(`« ${t} » inattendu dans ${formula}`);
  };
  const factor = () => {
    const x = primary();
    if (peek() !== '²') return x;
    next();
    return x * x;
  };
  const product = () => {
    let x = factor();
    for (;;) {
      const t = peek();
      if (t === '·' || t === '/') next();
      else if (!startsFactor(t)) return x;
      x = t === '/' ? x / factor() : x * factor();
    }
  };
  const sum = (): number => {
    let x = product();
    while (peek() === '+' || peek() === '−') x = next() === '+' ? x + product() : x - product();
    return x;
  };
  const result = sum();
  if (at !== tokens.length) throw new Error(`reste illisible dans ${formula}`);
  return result;
}

const D = 12;
const R = diameter(D)!.minRadiusMm;
/** Dimensions a schedule could hold: multiples of 5 mm, different for each letter so that a swapped letter shows. */
const SAMPLE: Values = { A: 1205, B: 380, C: 655, D: 270, E: 445, F: 190, R: 160 };

describe('the formulas the catalogue writes', () => {
  it('name every shape of the catalogue, and none other', () => {
    expect(Object.keys(SHAPE_FORMULAS).sort()).toEqual([...SHAPE_CODES]);
  });

  it('reads the reference’s example: A + (B) − 0,5r − d for an équerre', () => {
    expect(evaluate(SHAPE_FORMULAS['11'], SAMPLE, D, R)).toBe(1205 + 380 - 0.5 * R - D);
  });

  it.each(SHAPES.filter((s) => s.hundredthsMm && s.code !== '77').map((s) => [s.code, s] as const))(
    '%s: the text gives the length the catalogue computes',
    (code, s) => {
      const values: Values = code === '75' ? { ...SAMPLE, B: 300 } : SAMPLE;
      expect(Math.round(100 * evaluate(SHAPE_FORMULAS[code], values, D, R))).toBe(Math.round(s.hundredthsMm!(values, D, R)));
    },
  );

  it('77: each branch of the helix’s text, on its side of a pitch of A/5', () => {
    const [flat, steep] = SHAPE_FORMULAS['77'].split(/ ; si B > A\/5 : /);
    const helix = SHAPES.find((s) => s.code === '77')!;
    const tight: Values = { ...SAMPLE, A: 500, B: 80, C: 6 };
    const open: Values = { ...SAMPLE, A: 500, B: 150, C: 6 };
    expect(Math.round(100 * evaluate(flat, tight, D, R))).toBe(Math.round(helix.hundredthsMm!(tight, D, R)));
    expect(Math.round(100 * evaluate(steep, open, D, R))).toBe(Math.round(helix.hundredthsMm!(open, D, R)));
  });

  it('99 says its length is given, having no formula', () => {
    expect(SHAPES.find((s) => s.code === '99')!.hundredthsMm).toBeNull();
    expect(SHAPE_FORMULAS['99']).toMatch(/donnée/);
  });
});
