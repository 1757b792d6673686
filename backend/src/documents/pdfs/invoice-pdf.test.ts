import { readPdf } from '../../test-support/pdf-text';
import { amountOf, context, INVOICE, LINES, orderOnAccount, PRIVATE, PRO, TERRITORIES } from './fixtures.test-support';
import { embeddedFonts, layoutProblems, spaces } from './pdf-checks.test-support';
import { invoicePdf } from './invoice-pdf';
import { sellerLegalLine } from './document-blocks';
import { MARGIN } from '../../pdf/pdf-writer';
import { DEMO_SELLER } from '../../site/seller';

const read = async (...args: Parameters<typeof invoicePdf>) => spaces((await readPdf(await invoicePdf(...args))).pages.join('\n'));

describe('invoicePdf', () => {
  it('prints a professional’s invoice with the seller, the buyer, the references, the VAT on its base and the legal mentions', async () => {
    const bytes = await invoicePdf(INVOICE, orderOnAccount(), context());
    const pdf = await readPdf(bytes);
    const text = spaces(pdf.pages.join('\n'));
    expect(pdf.info.Title).toBe('Facture FAC-MTQ-2026-000031');
    expect(pdf.info.Subject).toBe('Facture FAC-MTQ-2026-000031 de la commande CMD-2026-00042 pour Béton armé & Fils SARL');
    // the seller, in full (at the foot, its line wrapped where it falls)
    for (const s of ['Trefima SAS au capital de 500 000 €', 'SIRET 83214576700014', 'RCS Fort-de-France', 'N° TVA intracommunautaire FR14832145767'])
      expect(text.replace(/\s+/g, ' ')).toContain(s);
    // the buyer and his identifiers
    expect(text).toContain('Béton armé & Fils SARL');
    expect(text).toContain('3 boulevard du Général de Gaulle');
    // dates and references
    expect(text).toContain('Date de facture : 28 novembre 2026');
    expect(text).toContain('Date de la vente : 26 novembre 2026');
    expect(text).toContain('Commande : CMD-2026-00042');
    expect(text).toContain('Bon de commande N° : BC-2026/118');
    for (const l of LINES) expect(text).toContain(l.reference);
    expect(text).toMatch(/Total HT\s+6 830,64 €/);
    expect(text).toMatch(/TVA 8,5 % sur 6 830,64 € HT\s+580,60 €/);
    expect(text).toMatch(/Total TTC\s+7 411,24 €/);
    expect(text).toContain('Paiement à 30 jours fin de mois : échéance le 31 décembre 2026.');
    expect(text).toContain('Pas d’escompte pour paiement anticipé.');
    expect(text).toMatch(/trois fois le taux\s+d’intérêt légal \(art\. L441-10 du Code de commerce\)/);
    expect(text).toContain('Indemnité forfaitaire pour frais de recouvrement : 40 € (art. D441-5 du Code de commerce).');
    expect(text).not.toContain('article 294');
    expect(pdf.pages[pdf.pages.length - 1]).toContain(`FAC-MTQ-2026-000031 — page ${pdf.pages.length} / ${pdf.pages.length}`);
    expect(layoutProblems(pdf)).toEqual([]);
    const fonts = await embeddedFonts(bytes);
    for (const name of fonts.names) expect(name).not.toMatch(/Helvetica|Times|Courier/);
    expect(fonts.files).toBe(2);
  });

  // the seller's legal line (form, capital, address, SIRET, RCS, VAT number) is the foot's, on every page, where a
  // French invoice puts it; printed under the heading too, it said the same twice on the first page. The foot is
  // then its only place: a seller's longer line takes the lines it needs there, never cut
  const LONG_SELLER = {
    ...DEMO_SELLER,
    name: 'Trefima Armatures et Couverture des Antilles',
    legalForm: 'société par actions simplifiée',
    capital: '1 250 000 €',
    address: ['Zone industrielle de la Lézarde, lot 12, bâtiment C, allée des Flamboyants', '97232 Le Lamentin, Martinique'],
    rcs: 'RCS Fort-de-France 832 145 767',
  };
  it.each([
    ['the demo seller', DEMO_SELLER],
    ['a seller whose line takes three lines', LONG_SELLER],
  ])('prints the seller’s legal line once, in full at the foot of each page: %s', async (_, seller) => {
    const pdf = await readPdf(await invoicePdf(INVOICE, orderOnAccount(), { ...context(), seller }));
    expect(pdf.pages.length).toBeGreaterThan(1);
    const legal = sellerLegalLine(seller);
    const feet = pdf.layout.map((page) => {
      const lines = page.items.filter((i) => i.size < 8 && i.y < MARGIN + 60);
      return { foot: spaces(lines.map((i) => i.str).join(' ')).replace(/\s+/g, ' '), top: Math.max(...lines.map((i) => i.y)) };
    });
    pdf.layout.forEach((page, p) => {
      expect([p, feet[p].foot]).toEqual([p, expect.stringContaining(legal)]);
      const body = spaces(
        page.items
          .filter((i) => i.y > feet[p].top)
          .map((i) => i.str)
          .join(' '),
      );
      for (const s of [seller.siret, seller.vatNumber, seller.capital]) expect([p, s, body.includes(s)]).toEqual([p, s, false]);
    });
    expect(layoutProblems(pdf)).toEqual([]);
  });

  it('identifies the professional buyer under « Facturé à », once: his SIRET and VAT number', async () => {
    const pdf = await readPdf(await invoicePdf(INVOICE, orderOnAccount(), context()));
    const items = pdf.layout[0].items.map((i) => ({ ...i, str: spaces(i.str) }));
    const at = (s: string) => items.find((i) => i.str.includes(s));
    const billed = at('Facturé à')!;
    const delivered = at('Livré à')!;
    for (const s of ['SIRET 73282932000074', 'N° TVA intracommunautaire FR44732829320']) {
      const item = at(s);
      expect([s, item && Math.round(item.x)]).toEqual([s, Math.round(billed.x)]);
      expect(item!.y).toBeLessThan(billed.y);
      expect(item!.y).toBeGreaterThan(billed.y - 120);
      expect(item!.x).toBeLessThan(delivered.x);
    }
    const text = spaces(pdf.pages.join('\n'));
    expect(text.match(/73282932000074/g)).toHaveLength(1);
    expect(text.match(/FR44732829320/g)).toHaveLength(1);
  });

  it('prints a private buyer’s paid invoice in Guyane: no penalties, no VAT line, the reason why', async () => {
    const text = await read({ ...INVOICE, paid: true, payment_code: 'carte-retrait' }, orderOnAccount(0), context(PRIVATE, TERRITORIES.guf));
    expect(text).toContain('Facture acquittée le 28 novembre 2026.');
    expect(text).not.toContain('échéance le');
    expect(text).not.toContain('40 €');
    expect(text).not.toMatch(/L441-10|intracommunautaire FR44/);
    expect(text).toContain('TVA non applicable, article 294 du CGI.');
    expect(text).not.toMatch(/TVA \d/);
    expect(text).toMatch(/Total TTC\s+6 830,64 €/);
  });

  it('says a depot pickup is without charge, not a delivery « offert »', async () => {
    const o = orderOnAccount();
    const amount = { ...amountOf(o.amount.ht - o.amount.shipping_ht!, 8.5), shipping_ht: 0 };
    const text = await read(INVOICE, { ...o, amount, pickup: true }, context());
    expect(text).toMatch(/Retrait au dépôt\s+Sans frais/);
    expect(text).not.toMatch(/Transport HT|offert/);
  });

  it('in Guadeloupe, bills a professional at 8,5 %', async () => {
    const text = await read(INVOICE, orderOnAccount(), context(PRO, TERRITORIES.gpe));
    expect(text).toMatch(/TVA 8,5 % sur 6 830,64 € HT\s+580,60 €/);
    expect(text).not.toContain('article 294');
  });
});
