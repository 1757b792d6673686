import { readPdf } from '../../test-support/pdf-text';
import { amountOf, context, LINES, LINES_MASS_TEXT, order, PRIVATE, TERRITORIES } from './fixtures.test-support';
import { embeddedFonts, fontEntriesPerPage, layoutProblems, spaces } from './pdf-checks.test-support';
import { orderPdf } from './order-pdf';

describe('orderPdf', () => {
  it('prints the confirmation: number, references, addresses, job site, lines, shipping, totals and the transfer to make', async () => {
    const bytes = await orderPdf(order(), context(), null);
    const pdf = await readPdf(bytes);
    const text = spaces(pdf.pages.join('\n'));
    expect(pdf.info.Title).toBe('Confirmation de commande CMD-2026-00042');
    expect(text).toContain('Date : 26 novembre 2026');
    expect(text).toContain('Statut : Expédiée');
    expect(text).toContain('Bon de commande N° : BC-2026/118');
    expect(text).toContain('Livraison souhaitée : le 3 décembre 2026');
    expect(text).toContain('Transporteur : Livraison sur chantier avec grue');
    expect(text).toContain('Chantier : Résidence Les Hibiscus — bâtiment B — contact : Jérôme Éloi, +590 690 99 88 77');
    // civilities and phones as they are written, not as they are stored
    expect(text).toContain('Mme Hélène Désirée');
    expect(text).not.toMatch(/\bmme\b/);
    expect(text).toContain('Tél. 05 96 70 00 00');
    expect(text).toContain(`Masse totale : ${LINES_MASS_TEXT}, hors 1 article sans masse connue`);
    expect(text).toContain('3 boulevard du Général de Gaulle');
    expect(text).toContain('97200 Fort-de-France');
    for (const l of LINES) expect(text).toContain(l.reference);
    expect(text).toMatch(/Sous-total HT\s+6 590,64 €/);
    expect(text).toMatch(/Transport HT\s+240,00 €/);
    expect(text).toMatch(/TVA 8,5 % sur 6 830,64 € HT\s+580,60 €/);
    expect(text).toMatch(/Total TTC\s+7 411,24 €/);
    expect(text).toContain('IBAN : FR76 3000 4000 0500 0012 3456 789');
    expect(text).toContain('Montant à virer : 7 411,24 €');
    expect(text).toContain('Prévenir la veille, s’il vous plaît');
    expect(pdf.pages.length).toBeGreaterThanOrEqual(2);
    expect(pdf.pages[0]).toContain(`CMD-2026-00042 — page 1 / ${pdf.pages.length}`);
    expect(layoutProblems(pdf)).toEqual([]);
    expect((await embeddedFonts(bytes)).files).toBe(2);
  });

  it('says a depot pickup is without charge, where a delivery offered reads « offert »: nothing was carried', async () => {
    const free = order();
    const base = free.amount.ht - free.amount.shipping_ht!;
    const zero = { ...free.amount, ...amountOf(base, 8.5), shipping_ht: 0 };
    const pickup = spaces((await readPdf(await orderPdf({ ...free, amount: zero, pickup: true }, context(), null))).pages.join('\n'));
    expect(pickup).toMatch(/Retrait au dépôt\s+Sans frais/);
    expect(pickup).not.toMatch(/Transport HT|offert/);
    const delivered = spaces((await readPdf(await orderPdf({ ...free, amount: zero }, context(), null))).pages.join('\n'));
    expect(delivered).toMatch(/Transport HT\s+offert/);
    expect(delivered).not.toContain('Retrait au dépôt');
  });

  it('in Guyane, prints no VAT line but says why', async () => {
    const text = spaces((await readPdf(await orderPdf(order(0), context(PRIVATE, TERRITORIES.guf), null))).pages.join('\n'));
    expect(text).not.toMatch(/TVA \d/);
    expect(text).toContain('TVA non applicable, article 294 du CGI.');
    expect(text).toMatch(/Total TTC\s+6 830,64 €/);
  });

  it('wraps a long name and cuts a reference without spaces inside its column, and prints a decomposed accent composed', async () => {
    const o = order();
    const long = 'Panneau de treillis soudé sur mesure, découpé selon le plan de calepinage du bureau d’études, ' + 'très long '.repeat(12);
    o.lines = [
      { ...o.lines[2], reference: 'REF-SANS-ESPACE-0123456789-ABCDEFGHIJ', name: long },
      { ...o.lines[3], name: 'Cre\u0300me de be\u0301ton' },
    ];
    const pdf = await readPdf(await orderPdf(o, context(), null));
    expect(layoutProblems(pdf)).toEqual([]);
    const text = pdf.pages.join('\n');
    expect(text).toContain('découpé selon le plan');
    expect(text).toContain('Crème de béton');
    expect(text.replace(/\s+/g, '')).toContain('REF-SANS-ESPACE-0123456789-ABCDEFGHIJ');
  });

  it('names each font once per page, however many texts it prints', async () => {
    const fonts = await fontEntriesPerPage(await orderPdf(order(), context(), null));
    expect(fonts.length).toBeGreaterThan(1);
    // DejaVu Sans and DejaVu Sans Bold
    for (const n of fonts) expect(n).toBeLessThanOrEqual(2);
  });

  it('titles an order waiting for its card payment as waiting, not confirmed: nothing is paid yet', async () => {
    const pdf = await readPdf(await orderPdf({ ...order(), status: 'en_attente_paiement', status_label: 'En attente de paiement' }, context(), null));
    expect(pdf.info.Title).toBe('Commande CMD-2026-00042 — en attente de paiement');
    expect(pdf.pages.join('\n')).not.toContain('Confirmation de commande');
  });
});
