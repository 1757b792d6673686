import { stockUse, wantedByProduct } from './stock';

describe('what a cart takes from stock', () => {
  it('counts units, and metres of coil for cut-to-length sheets', () => {
    expect(stockUse({ quantity: 12, length: null })).toBe(12);
    expect(stockUse({ quantity: 4, length: 6 })).toBe(24);
  });

  it('adds up every line of a product, lengths of one sheet included, without float drift', () => {
    const wanted = wantedByProduct([
      { element_id: 1, quantity: 3, length: 6.1 },
      { element_id: 1, quantity: 1, length: 0.2 },
      { element_id: 2, quantity: 5, length: null },
      { element_id: 2, quantity: 2, length: null },
    ]);
    expect(wanted.get(1)).toBe(18.5);
    expect(wanted.get(2)).toBe(7);
  });
});
