import { unitPlural, withUnit } from './units';

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
});

describe('unitPlural', () => {
  it('names the unit as a label says it (Quantité (barres))', () => {
    expect(unitPlural('barre', 2)).toBe('barres');
    expect(unitPlural('tonne', 2)).toBe('tonnes');
    expect(unitPlural('kg', 2)).toBe('kg');
    expect(unitPlural('ml', 2)).toBe('m');
  });
});
