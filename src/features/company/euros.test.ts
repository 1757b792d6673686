import { centsOf, eurosText } from './euros';

describe('euros typed, cents sent', () => {
  it('reads euros as French and English write them, without a float’s rounding', () => {
    expect(['1 500', '1 500,5', '1500.29 €', '0,29', '12\u202f000,00', ''].map(centsOf)).toEqual([150000, 150050, 150029, 29, 1200000, null]);
  });

  it('leaves what is no amount as typed, for the domain’s rule to say why', () => {
    expect(['douze', '1,234', '1.2.3'].map(centsOf)).toEqual(['douze', '1,234', '1.2.3']);
    expect(centsOf('-5')).toBe(-500);
  });

  it('shows cents again as euros the field reads back', () => {
    for (const cents of [150029, 100, 0]) expect(centsOf(eurosText(cents))).toBe(cents);
    expect(eurosText(null)).toBe('');
  });
});
