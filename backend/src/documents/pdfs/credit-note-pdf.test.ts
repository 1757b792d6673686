import { readPdf } from '../../test-support/pdf-text';
import type { CreditNote } from '../credit-notes';
import { context, orderOnAccount, PRIVATE, PRO, TERRITORIES } from './fixtures.test-support';
import { embeddedFonts, layoutProblems, spaces } from './pdf-checks.test-support';
import { creditNotePdf } from './credit-note-pdf';
import { DEMO_SELLER } from '../../site/seller';

/** The credit note of the fixtures' order (6 830,64 € HT, 8,5 %), refunded to the card */
const NOTE: CreditNote = {
  id: 7,
  number: 'AV-MTQ-2026-000007',
  created_at: '2026-11-30T15:00:00.000Z',
  time_zone: 'America/Martinique',
  invoice: { id: 3, number: 'FAC-MTQ-2026-000031', issued_at: '2026-11-28T12:00:00.000Z', paid: true },
  order: { id: 42, number: 'CMD-2026-00042' },
  amount: { ht: 683064, tva: 58060, ttc: 741124, vat_rate: 8.5 },
  reason: 'Commande annulée à la demande du client',
  refund_reference: 're_3PAyX2LkdIwHu7ix0',
  refund_failed: false,
  refund_owed_cents: null,
  refunded_otherwise: null,
};
const read = async (...args: Parameters<typeof creditNotePdf>) => spaces((await readPdf(await creditNotePdf(...args))).pages.join('\n'));

describe('creditNotePdf', () => {
  // its foot, on every page, as on the invoice: printed under the heading too, it said the same twice on the first page
  it('prints the seller’s legal line once a page, at its foot', async () => {
    const pdf = await readPdf(await creditNotePdf(NOTE, orderOnAccount(), context()));
    for (const page of pdf.pages) expect(page.replace(/\s+/g, '').split(DEMO_SELLER.siret.replace(/\s+/g, ''))).toHaveLength(2);
  });

  it('prints « Avoir n° … » with the invoice it cancels, the seller as on the invoice, the amounts credited and the refund', async () => {
    const bytes = await creditNotePdf(NOTE, orderOnAccount(), context());
    const pdf = await readPdf(bytes);
    const text = spaces(pdf.pages.join('\n'));
    expect(pdf.info.Title).toBe('Avoir n° AV-MTQ-2026-000007');
    expect(pdf.info.Subject).toBe('Avoir n° AV-MTQ-2026-000007 annulant la facture FAC-MTQ-2026-000031 pour Béton armé & Fils SARL');
    // at the foot, its line wrapped where it falls
    for (const s of ['Trefima SAS au capital de 500 000 €', 'SIRET 83214576700014', 'RCS Fort-de-France', 'N° TVA intracommunautaire FR14832145767'])
      expect(text.replace(/\s+/g, ' ')).toContain(s);
    // the buyer as billed, with his identifiers
    expect(text).toContain('Béton armé & Fils SARL');
    expect(text).toContain('3 boulevard du Général de Gaulle');
    expect(text).toContain('SIRET 73282932000074');
    expect(text).toContain('Date de l’avoir : 30 novembre 2026');
    // each on a line of its own in the heading's column, a territory's number being long (documents/series.ts)
    expect(text).toContain('Facture annulée : n° FAC-MTQ-2026-000031\nDate de la facture : 28 novembre 2026\n');
    expect(text).toContain('Commande : CMD-2026-00042');
    expect(text).toContain('Bon de commande N° : BC-2026/118');
    expect(text).toContain('Annulation de la facture n° FAC-MTQ-2026-000031 (commande CMD-2026-00042)');
    // amounts credited, positive, as the invoice billed them
    expect(text).toMatch(/Total HT\s+6 830,64 €/);
    expect(text).toMatch(/TVA 8,5 % sur 6 830,64 € HT\s+580,60 €/);
    expect(text).toMatch(/Total TTC\s+7 411,24 €/);
    expect(text).toMatch(/Montant remboursé\s+7 411,24 €/);
    expect(text).not.toMatch(/-\s?[\d ]+,\d{2} €/);
    expect(text).toContain('Avoir annulant la facture n° FAC-MTQ-2026-000031 du 28 novembre 2026, en totalité.');
    expect(text).toContain('Motif : Commande annulée à la demande du client.');
    expect(text).toMatch(/Remboursé sur la carte bancaire ayant servi au paiement \(référence du\s+remboursement : re_3PAyX2LkdIwHu7ix0\)\./);
    expect(pdf.pages[pdf.pages.length - 1]).toContain(`AV-MTQ-2026-000007 — page ${pdf.pages.length} / ${pdf.pages.length}`);
    expect(layoutProblems(pdf)).toEqual([]);
    const fonts = await embeddedFonts(bytes);
    for (const name of fonts.names) expect(name).not.toMatch(/Helvetica|Times|Courier/);
    expect(fonts.files).toBe(2);
  });

  it('owes the amount back while the refund is not known, without naming the card', async () => {
    const text = await read({ ...NOTE, refund_reference: null }, orderOnAccount(), context());
    expect(text).toMatch(/Montant à rembourser\s+7 411,24 €/);
    expect(text).not.toMatch(/Montant remboursé|carte bancaire/);
  });

  it('in Guyane, a private buyer’s note: no VAT line, the reason why, no SIRET', async () => {
    const guyane: CreditNote = { ...NOTE, time_zone: 'America/Cayenne', amount: { ht: 683064, tva: 0, ttc: 683064, vat_rate: 0 } };
    const text = await read(guyane, orderOnAccount(0), context(PRIVATE, TERRITORIES.guf));
    expect(text).toContain('TVA non applicable, article 294 du CGI.');
    expect(text).not.toMatch(/TVA \d/);
    expect(text).toMatch(/Total TTC\s+6 830,64 €/);
    expect(text).not.toContain('SIRET 7328');
  });

  it('in Guadeloupe, credits a professional at 8,5 %', async () => {
    const text = await read(NOTE, orderOnAccount(), context(PRO, TERRITORIES.gpe));
    expect(text).toMatch(/TVA 8,5 % sur 6 830,64 € HT\s+580,60 €/);
    expect(text).not.toContain('article 294');
  });
});
