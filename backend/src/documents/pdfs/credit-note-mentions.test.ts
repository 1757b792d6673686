import { TERRITORIES } from './fixtures.test-support';
import { creditNoteMentions, type CreditNoteMentionsInput } from './credit-note-mentions';

const PAID: CreditNoteMentionsInput = {
  territory: TERRITORIES.mtq,
  invoice: { number: 'FAC-MTQ-2026-000031', issued_at: '2026-11-28T12:00:00.000Z', paid: true },
  reason: 'Commande annulée à la demande du client',
  refund_reference: 're_3PAyX2LkdIwHu7ix0',
  amount_ttc: 741124,
};
const read = (more: Partial<CreditNoteMentionsInput> = {}) => {
  const m = creditNoteMentions({ ...PAID, ...more });
  return { text: m.lines.join('\n').replace(/[\u00a0\u202f]/g, ' '), settlement: m.settlement && m.settlement.map((s) => s.replace(/[\u00a0\u202f]/g, ' ')) };
};

describe('creditNoteMentions', () => {
  it('names the invoice it cancels with its date, and why', () => {
    const { text } = read();
    expect(text).toContain('Avoir annulant la facture n° FAC-MTQ-2026-000031 du 28 novembre 2026, en totalité.');
    expect(text).toContain('Motif : Commande annulée à la demande du client.');
    expect(read({ reason: 'Rupture de stock. ' }).text).toContain('Motif : Rupture de stock.\n');
  });

  it('says the money went back to the card when the provider refunded it', () => {
    const { text, settlement } = read();
    expect(text).toContain('Remboursé sur la carte bancaire ayant servi au paiement (référence du remboursement : re_3PAyX2LkdIwHu7ix0).');
    expect(settlement).toEqual(['Montant remboursé', '7 411,24 €']);
  });

  it('owes the money back when the card refund failed once made, naming it', () => {
    const { text, settlement } = read({ refund_failed: true });
    expect(text).not.toContain('Remboursé sur la carte');
    expect(text).toContain('Le remboursement sur la carte bancaire ayant servi au paiement (référence : re_3PAyX2LkdIwHu7ix0) n’a pas abouti');
    expect(settlement).toEqual(['Montant à rembourser', '7 411,24 €']);
  });

  it('owes what the failed refund did not give back, not what went back to the card before it (the office’s gesture)', () => {
    const { text, settlement } = read({ refund_failed: true, refund_owed_cents: 641_124 });
    expect(text).toContain(
      'Sur les 7 411,24 € de cet avoir, 1 000,00 € ont été remboursés sur la carte bancaire ayant servi au paiement ; ' +
        'le remboursement du reste, 6 411,24 € (référence : re_3PAyX2LkdIwHu7ix0), n’a pas abouti : ce montant reste dû au client, qui est remboursé par un autre moyen.',
    );
    expect(settlement).toEqual(['Montant à rembourser', '6 411,24 €']);
    // the whole failed: the whole owed, in the words of before
    const whole = read({ refund_failed: true, refund_owed_cents: 741_124 });
    expect(whole.text).toContain(
      'Le remboursement sur la carte bancaire ayant servi au paiement (référence : re_3PAyX2LkdIwHu7ix0) n’a pas abouti : ce montant',
    );
    expect(whole.settlement).toEqual(['Montant à rembourser', '7 411,24 €']);
  });

  it('says, once the office gave back what the failed refund did not, how much went back which way, the whole note refunded', () => {
    const refunded_otherwise = { method: 'virement' as const, on: '2026-12-04', reference: 'VIR 118' };
    const { text, settlement } = read({ refund_failed: true, refund_owed_cents: 641_124, refunded_otherwise });
    expect(text).toContain('le remboursement du reste, 6 411,24 € (référence : re_3PAyX2LkdIwHu7ix0), n’a pas abouti.');
    expect(text).toContain('6 411,24 € remboursés au client par virement le 4 décembre 2026 (référence : VIR 118).');
    expect(settlement).toEqual(['Montant remboursé', '7 411,24 €']);
    const whole = read({ refund_failed: true, refund_owed_cents: 741_124, refunded_otherwise });
    expect(whole.text).toContain('Remboursé au client par virement le 4 décembre 2026 (référence : VIR 118).');
    expect(whole.settlement).toEqual(['Montant remboursé', '7 411,24 €']);
  });

  it('owes the money back while no refund is known, and nothing for an invoice never paid', () => {
    const pending = read({ refund_reference: null });
    expect(pending.text).not.toContain('carte bancaire');
    expect(pending.settlement).toEqual(['Montant à rembourser', '7 411,24 €']);
    const unpaid = read({ refund_reference: null, invoice: { ...PAID.invoice, paid: false } });
    expect(unpaid.settlement).toBeNull();
    expect(unpaid.text).toContain('La facture n’ayant pas été réglée, cet avoir l’annule : aucun montant n’est plus dû, aucun n’est à rembourser.');
  });

  it('reads the invoice’s date on the territory’s clock, and says VAT does not apply in Guyane only', () => {
    const lateEvening = { ...PAID.invoice, issued_at: '2026-12-01T03:30:00.000Z' };
    expect(read({ invoice: lateEvening }).text).toContain('du 30 novembre 2026');
    expect(read({ invoice: lateEvening, territory: TERRITORIES.guf }).text).toContain('du 1er décembre 2026');
    expect(read({ territory: TERRITORIES.guf }).text).toContain('TVA non applicable, article 294 du CGI.');
    for (const key of ['mtq', 'gpe'] as const) expect(read({ territory: TERRITORIES[key] }).text).not.toContain('294');
  });
});
