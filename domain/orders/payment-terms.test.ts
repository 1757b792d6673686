import { paymentDueDay } from './payment-terms';

describe('an invoice’s due day, counted on the territory’s calendar day of issue', () => {
  it('is the day of issue for payment on receipt', () => {
    expect(paymentDueDay('2026-12-01', 'virement')).toBe('2026-12-01');
    expect(paymentDueDay('2026-12-31', 'cheque')).toBe('2026-12-31');
  });

  it('is 30 days, then the end of that month, on account (« 30 jours fin de mois »)', () => {
    expect(paymentDueDay('2026-12-01', 'compte-client')).toBe('2026-12-31');
    expect(paymentDueDay('2026-12-02', 'compte-client')).toBe('2027-01-31');
    expect(paymentDueDay('2026-11-26', 'compte-client')).toBe('2026-12-31');
    expect(paymentDueDay('2026-01-31', 'compte-client')).toBe('2026-03-31');
    // 30 January + 30 days is 1 March in a common year, 29 February in a leap year
    expect(paymentDueDay('2027-01-30', 'compte-client')).toBe('2027-03-31');
    expect(paymentDueDay('2028-01-30', 'compte-client')).toBe('2028-02-29');
  });
});
