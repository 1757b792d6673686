import { PRIVATE, PRO, TERRITORIES } from './fixtures.test-support';
import { invoiceMentions, type InvoiceMentionsInput } from './invoice-mentions';
import type { DocumentBuyer } from './types';

const DUE = { payment_code: 'virement', issued_at: '2026-11-26T15:00:00.000Z', due_at: '2026-12-26', paid: false };
const FEE = 'Indemnité forfaitaire pour frais de recouvrement : 40 € (art. D441-5 du Code de commerce).';
const GUYANE = 'TVA non applicable, article 294 du CGI.';
const text = (
  buyer: DocumentBuyer,
  key: keyof typeof TERRITORIES,
  more: Partial<typeof DUE> & Partial<Pick<InvoiceMentionsInput, 'paid_at' | 'payment_terms'>> = {},
) => invoiceMentions({ territory: TERRITORIES[key], buyer, ...DUE, ...more }).lines.join('\n');

describe('invoiceMentions', () => {
  describe.each(['mtq', 'gpe', 'guf'] as const)('in %s', (key) => {
    it('gives a professional the late-payment penalties and the 40 € fee (his identifiers are with his name: document-blocks)', () => {
      const t = text(PRO, key);
      expect(t).toContain(FEE);
      expect(t).toMatch(/trois fois le taux d’intérêt légal \(art\. L441-10 du Code de commerce\)/);
      expect(t).not.toMatch(/SIRET|intracommunautaire/);
    });

    it('gives a private buyer neither penalties, nor the fee, nor a VAT number', () => {
      const t = text(PRIVATE, key);
      expect(t).not.toContain('40 €');
      expect(t).not.toMatch(/pénalités|L441-10|intracommunautaire/);
    });

    it('says that VAT does not apply only in Guyane', () => {
      for (const buyer of [PRO, PRIVATE]) {
        if (key === 'guf') expect(text(buyer, key)).toContain(GUYANE);
        else expect(text(buyer, key)).not.toMatch(/294/);
      }
    });

    it('says no discount for early payment to everyone', () => {
      for (const buyer of [PRO, PRIVATE]) expect(text(buyer, key)).toContain('Pas d’escompte pour paiement anticipé.');
    });
  });

  it('gives the due date in words until paid, then the payment', () => {
    const due = text(PRO, 'mtq');
    expect(due).toContain('Paiement à réception de la facture : échéance le 26 décembre 2026.');
    expect(due).not.toContain('acquittée');
    const onAccount = (payment_terms: InvoiceMentionsInput['payment_terms']) =>
      text(PRO, 'mtq', { payment_code: 'compte-client', due_at: '2026-12-31', payment_terms });
    expect(onAccount('30_jours_fin_de_mois')).toContain('Paiement à 30 jours fin de mois : échéance le 31 décembre 2026.');
    expect(onAccount('45_jours_fin_de_mois')).toContain('Paiement à 45 jours fin de mois : échéance le 31 décembre 2026.');
    expect(onAccount('a_reception')).toContain('Paiement à réception de la facture : échéance le 31 décembre 2026.');
    // issued before invoices kept their terms: the due date alone, no terms it may not have been counted by
    expect(onAccount(null)).toContain('Paiement sur compte client : échéance le 31 décembre 2026.');
    const paid = text(PRIVATE, 'gpe', { paid: true });
    expect(paid).toContain('Facture acquittée le 26 novembre 2026.');
    expect(paid).not.toContain('échéance');
    expect(text(PRIVATE, 'gpe', { paid: true, paid_at: '2026-11-30T10:00:00.000Z' })).toContain('Facture acquittée le 30 novembre 2026.');
  });

  it('reads a date-time on the buyer’s clock: Cayenne is an hour ahead of the Antilles', () => {
    const lateEvening = { paid: true, paid_at: '2026-12-01T03:30:00.000Z' };
    expect(text(PRIVATE, 'mtq', lateEvening)).toContain('acquittée le 30 novembre 2026');
    expect(text(PRIVATE, 'guf', lateEvening)).toContain('acquittée le 1er décembre 2026');
  });
});
