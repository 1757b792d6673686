import { paymentDueDay } from '../orders/payment-terms';
import {
  PAYMENT_TERMS,
  PAYMENT_TERMS_LABELS,
  available,
  availableText,
  dueDate,
  isPaymentTerms,
  leftToPayTtcCents,
  onAccountAllowed,
  onAccountNote,
  outstanding,
  type PaymentTerms,
} from './credit';

const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('the outstanding balance (encours)', () => {
  it('adds the unpaid invoices and the orders on account not yet invoiced', () => {
    expect(outstanding({ unpaidInvoicesTtcCents: 1_250_000, onAccountOrdersNotInvoicedTtcCents: 330_050 })).toBe(1_580_050);
    expect(outstanding({ unpaidInvoicesTtcCents: 0, onAccountOrdersNotInvoicedTtcCents: 0 })).toBe(0);
  });

  it('takes only whole, non-negative cents', () => {
    for (const wrong of [-1, 10.5, Number.NaN]) {
      expect(() => outstanding({ unpaidInvoicesTtcCents: wrong, onAccountOrdersNotInvoicedTtcCents: 0 })).toThrow(RangeError);
      expect(() => outstanding({ unpaidInvoicesTtcCents: 0, onAccountOrdersNotInvoicedTtcCents: wrong })).toThrow(RangeError);
    }
  });

  it('counts what is left of an invoice after its partial payments, never below 0', () => {
    expect(leftToPayTtcCents(108_500, [])).toBe(108_500);
    expect(leftToPayTtcCents(108_500, [50_000, 8_500])).toBe(50_000);
    expect(leftToPayTtcCents(108_500, [108_500])).toBe(0);
    expect(leftToPayTtcCents(108_500, [100_000, 10_000])).toBe(0);
  });
});

describe('the credit available', () => {
  it('is the limit less the outstanding balance, never below 0', () => {
    expect(available(1_000_000, 880_000)).toBe(120_000);
    expect(available(1_000_000, 1_000_000)).toBe(0);
    expect(available(1_000_000, 1_200_000)).toBe(0);
    expect(available(0, 0)).toBe(0);
    expect(spaces(availableText(1_000_000, 880_000))).toBe('Encours disponible : 1 200 € TTC');
    expect(spaces(availableText(500_000, 900_000))).toBe('Encours disponible : 0 € TTC');
  });
});

describe('what the checkout says beside payment on account', () => {
  it('names the company’s own terms, and what is available when the office set a ceiling', () => {
    const credit = { payment_terms: '45_jours_fin_de_mois' as const, limit_cents: 1_000_000, outstanding_cents: 880_000 };
    expect(spaces(onAccountNote(credit))).toBe('Vos conditions : 45 jours fin de mois. Encours disponible : 1 200 € TTC');
    expect(onAccountNote({ ...credit, payment_terms: 'a_reception', limit_cents: null })).toBe('Vos conditions : à réception de facture.');
  });
});

describe('onAccountAllowed', () => {
  it('accepts an order up to the cent available', () => {
    expect(onAccountAllowed(120_000, 1_000_000, 880_000)).toEqual({ ok: true, availableTtcCents: 120_000 });
    expect(onAccountAllowed(0, 0, 0)).toEqual({ ok: true, availableTtcCents: 0 });
  });

  it('refuses one cent more, with the figures as the site writes money, and offers the card or a transfer', () => {
    const check = onAccountAllowed(120_001, 1_000_000, 880_000);
    expect(check.ok).toBe(false);
    expect(check.availableTtcCents).toBe(120_000);
    expect(!check.ok && check.message).toBe(
      'Cette commande (1\u202f200,01\u00a0€ TTC) dépasse votre encours disponible de 1\u202f200\u00a0€ TTC (encours autorisé 10\u202f000\u00a0€ TTC, dont 8\u202f800\u00a0€ TTC déjà engagés) : réglez-la par carte ou par virement.',
    );
  });

  it('refuses every order when the company already owes more than its limit', () => {
    const check = onAccountAllowed(100, 500_000, 650_000);
    expect(check).toMatchObject({ ok: false, availableTtcCents: 0 });
    expect(!check.ok && spaces(check.message)).toContain('disponible de 0 € TTC (encours autorisé 5 000 € TTC, dont 6 500 € TTC déjà engagés)');
  });

  it('says plainly when the company has no credit at all', () => {
    expect(onAccountAllowed(100, 0, 0)).toEqual({
      ok: false,
      availableTtcCents: 0,
      message: 'Votre entreprise n’a pas d’encours autorisé : réglez cette commande par carte ou par virement.',
    });
  });

  it('takes only whole, non-negative cents', () => {
    expect(() => onAccountAllowed(-1, 100, 0)).toThrow(RangeError);
    expect(() => onAccountAllowed(1, 100.5, 0)).toThrow(RangeError);
    expect(() => onAccountAllowed(1, 100, -3)).toThrow(RangeError);
  });
});

describe('payment terms and due dates', () => {
  it('are the three of the issue, with their French names', () => {
    expect(PAYMENT_TERMS).toEqual(['a_reception', '30_jours_fin_de_mois', '45_jours_fin_de_mois']);
    expect(PAYMENT_TERMS_LABELS).toEqual({
      a_reception: 'À réception de facture',
      '30_jours_fin_de_mois': '30 jours fin de mois',
      '45_jours_fin_de_mois': '45 jours fin de mois',
    });
    expect(PAYMENT_TERMS.filter(isPaymentTerms)).toHaveLength(3);
    expect(isPaymentTerms('60_jours')).toBe(false);
  });

  it('falls due on the day of issue when paid on receipt', () => {
    expect(dueDate('2026-12-31', 'a_reception')).toBe('2026-12-31');
  });

  it('reads 30 days end of month as issue + 30 days, then the end of that month', () => {
    expect(dueDate('2026-12-01', '30_jours_fin_de_mois')).toBe('2026-12-31');
    expect(dueDate('2026-12-02', '30_jours_fin_de_mois')).toBe('2027-01-31');
    expect(dueDate('2026-01-31', '30_jours_fin_de_mois')).toBe('2026-03-31');
    // 30 January + 30 days is 1 March in a common year, 29 February in a leap year
    expect(dueDate('2027-01-30', '30_jours_fin_de_mois')).toBe('2027-03-31');
    expect(dueDate('2028-01-30', '30_jours_fin_de_mois')).toBe('2028-02-29');
    expect(dueDate('2028-01-29', '30_jours_fin_de_mois')).toBe('2028-02-29');
  });

  it('reads 45 days end of month the same way', () => {
    expect(dueDate('2026-01-14', '45_jours_fin_de_mois')).toBe('2026-02-28');
    // 15 January + 45 days is 1 March in a common year, 29 February in a leap year
    expect(dueDate('2026-01-15', '45_jours_fin_de_mois')).toBe('2026-03-31');
    expect(dueDate('2028-01-15', '45_jours_fin_de_mois')).toBe('2028-02-29');
    expect(dueDate('2028-01-16', '45_jours_fin_de_mois')).toBe('2028-03-31');
    // across the year: 16 November + 45 days is 31 December, the 17th + 45 is 1 January
    expect(dueDate('2026-11-16', '45_jours_fin_de_mois')).toBe('2026-12-31');
    expect(dueDate('2026-11-17', '45_jours_fin_de_mois')).toBe('2027-01-31');
    expect(dueDate('2026-11-17', '30_jours_fin_de_mois')).toBe('2026-12-31');
  });

  it('agrees with the invoices’ due day the shop already writes (orders/payment-terms.ts)', () => {
    for (const day of ['2026-01-30', '2026-02-28', '2027-12-02', '2028-01-30', '2028-12-31']) {
      expect(dueDate(day, '30_jours_fin_de_mois')).toBe(paymentDueDay(day, 'compte-client'));
    }
  });

  it('refuses a day that does not exist and terms it does not know', () => {
    for (const wrong of ['2026-02-30', '2026-13-01', '31/12/2026', '']) expect(() => dueDate(wrong, 'a_reception')).toThrow(RangeError);
    expect(() => dueDate('2026-12-01', '60_jours' as PaymentTerms)).toThrow(RangeError);
  });
});
