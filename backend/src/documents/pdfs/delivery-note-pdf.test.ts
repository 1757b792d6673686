import { readPdf } from '../../test-support/pdf-text';
import { deliveryNoteNumber, deliveryNotePdf } from './delivery-note-pdf';
import { context, LINES, LINES_MASS_TEXT, order } from './fixtures.test-support';
import { embeddedFonts, layoutProblems, spaces } from './pdf-checks.test-support';

describe('deliveryNotePdf', () => {
  it('prints where and how to unload, what is delivered, no price, and the boxes to sign', async () => {
    const bytes = await deliveryNotePdf(order(), context());
    const pdf = await readPdf(bytes);
    const text = spaces(pdf.pages.join('\n'));
    expect(pdf.info.Title).toBe('Bon de livraison BL-2026-00042');
    expect(text).toContain('Commande : CMD-2026-00042 du 26 novembre 2026');
    expect(text).toContain('12 rue Ernest Deproge');
    expect(text).toContain('Contact : Jérôme Éloi');
    expect(text).toContain('Tél. +590 690 99 88 77');
    expect(text).toContain('Mme Hélène Désirée');
    expect(text).toContain('Accès camion : Semi-remorque');
    expect(text).toContain('Grue nécessaire au déchargement');
    expect(text).toContain('Horaires : 7 h – 15 h 30');
    expect(text).toContain('Accès : Portail côté mer, clé au gardien.');
    expect(text).toContain('Transporteur : Livraison sur chantier avec grue');
    for (const l of LINES) expect(text).toContain(l.reference);
    expect(text).toContain('Quantité livrée');
    expect(text).toContain('1 234,6 kg');
    expect(text).toMatch(/4 tôles\s+de 6,5 m/);
    expect(text).toContain('Reçu par (nom, date, signature)');
    expect(text).toContain('Réserves');
    // no price: no amount in cents, no HT, no TTC (the seller's capital, in the foot, has no cents)
    expect(text).not.toMatch(/\d,\d\d €|\bHT\b|TTC/);
    expect(text).not.toContain('1 842,50');
    expect(pdf.pages[pdf.pages.length - 1]).toContain(`BL-2026-00042 — page ${pdf.pages.length} / ${pdf.pages.length}`);
    expect(layoutProblems(pdf)).toEqual([]);
    expect((await embeddedFonts(bytes)).files).toBe(2);
  });

  it('gives each steel line its mass, and the note’s total in kg and t, saying which lines have none', async () => {
    const text = spaces((await readPdf(await deliveryNotePdf(order(), context()))).pages.join('\n'));
    // a bar's line, as a schedule's: 3 bars of 10,665 kg
    expect(text).toMatch(/TS-003[\s\S]*?3 barres\s+32,0 kg/);
    expect(text).toContain(`Masse totale : ${LINES_MASS_TEXT}, hors 1 article sans masse connue`);
  });

  it('numbers the note after its order', () => {
    expect(deliveryNoteNumber('CMD-2026-00042')).toBe('BL-2026-00042');
  });
});
