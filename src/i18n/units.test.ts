import { withUnit } from './units';

describe('withUnit', () => {
  it.each([
    [1, 'barre', '1 barre'],
    [12, 'barre', '12 barres'],
    [3, 'panneau', '3 panneaux'],
    [2, 'rouleau', '2 rouleaux'],
    [0, 'pièce', '0 pièce'],
    [40, 'ml', '40 ml'],
    [2, 'm²', '2 m²'],
    [5, 'kg', '5 kg'],
    [2, 'boîte', '2 boîtes'],
  ])('%d %s → %s', (n, unit, text) => expect(withUnit(n, unit)).toBe(text));
});
