import { isValidQuantity, parseQuantity, quantityRule, stepQuantity } from './quantity';

describe('quantities', () => {
  it('accepts the minimum and every step above it', () => {
    expect(isValidQuantity(1, 1, 1)).toBe(true);
    expect(isValidQuantity(0, 1, 1)).toBe(false);
    expect(isValidQuantity(10, 10, 5)).toBe(true);
    expect(isValidQuantity(15, 10, 5)).toBe(true);
    expect(isValidQuantity(12, 10, 5)).toBe(false);
    expect(isValidQuantity(2.5, 1, 1)).toBe(false);
  });

  it('steps up and down, never below the minimum, snapping an off-step value', () => {
    expect(stepQuantity(1, 1, 1, 1)).toBe(2);
    expect(stepQuantity(2, -1, 1, 1)).toBe(1);
    expect(stepQuantity(1, -1, 1, 1)).toBe(1);
    expect(stepQuantity(10, 1, 10, 5)).toBe(15);
    expect(stepQuantity(15, -1, 10, 5)).toBe(10);
    expect(stepQuantity(12, 1, 10, 5)).toBe(15);
    expect(stepQuantity(12, -1, 10, 5)).toBe(10);
    expect(stepQuantity(3, 1, 10, 5)).toBe(10);
    expect(stepQuantity(Number.NaN, 1, 10, 5)).toBe(10);
  });

  it('reads whole numbers only and says the rule in French', () => {
    expect(parseQuantity(' 12 ')).toBe(12);
    expect(parseQuantity('1,5')).toBeNull();
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('-2')).toBeNull();
    expect(quantityRule(1, 1)).toBe('Quantité minimum : 1.');
    expect(quantityRule(10, 5)).toBe('Se commande par 5, à partir de 10.');
  });
});
