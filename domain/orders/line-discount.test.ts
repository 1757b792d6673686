import { discountTotal } from './line-discount';

describe('discountTotal', () => {
  it('adds up what the discount took off each line, by its quantity, and names its rate once', () => {
    const lines = [
      { quantity: 4, unit_price_ht: 1451, discount: { rate: 5, list_unit_price_ht: 1527 } },
      { quantity: 1, unit_price_ht: 990 },
      { quantity: 2, unit_price_ht: 95, discount: { rate: 5, list_unit_price_ht: 100 } },
    ];
    expect(discountTotal(lines)).toEqual({ rates: [5], cents: 4 * 76 + 2 * 5 });
  });

  it('is null where no line had a discount', () => {
    expect(discountTotal([{ quantity: 3, unit_price_ht: 1500 }])).toBeNull();
  });
});
