import { PDFDocument } from 'pdf-lib';
import type { CuttingPattern, CuttingPlan, DiameterPlan } from '@trefima/domain/bar-schedules/cutting-plan/contract';
import { readPdf, type PdfRead } from '../test-support/pdf-text';
import { fontEntriesPerPage, spaces } from '../documents/pdfs/pdf-checks.test-support';
import { MARGIN } from '../pdf/pdf-writer';
import { cuttingPlanPdf, type CuttingPlanPdfInput } from './cutting-plan-pdf';

/**
 * The « Plan de coupe » on paper, from plans written here by hand (the
 * figures need not come from the optimiser to be printed): what each
 * diameter says, the drawings to scale, and a plan of many patterns paged.
 */

const HEADER = { job_site: 'Résidence Les Flamboyants', drawing: 'PL-204 ind. B', title: 'Plancher haut RDC', date: '2026-12-03' };

const pattern = (stock_length_mm: number, cuts_mm: number[], repeat: number): CuttingPattern => ({
  stock_length_mm,
  cuts_mm,
  repeat,
  remainder_mm: stock_length_mm - cuts_mm.reduce((a, b) => a + b, 0),
});

// Ø12: 26 bars of 12 m, optimal, 28 by first-fit decreasing; one pattern of 6 m; an offcut kept, some scrap
const D12: DiameterPlan = {
  diameter: 12,
  stock_bars: 27,
  lower_bound: 27,
  gap: 0,
  ffd_bars: 29,
  stock_kg: 282.048,
  cut_kg: 270.12,
  waste_kg: 9.264,
  waste_pct: 3.3,
  offcuts: [{ length_mm: 2500, count: 1 }],
  patterns: [pattern(12000, [4500, 4500, 2950], 20), pattern(12000, [6000, 3500], 6), pattern(6000, [3000, 3000], 1)],
  stock: [
    { product_id: 31, reference: 'HA12-12M', length_mm: 12000, count: 26, unit_price_ht: 1540 },
    { product_id: 32, reference: 'HA12-6M', length_mm: 6000, count: 1, unit_price_ht: 820 },
  ],
};

// Ø8: one bar above the bound, no offcut kept
const D8: DiameterPlan = {
  diameter: 8,
  stock_bars: 9,
  lower_bound: 8,
  gap: 1,
  ffd_bars: 9,
  stock_kg: 42.66,
  cut_kg: 40.1,
  waste_kg: 2.56,
  waste_pct: 6,
  offcuts: [],
  patterns: [pattern(12000, [2950, 2950, 2950, 2950], 8), pattern(12000, [1200, 900], 1)],
  stock: [{ product_id: 11, reference: 'HA8-12M', length_mm: 12000, count: 9, unit_price_ht: null }],
};

const PLAN: CuttingPlan = {
  by_diameter: [D8, D12],
  left_out: [{ diameter: 40, reason: 'Aucune barre droite de ce diamètre n’est vendue en ligne.' }],
  skipped_rows: 2,
  settings: { kerf_mm: 0, min_offcut_mm: 1000 },
  stock_price_ht: 41_860,
  schedule_price_ht: 58_230,
};

const input = (plan: CuttingPlan): CuttingPlanPdfInput => ({
  header: HEADER,
  number: 'NOM-2026-0042',
  revision: 'B',
  plan,
  company: 'Trefima Martinique',
  customer: 'Bellance BTP – Paul Bellance',
  territory: 'Martinique',
});

const text = (pdf: PdfRead) => spaces(pdf.pages.join('\n')).replace(/\s+/g, ' ');
const inMargins = (pdf: PdfRead) =>
  pdf.layout.flatMap((page, p) =>
    page.items.filter((i) => i.x < MARGIN - 0.5 || i.x + i.width > page.width - MARGIN + 0.5).map((i) => `page ${p + 1}: « ${i.str} »`),
  );

describe('the cutting plan’s PDF', () => {
  it('is a PDF that says, per diameter, the stock bars, the bound, the simplest cutting, the waste and the offcuts', async () => {
    const bytes = await cuttingPlanPdf(input(PLAN));
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = await readPdf(bytes);
    expect(pdf.info.Title).toBe('Plan de coupe de la nomenclature NOM-2026-0042, révision B');
    expect(pdf.info.Language).toBe('fr-FR');
    const all = text(pdf);
    for (const said of [
      'Chantier : Résidence Les Flamboyants',
      'Territoire : Martinique',
      'Perte par coupe : 0 mm ; chute conservée à partir de 1 000 mm',
      '2 lignes à corriger, non découpées.',
      'Barres du commerce, à couper et façonner vous-même : 418,60 € HT.',
      // the comparison is of the bars the plan cuts: Ø40, left out, in neither price
      'Les mêmes barres coupées et façonnées en usine, hors Ø40 : 582,30 € HT.',
      // Ø12
      '27 barres à acheter : 26 × 12 m (réf. HA12-12M, 15,40 € HT la barre), 1 × 6 m (réf. HA12-6M, 8,20 € HT la barre)',
      'Aucune découpe ne peut demander moins de 27 barres — ce plan l’atteint : il est optimal ; un découpage au plus simple demanderait 29 barres.',
      'Perte : 9,264 kg, soit 3,3 % de l’acier acheté (282,048 kg, dont 270,12 kg coupés pour la nomenclature).',
      'Chutes conservées : 1 × 2 500 mm.',
      'Barre de 12 m : 2 × 4 500 + 2 950 mm, perte 50 mm',
      'Barre de 12 m : 6 000 + 3 500 mm, chute conservée 2 500 mm',
      'Barre de 6 m : 2 × 3 000 mm',
      // Ø8: the gap to the bound, which the best cutting may not reach (a bound, cutting-stock.md « The problem »), and a stock bar without a price online
      '9 barres à acheter : 9 × 12 m (réf. HA8-12M)',
      'Aucune découpe ne peut demander moins de 8 barres — ce plan en demande au plus 1 de plus que la meilleure découpe ; un découpage au plus simple demanderait 9 barres.',
      'Aucune chute conservée.',
      'Barre de 12 m : 4 × 2 950 mm, perte 200 mm',
      // what is left out, and why
      'Ø40 : Aucune barre droite de ce diamètre n’est vendue en ligne.',
    ])
      expect(all).toContain(said);
    for (const repeat of ['× 20', '× 6', '× 8']) expect(all).toContain(repeat);
    // Ø8 is one above its bound: never called optimal
    expect(all.match(/optimal/g)).toHaveLength(1);
    expect(inMargins(pdf)).toEqual([]);
  });

  it('draws each pattern to one scale: the longest stock bar fills the width, a 6 m bar half of it', async () => {
    const pdf = await readPdf(await cuttingPlanPdf(input({ ...PLAN, by_diameter: [D12], left_out: [] })));
    expect(text(pdf)).toContain('La même nomenclature coupée et façonnée en usine : 582,30 € HT.');
    const items = pdf.layout.flatMap((p) => p.items).map((i) => ({ ...i, str: spaces(i.str) }));
    const centre = (i: { x: number; width: number }) => i.x + i.width / 2;
    // the 12 m bar cut 6 000 + 3 500, its 2 500 offcut after: each length centred on its piece
    const six = items.find((i) => i.str === '6 000')!;
    const onSix = (str: string) => items.find((i) => i.str === str && Math.abs(i.y - six.y) < 1)!;
    // centred on their pieces: 6 000 at 3 000 mm from the bar's start, 3 500 at 7 750, the offcut 2 500 at 10 750
    const ptPerMm = (centre(onSix('3 500')) - centre(six)) / 4750;
    const start = centre(six) - 3000 * ptPerMm;
    expect(centre(onSix('2 500'))).toBeCloseTo(start + 10750 * ptPerMm, 0);
    // the 12 m bar ends at the page's right margin
    expect(start + 12000 * ptPerMm).toBeCloseTo(pdf.layout[0].width - MARGIN, 0);
    // the 6 m bar cut in two halves: its pieces centred at 1 500 and 4 500 mm, on the same scale
    const halves = items.filter((i) => i.str === '3 000').sort((a, b) => a.x - b.x);
    expect(halves).toHaveLength(2);
    expect(centre(halves[0])).toBeCloseTo(start + 1500 * ptPerMm, 0);
    expect(centre(halves[1])).toBeCloseTo(start + 4500 * ptPerMm, 0);
  });

  it('pages a plan of many patterns, every pattern printed once, its diameter named again on each new page', async () => {
    const patterns = Array.from({ length: 400 }, (_, i) => pattern(12000, [5000 - 5 * i, 3000 + 5 * i, 2000], i + 1));
    const big: DiameterPlan = { ...D12, patterns, stock_bars: patterns.reduce((n, p) => n + p.repeat, 0) };
    const bytes = await cuttingPlanPdf(input({ ...PLAN, by_diameter: [big], left_out: [] }));
    const pdf = await readPdf(bytes);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(pdf.pages.length);
    const repeats = pdf.layout.map((page) => page.items.filter((i) => /^× \d+$/.test(spaces(i.str))).map((i) => Number(spaces(i.str).slice(2))));
    expect(repeats.flat().sort((a, b) => a - b)).toEqual(patterns.map((p) => p.repeat));
    // full pages: at least 15 patterns on each page but the first and the last, so the page count stays about 400 / 16
    for (const onPage of repeats.slice(1, -1)) expect(onPage.length).toBeGreaterThanOrEqual(15);
    expect(pdf.pages.length).toBeLessThanOrEqual(Math.ceil(400 / 15) + 1);
    for (const page of pdf.pages.slice(1)) expect(spaces(page)).toContain('Ø12 (suite)');
    expect(inMargins(pdf)).toEqual([]);
    // each font named once per page, however many lengths are written
    for (const n of await fontEntriesPerPage(bytes)) expect(n).toBeLessThanOrEqual(2);
  });

  it('says a draft not saved yet is a draft, without the number and revision it has not got', async () => {
    const pdf = await readPdf(await cuttingPlanPdf({ ...input(PLAN), number: 'Brouillon', revision: '-' }));
    expect(pdf.info.Title).toBe('Plan de coupe de la nomenclature – brouillon');
    const all = text(pdf);
    expect(all).toContain('Trefima Martinique — plan de coupe, brouillon');
    expect(all).not.toMatch(/révision -|rév\. -|Brouillon, révision/);
  });

  it('says so when nothing is to be cut', async () => {
    const pdf = await readPdf(await cuttingPlanPdf(input({ ...PLAN, by_diameter: [], stock_price_ht: null, schedule_price_ht: null })));
    const all = text(pdf);
    expect(all).toContain('Aucune barre à couper');
    expect(all).toContain('Ø40 : Aucune barre droite');
    expect(all).not.toContain('Récapitulatif');
  });
});
