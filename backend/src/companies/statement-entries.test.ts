import { statementEntries, type StatementInvoiceRow } from './statement-entries';

/** An invoice of 100,00 € HT at 8,5 % (108,50 € TTC), issued on 2 November 2026 in Guadeloupe. */
const invoice = (more: Partial<StatementInvoiceRow> = {}): StatementInvoiceRow => ({
  id: 1,
  number: 'FAC-2026-000001',
  issued_at: '2026-11-02T14:00:00.000Z',
  due_at: '2026-11-30',
  amount_ht: 10_000,
  shipping_ht: 0,
  vat_rate: 8.5,
  zone: 'America/Guadeloupe',
  ...more,
});
const deposit = { invoice_id: 1, amount_cents: 2_000, paid_on: '2026-11-05' };

describe('statementEntries', () => {
  it('lists only the payments recorded, each on its day, whatever the invoice says of itself: it never makes one up', () => {
    // marked paid on the 10th with 20,00 € recorded: the rest, never recorded, is not a payment (migration 035 wrote the older ones)
    const marked = { ...invoice(), paid: 1, paid_at: '2026-11-10T15:00:00.000Z' };
    expect(statementEntries([marked], [deposit], []).payments).toEqual([{ invoice: 'FAC-2026-000001', paidOn: '2026-11-05', ttcCents: 2_000 }]);
    expect(statementEntries([marked], [], []).payments).toEqual([]);
  });

  it('adds nothing to an invoice paid by its payments, nor to one not paid', () => {
    const whole = { invoice_id: 1, amount_cents: 8_850, paid_on: '2026-11-10' };
    expect(statementEntries([invoice()], [deposit, whole], []).payments.map((p) => p.ttcCents)).toEqual([2_000, 8_850]);
    expect(statementEntries([invoice()], [deposit], []).payments.map((p) => p.ttcCents)).toEqual([2_000]);
  });

  it('lists a refunded invoice’s payment, credit note and refund, each on its day, refunded the same day or later', () => {
    // paid by card at checkout at 10:00 on 2 November (its payment recorded), its order cancelled and refunded at 15:00 or on the 9th
    const card = { invoice_id: 1, amount_cents: 10_850, paid_on: '2026-11-02' };
    const note = (created_at: string) => ({ invoice_id: 1, number: 'AV-2026-000001', amount_ttc: 10_850, created_at });
    for (const [refundedAt, day] of [
      ['2026-11-02T19:00:00.000Z', '2026-11-02'],
      ['2026-11-09T14:00:00.000Z', '2026-11-09'],
    ]) {
      const { payments, creditNotes, refunds } = statementEntries([invoice()], [card], [note(refundedAt)]);
      expect({ payments, creditNotes, refunds }).toEqual({
        payments: [{ invoice: 'FAC-2026-000001', paidOn: '2026-11-02', ttcCents: 10_850 }],
        creditNotes: [{ number: 'AV-2026-000001', invoice: 'FAC-2026-000001', issuedOn: day, ttcCents: 10_850 }],
        refunds: [{ creditNote: 'AV-2026-000001', invoice: 'FAC-2026-000001', refundedOn: day, ttcCents: 10_850 }],
      });
    }
    // an invoice credited before anything was paid: the note settles it, nothing is given back
    expect(statementEntries([invoice()], [], [note('2026-11-09T14:00:00.000Z')]).refunds).toEqual([]);
  });

  it('lists a credit note whose card refund failed without the refund: the money was not given back, the customer is owed it', () => {
    const card = { invoice_id: 1, amount_cents: 10_850, paid_on: '2026-11-02' };
    const failed = { invoice_id: 1, number: 'AV-2026-000001', amount_ttc: 10_850, created_at: '2026-11-09T14:00:00.000Z', refund_failed: 1 };
    const { payments, creditNotes, refunds } = statementEntries([invoice()], [card], [failed]);
    expect({ payments, creditNotes, refunds }).toEqual({
      payments: [{ invoice: 'FAC-2026-000001', paidOn: '2026-11-02', ttcCents: 10_850 }],
      creditNotes: [{ number: 'AV-2026-000001', invoice: 'FAC-2026-000001', issuedOn: '2026-11-09', ttcCents: 10_850 }],
      refunds: [],
    });
  });

  it('lists, of a credit note whose card refund of what was left after a gesture failed, the gesture refunded and the rest once given back', () => {
    // 20,00 € given back in the provider's dashboard, then the shop's refund of the 88,50 € left failed
    const card = { invoice_id: 1, amount_cents: 10_850, paid_on: '2026-11-02' };
    const failed = {
      invoice_id: 1,
      number: 'AV-2026-000001',
      amount_ttc: 10_850,
      created_at: '2026-11-09T14:00:00.000Z',
      refund_failed: 1,
      refund_failed_cents: 8_850,
    };
    const refund = (refundedOn: string, ttcCents: number) => ({ creditNote: 'AV-2026-000001', invoice: 'FAC-2026-000001', refundedOn, ttcCents });
    expect(statementEntries([invoice()], [card], [failed]).refunds).toEqual([refund('2026-11-09', 2_000)]);
    // the office's transfer of what was owed, on its day: the invoice nets 0
    expect(statementEntries([invoice()], [card], [{ ...failed, refunded_on: '2026-11-16' }]).refunds).toEqual([
      refund('2026-11-09', 2_000),
      refund('2026-11-16', 8_850),
    ]);
    // the whole failed (no gesture): nothing given back until the office's record, then the whole
    const whole = { ...failed, refund_failed_cents: 10_850 };
    expect(statementEntries([invoice()], [card], [whole]).refunds).toEqual([]);
    expect(statementEntries([invoice()], [card], [{ ...whole, refunded_on: '2026-11-16' }]).refunds).toEqual([refund('2026-11-16', 10_850)]);
  });

  it('reads a transfer received before its invoice was issued as settling it on its day, from its payment recorded', () => {
    const transfer = { invoice_id: 1, amount_cents: 10_850, paid_on: '2026-10-30' };
    expect(statementEntries([invoice()], [transfer], []).payments).toEqual([{ invoice: 'FAC-2026-000001', paidOn: '2026-11-02', ttcCents: 10_850 }]);
  });
});
