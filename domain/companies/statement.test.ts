import { AGE_BUCKETS, AGE_LABELS, accountStatement, ageOf, daysLate, lateText, type StatementCreditNote, type StatementPayment } from './statement';

// a contractor's spring, read on 15 June 2026
const INVOICES = [
  { number: 'F-0101', issuedOn: '2026-03-02', dueOn: '2026-04-30', ttcCents: 120_000 }, // partly paid: 70 000 left, 46 days late
  { number: 'F-0102', issuedOn: '2026-04-10', dueOn: '2026-04-10', ttcCents: 30_000 }, // on receipt, unpaid: 66 days late
  { number: 'F-0103', issuedOn: '2026-04-20', dueOn: '2026-05-31', ttcCents: 80_000 }, // less a credit note: 70 000 left, 15 days late
  { number: 'F-0104', issuedOn: '2026-05-20', dueOn: '2026-06-30', ttcCents: 45_000 }, // not yet due (paid after the statement's day)
  { number: 'F-0105', issuedOn: '2026-04-02', dueOn: '2026-05-31', ttcCents: 20_000 }, // paid in full: past its due day, not late
  { number: 'F-0106', issuedOn: '2026-06-16', dueOn: '2026-07-31', ttcCents: 99_000 }, // after the statement's day
];
const PAYMENTS: StatementPayment[] = [
  { invoice: 'F-0104', paidOn: '2026-06-20', ttcCents: 45_000 },
  { invoice: 'F-0101', paidOn: '2026-05-05', ttcCents: 50_000 },
  { invoice: 'F-0105', paidOn: '2026-05-10', ttcCents: 20_000 },
];
const CREDIT_NOTES: StatementCreditNote[] = [{ number: 'A-0007', invoice: 'F-0103', issuedOn: '2026-05-25', ttcCents: 10_000 }];
const SPRING = { invoices: INVOICES, payments: PAYMENTS, creditNotes: CREDIT_NOTES, on: '2026-06-15' };

const row = (l: { day: string; label: string; debitTtcCents: number; creditTtcCents: number; balanceTtcCents: number; overdue: boolean; daysLate?: number }) =>
  [l.day, l.label, l.debitTtcCents - l.creditTtcCents, l.balanceTtcCents, l.overdue ? l.daysLate : '-'].join(' | ');

describe('the account statement on a given day', () => {
  it('lists invoices, payments and credit notes in date order with the running balance, the overdue ones marked', () => {
    const s = accountStatement(SPRING);
    expect(s.lines.map(row)).toEqual([
      '2026-03-02 | Facture F-0101 | 120000 | 120000 | 46',
      '2026-04-02 | Facture F-0105 | 20000 | 140000 | -',
      '2026-04-10 | Facture F-0102 | 30000 | 170000 | 66',
      '2026-04-20 | Facture F-0103 | 80000 | 250000 | 15',
      '2026-05-05 | Règlement de la facture F-0101 | -50000 | 200000 | -',
      '2026-05-10 | Règlement de la facture F-0105 | -20000 | 180000 | -',
      '2026-05-20 | Facture F-0104 | 45000 | 225000 | -',
      '2026-05-25 | Avoir A-0007 sur la facture F-0103 | -10000 | 215000 | -',
    ]);
    expect(s.lines.map((l) => l.kind)).toEqual(['facture', 'facture', 'facture', 'facture', 'reglement', 'reglement', 'facture', 'avoir']);
    expect(s.lines[0]).toMatchObject({ dueOn: '2026-04-30', overdue: true, daysLate: 46 });
    expect(s.lines[4]).not.toHaveProperty('dueOn');
    expect(s.lines[1]).not.toHaveProperty('daysLate');
  });

  it('totals what was invoiced, credited and paid, and sorts what is due by age', () => {
    const s = accountStatement(SPRING);
    expect(s.openingBalanceTtcCents).toBe(0);
    expect(s.totals).toEqual({ invoicedTtcCents: 295_000, creditedTtcCents: 10_000, paidTtcCents: 70_000, closingBalanceTtcCents: 215_000 });
    expect(s.due).toEqual({ non_echu: 45_000, '1_30': 70_000, '31_60': 70_000, plus_60: 30_000, totalTtcCents: 215_000 });
    expect(s.on).toBe('2026-06-15');
  });

  it('judges each invoice late on the day it is given (its own territory’s), the lines and the ages alike', () => {
    // F-0103 fell due on 31 May in a territory where it is a day earlier than on the statement's clock
    const s = accountStatement({ ...SPRING, on: '2026-06-01', lateOn: (invoice) => (invoice === 'F-0103' ? '2026-05-31' : '2026-06-01') });
    expect(s.lines.find((l) => l.label === 'Facture F-0103')).toMatchObject({ overdue: false });
    expect(s.lines.find((l) => l.label === 'Facture F-0101')).toMatchObject({ overdue: true, daysLate: 32 });
    expect(s.due.non_echu).toBe(115_000); // F-0104 and F-0103
  });

  it('knows nothing after its day: read on 20 June, the payment of F-0104 and the invoice F-0106 count', () => {
    const s = accountStatement({ ...SPRING, on: '2026-06-20' });
    expect(s.lines.slice(-2).map(row)).toEqual([
      '2026-06-16 | Facture F-0106 | 99000 | 314000 | -',
      '2026-06-20 | Règlement de la facture F-0104 | -45000 | 269000 | -',
    ]);
    expect(s.due).toEqual({ non_echu: 99_000, '1_30': 70_000, '31_60': 70_000, plus_60: 30_000, totalTtcCents: 269_000 });
  });

  it('sums what came before `from` into the opening balance, and lists `from` itself', () => {
    const s = accountStatement({ ...SPRING, from: '2026-05-05' });
    expect(s.openingBalanceTtcCents).toBe(250_000);
    expect(s.lines.map((l) => l.day)).toEqual(['2026-05-05', '2026-05-10', '2026-05-20', '2026-05-25']);
    expect(s.lines[0]!.balanceTtcCents).toBe(200_000);
    expect(s.totals).toEqual({ invoicedTtcCents: 45_000, creditedTtcCents: 10_000, paidTtcCents: 50_000 + 20_000, closingBalanceTtcCents: 215_000 });
    // the ageing is the whole account's, older invoices included
    expect(s.due.totalTtcCents).toBe(215_000);
    expect(accountStatement({ ...SPRING, from: '2026-06-15' })).toMatchObject({ openingBalanceTtcCents: 215_000, lines: [] });
  });

  it('puts on one day the invoice first, then its credit note, then its payment, whatever order they come in', () => {
    const invoices = [{ number: 'F-1', issuedOn: '2026-07-01', dueOn: '2026-07-01', ttcCents: 10_000 }];
    const s = accountStatement({
      invoices,
      payments: [{ invoice: 'F-1', paidOn: '2026-07-01', ttcCents: 6_000 }],
      creditNotes: [{ number: 'A-1', invoice: 'F-1', issuedOn: '2026-07-01', ttcCents: 4_000 }],
      on: '2026-07-01',
    });
    expect(s.lines.map((l) => [l.kind, l.balanceTtcCents])).toEqual([
      ['facture', 10_000],
      ['avoir', 6_000],
      ['reglement', 0],
    ]);
    expect(s.due.totalTtcCents).toBe(0);
  });

  it('shows an overpayment in the balance only: the invoice is settled, not owed below 0', () => {
    const s = accountStatement({
      invoices: [{ number: 'F-1', issuedOn: '2026-01-05', dueOn: '2026-01-05', ttcCents: 10_000 }],
      payments: [{ invoice: 'F-1', paidOn: '2026-01-06', ttcCents: 12_000 }],
      creditNotes: [],
      on: '2026-03-31',
    });
    expect(s.totals.closingBalanceTtcCents).toBe(-2_000);
    expect(s.due).toEqual({ non_echu: 0, '1_30': 0, '31_60': 0, plus_60: 0, totalTtcCents: 0 });
    expect(s.lines[0]!.overdue).toBe(false);
  });

  it('refuses what it cannot place: an unknown invoice, a day that does not exist, an amount that is not one', () => {
    const ok = { invoices: INVOICES, payments: [], creditNotes: [], on: '2026-06-15' };
    const bad = [
      { ...ok, payments: [{ invoice: 'F-9', paidOn: '2026-05-01', ttcCents: 1 }] },
      { ...ok, creditNotes: [{ number: 'A-9', invoice: 'F-9', issuedOn: '2026-05-01', ttcCents: 1 }] },
      { ...ok, invoices: [...INVOICES, INVOICES[0]!] },
      { ...ok, invoices: [{ ...INVOICES[0]!, issuedOn: '2026-02-30' }] },
      { ...ok, invoices: [{ ...INVOICES[0]!, dueOn: '2026-03-01' }] },
      { ...ok, invoices: [{ ...INVOICES[0]!, ttcCents: 0 }] },
      { ...ok, payments: [{ invoice: 'F-0101', paidOn: '2026-05-01', ttcCents: 10.5 }] },
      { ...ok, on: '2026-06-31' },
      { ...ok, from: '2026-06-16' },
      { ...ok, from: 'mai' },
    ];
    for (const input of bad) expect(() => accountStatement(input)).toThrow(RangeError);
  });
});

describe('ageing', () => {
  it('counts days late from the day after the due day', () => {
    expect(daysLate('2026-04-30', '2026-04-29')).toBe(0);
    expect(daysLate('2026-04-30', '2026-04-30')).toBe(0);
    expect(daysLate('2026-04-30', '2026-05-01')).toBe(1);
    expect(daysLate('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysLate('2026-12-31', '2027-01-01')).toBe(1);
  });

  it('sorts by the buckets’ edges: 0, 1–30, 31–60, over 60', () => {
    expect([0, 1, 30, 31, 60, 61, 400].map(ageOf)).toEqual(['non_echu', '1_30', '1_30', '31_60', '31_60', 'plus_60', 'plus_60']);
    expect(AGE_BUCKETS.map((b) => AGE_LABELS[b])).toEqual([
      'Non échu',
      'En retard de 1 à 30 jours',
      'En retard de 31 à 60 jours',
      'En retard de plus de 60 jours',
    ]);
  });

  it('says how late a line is, in agreement with its number', () => {
    expect(lateText(1)).toBe('Échue depuis 1 jour');
    expect(lateText(46)).toBe('Échue depuis 46 jours');
  });
});
