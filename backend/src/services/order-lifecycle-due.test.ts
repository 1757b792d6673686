import { dueDate } from './order-lifecycle';

describe('an invoice’s due date', () => {
  const issued = Date.parse('2026-11-26T14:00:00Z');
  it('is the issue for payment on receipt', () => {
    expect(dueDate(issued, 'virement')).toBe('2026-11-26T14:00:00.000Z');
    expect(dueDate(issued, 'carte-retrait')).toBe('2026-11-26T14:00:00.000Z');
  });
  it('is 30 days, then the end of that month, on account (« 30 jours fin de mois »)', () => {
    expect(dueDate(issued, 'compte-client')).toBe('2026-12-31T23:59:59.000Z');
    expect(dueDate(Date.parse('2026-01-31T10:00:00Z'), 'compte-client')).toBe('2026-03-31T23:59:59.000Z');
  });
});
