import { mayGiveUpOrder, mayPayInvoice, mayPayOrder } from './who-pays';

describe('who may pay an order waiting for its card', () => {
  it.each([
    // [role, placed it, approved, may pay]
    [null, true, false, true],
    [null, false, false, false],
    ['administrateur', false, false, true],
    ['acheteur', false, false, true],
    ['conducteur_travaux', true, true, true],
    ['conducteur_travaux', true, false, false],
    ['conducteur_travaux', false, true, false],
    ['comptable', false, false, false],
    ['comptable', true, true, false],
  ] as const)('%s, placed it: %s, approved: %s → %s', (role, placedIt, approved, may) => {
    expect(mayPayOrder({ role, placedIt, approved })).toBe(may);
  });

  it('gives it up only if he placed it', () => {
    expect([mayGiveUpOrder({ placedIt: true }), mayGiveUpOrder({ placedIt: false })]).toEqual([true, false]);
  });
});

describe('who may pay an invoice by card', () => {
  it('is a private buyer, or the company’s administrator or accountant', () => {
    expect(([null, 'administrateur', 'acheteur', 'conducteur_travaux', 'comptable'] as const).map(mayPayInvoice)).toEqual([true, true, false, false, true]);
  });
});
