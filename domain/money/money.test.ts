import { amountOf, centsOfLength, centsOfMass, discountedCents, vatCents } from './money';

describe('money in integer cents, one rounding', () => {
  it('rounds VAT half a cent up, at the territories’ rates', () => {
    expect(vatCents(10_000, 8.5)).toBe(850);
    // 8,5 % of 1,01 € is 8,585 cents: 9
    expect(vatCents(101, 8.5)).toBe(9);
    // 8,5 % of 0,99 € is 8,415 cents: 8
    expect(vatCents(99, 8.5)).toBe(8);
    expect(vatCents(123_456, 0)).toBe(0);
  });

  it('answers an amount whose total is its two parts, to the cent', () => {
    expect(amountOf(1_234_567, 8.5)).toEqual({ ht: 1_234_567, tva: 104_938, ttc: 1_339_505, vat_rate: 8.5 });
    expect(amountOf(5_000, 0)).toEqual({ ht: 5_000, tva: 0, ttc: 5_000, vat_rate: 0 });
  });

  it('takes a whole-percent discount off a price, rounded once', () => {
    expect(discountedCents(1_999, 10)).toBe(1_799);
    expect(discountedCents(1_995, 0)).toBe(1_995);
    expect(discountedCents(5, 50)).toBe(3);
  });

  it('prices a cut length and a mass from prices per metre and per tonne', () => {
    // a 6,5 m sheet at 12,34 € the metre
    expect(centsOfLength(1_234, 6_500)).toBe(8_021);
    // 1 234,5 kg at 980 € the tonne
    expect(centsOfMass(1_234_500, 98_000)).toBe(120_981);
    // a tonne at 1 990 €, and a gram of it, which costs nothing
    expect(centsOfMass(1_000_000, 199_000)).toBe(199_000);
    expect(centsOfMass(1, 199_000)).toBe(0);
    expect(discountedCents(199_000, 5)).toBe(189_050);
  });
});
