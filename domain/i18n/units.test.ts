import { unitPlural, withUnit } from './units';

const NNBSP = '\u202f';

describe('withUnit', () => {
  it.each([
    [1, 'barre', '1 barre'],
    [12, 'barre', '12 barres'],
    [3, 'panneau', '3 panneaux'],
    [2, 'rouleau', '2 rouleaux'],
    [0, 'pièce', '0 pièce'],
    // mètres linéaires: 'ml' reads as millilitres, so the sheets' stock is said in metres
    [40, 'ml', '40 m'],
    [1, 'ml', '1 m'],
    [2, 'm²', '2 m²'],
    [5, 'kg', '5 kg'],
    [2, 'boîte', '2 boîtes'],
  ])('%d %s → %s', (n, unit, text) => expect(withUnit(n, unit)).toBe(text));

  it('writes the count as the French site writes a number: thousands apart, a decimal comma', () => {
    expect(withUnit(2500, 'barre')).toBe(`2${NNBSP}500 barres`);
    expect(withUnit(1234567, 'pièce')).toBe(`1${NNBSP}234${NNBSP}567 pièces`);
    expect(withUnit(12.5, 'ml')).toBe(`12,5 m`);
    expect(withUnit(1.5, 'barre')).toBe(`1,5 barre`);
    // to the gram or the millimetre, as a quantity in kg, t or m is kept
    expect(withUnit(0.125, 't')).toBe(`0,125 t`);
  });
});

describe('unitPlural', () => {
  it('names the unit as a label says it (Quantité (barres))', () => {
    expect(unitPlural('barre', 2)).toBe('barres');
    expect(unitPlural('tonne', 2)).toBe('tonnes');
    expect(unitPlural('kg', 2)).toBe('kg');
    expect(unitPlural('ml', 2)).toBe('m');
  });
});
