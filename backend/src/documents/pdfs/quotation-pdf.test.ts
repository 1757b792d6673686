import { readPdf } from '../../test-support/pdf-text';
import { context, LINES, PRO, quotation } from './fixtures.test-support';
import { embeddedFonts, layoutProblems, spaces } from './pdf-checks.test-support';
import { quotationPdf } from './quotation-pdf';

describe('quotationPdf', () => {
  it('prints the proposal: number and revision, validity, every line, the totals, the terms and the box to sign', async () => {
    const bytes = await quotationPdf(quotation(), context());
    const pdf = await readPdf(bytes);
    const text = spaces(pdf.pages.join('\n'));
    expect(pdf.info.Title).toBe('Devis DEV-2026-00012 — révision 2');
    expect(pdf.info.Author).toBe('Trefima');
    expect(text).toContain('Devis DEV-2026-00012 — révision 2');
    expect(text).toContain('Valable jusqu’au 12 décembre 2026');
    expect(text).toContain('Demandé le : 20 novembre 2026');
    for (const l of LINES) expect(text).toContain(l.reference);
    expect(text).toContain('Nomenclature N° NOM-2026-0017 / rév. B');
    expect(text).toMatch(/Total HT\s+6 590,64 €/);
    expect(text).toMatch(/TVA 8,5 % sur 6 590,64 € HT\s+560,20 €/);
    expect(text).toMatch(/Total TTC\s+7 150,84 €/);
    expect(text).toContain('Livraison sous 5 jours ouvrés après accord, déchargement à la grue compris.');
    // the price its checkout will charge for that delivery
    expect(text).toContain('Livraison incluse dans ce devis.');
    expect(text).toContain('Remise de 3 % accordée sur l’acier façonné, comme convenu avec M. Gaëtan.');
    expect(text).toContain('Bon pour accord');
    // accents, apostrophe and euro sign read back as written
    expect(text).toContain('Hélène Désirée');
    expect(text).toContain('Béton armé & Fils SARL');
    expect(text).toContain('façonné à l’usine');
    expect(pdf.pages).toHaveLength(2);
    expect(pdf.pages[1]).toContain('DEV-2026-00012 rév. 2 — page 2 / 2');
    expect(layoutProblems(pdf)).toEqual([]);
    const fonts = await embeddedFonts(bytes);
    expect(fonts.names.length).toBeGreaterThan(0);
    for (const name of fonts.names) expect(name).toMatch(/DejaVuSans/);
    expect(fonts.files).toBe(2);
  });

  it('says which lines the sales office added to the request', async () => {
    const [asked, added] = [LINES[2]!, { ...LINES[3]!, added_by_office: true }];
    const pdf = await readPdf(await quotationPdf({ ...quotation(), lines: [asked, added] }, context()));
    const text = spaces(pdf.pages.join('\n'));
    expect(text.match(/Ajouté par nos services à votre demande/g)).toHaveLength(1);
    expect(text.indexOf('Ajouté par nos services')).toBeGreaterThan(text.indexOf(added.reference));
    expect(layoutProblems(pdf)).toEqual([]);
  });

  it('prints a request not proposed yet as such, without validity nor box to sign', async () => {
    const q = { ...quotation(), revision: 0, valid_until: null, proposals: [], status: 'demandee' as const, status_label: 'Demande reçue' };
    const pdf = await readPdf(await quotationPdf(q, context({ ...PRO, company: null })));
    const text = spaces(pdf.pages.join('\n'));
    expect(pdf.info.Title).toBe('Demande de devis DEV-2026-00012');
    expect(text).toContain('Proposition en attente');
    expect(text).not.toContain('Valable jusqu’au');
    expect(text).not.toContain('Bon pour accord');
    expect(text).not.toContain('Béton armé');
  });

  it.each([
    ['expiree', 'Expiré', 'Cette proposition n’était valable que jusqu’au 12 décembre 2026 : demandez son renouvellement depuis votre espace client.'],
    ['en_cours', 'En cours d’étude', 'Une révision de cette proposition est en cours : elle sera remplacée par la prochaine.'],
    ['refusee', 'Refusé', 'Cette proposition a été refusée.'],
    ['acceptee', 'Accepté', 'Cette proposition a été acceptée.'],
  ] as const)('prints a proposal that can no longer be signed (%s) without the box to sign, saying why', async (status, label, why) => {
    // its lines joined as one: the sentence wraps
    const text = spaces((await readPdf(await quotationPdf({ ...quotation(), status, status_label: label }, context()))).pages.join('\n')).replace(/\s+/g, ' ');
    expect(text).not.toContain('Bon pour accord');
    expect(text).toContain(why);
  });
});
