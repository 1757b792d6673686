import { t } from '../../i18n/t';
import { CuttingPlanError, planCuts, type CutRow } from './plan';
import type { StockOffer } from './stock-offers';

/*
 * The plan of a schedule's rows. Masses of Ø12 (888 g/m) and Ø16 (1 578 g/m),
 * the diameters' table's (diameters.ts): a 12 m bar of Ø12 is 10,656 kg.
 */
const BAR_12M = (d: number, price: number | null = 1_850, available: number | null = null): StockOffer => ({
  productId: 100 + d,
  reference: `HA${d}-12`,
  lengthMm: 12_000,
  unitPriceHt: price,
  available,
});
const BAR_6M = (d: number, price: number | null = 960, available: number | null = null): StockOffer => ({
  productId: 200 + d,
  reference: `HA${d}-6`,
  lengthMm: 6_000,
  unitPriceHt: price,
  available,
});
const STOCK = new Map<number, StockOffer[]>([
  [12, [BAR_6M(12), BAR_12M(12)]],
  [16, [BAR_12M(16)]],
]);
const NO_KERF = { kerfMm: 0, minOffcutMm: 1_000, timeLimitMs: 120_000 };

describe('the plan of a schedule', () => {
  it('cuts three 4 m bars from one 12 m bar, with nothing lost', async () => {
    const plan = await planCuts([{ diameter: 12, cutLengthMm: 4_000, bars: 3 }], STOCK, NO_KERF);
    expect(plan.by_diameter).toEqual([
      {
        diameter: 12,
        stock_bars: 1,
        lower_bound: 1,
        gap: 0,
        ffd_bars: 1,
        stock_kg: 10.656,
        cut_kg: 10.656,
        waste_kg: 0,
        waste_pct: 0,
        offcuts: [],
        patterns: [{ stock_length_mm: 12_000, cuts_mm: [4_000, 4_000, 4_000], repeat: 1, remainder_mm: 0 }],
        stock: [{ product_id: 112, reference: 'HA12-12', length_mm: 12_000, count: 1, unit_price_ht: 1_850 }],
      },
    ]);
    expect(plan.left_out).toEqual([]);
    expect(plan.settings).toEqual({ kerf_mm: 0, min_offcut_mm: 1_000 });
    expect(plan.stock_price_ht).toBe(1_850);
  });

  it('reaches the bound where first-fit decreasing does not, and says so', async () => {
    // 6 000, 4 800 × 2, 3 600, 2 400 × 2 = 24 000 mm: L1 = 2, and [6 000, 3 600, 2 400], [4 800, 4 800, 2 400] fill two bars.
    // FFD: [6 000, 4 800] (1 200 left), [4 800, 3 600, 2 400] (1 200 left), the last 2 400 in a third bar.
    const rows: CutRow[] = [
      { diameter: 16, cutLengthMm: 6_000, bars: 1 },
      { diameter: 16, cutLengthMm: 4_800, bars: 2 },
      { diameter: 16, cutLengthMm: 3_600, bars: 1 },
      { diameter: 16, cutLengthMm: 2_400, bars: 2 },
    ];
    const [ø16] = (await planCuts(rows, STOCK, NO_KERF)).by_diameter;
    expect(ø16).toMatchObject({ stock_bars: 2, lower_bound: 2, gap: 0, ffd_bars: 3, waste_kg: 0, offcuts: [] });
    expect(ø16.patterns.map((p) => p.cuts_mm)).toEqual([
      [6_000, 3_600, 2_400],
      [4_800, 4_800, 2_400],
    ]);
  });

  it('buys a pattern in 6 m when it fits there: a 12 m bar and a 5 m bar take one bar of each length', async () => {
    const plan = await planCuts(
      [
        { diameter: 12, cutLengthMm: 12_000, bars: 1 },
        { diameter: 12, cutLengthMm: 5_000, bars: 1 },
      ],
      STOCK,
      NO_KERF,
    );
    const [ø12] = plan.by_diameter;
    // the bound counts bars of the mill length: two 12 m bars, the second bought as 6 m
    expect(ø12).toMatchObject({ stock_bars: 2, lower_bound: 2, gap: 0 });
    expect(ø12.patterns).toEqual([
      { stock_length_mm: 12_000, cuts_mm: [12_000], repeat: 1, remainder_mm: 0 },
      { stock_length_mm: 6_000, cuts_mm: [5_000], repeat: 1, remainder_mm: 1_000 },
    ]);
    expect(ø12.stock).toEqual([
      { product_id: 112, reference: 'HA12-12', length_mm: 12_000, count: 1, unit_price_ht: 1_850 },
      { product_id: 212, reference: 'HA12-6', length_mm: 6_000, count: 1, unit_price_ht: 960 },
    ]);
    // 18 m bought (15,984 kg), 17 m cut (15,096 kg), the 1 m left kept: nothing wasted
    expect(ø12).toMatchObject({ stock_kg: 15.984, cut_kg: 15.096, waste_kg: 0, offcuts: [{ length_mm: 1_000, count: 1 }] });
    expect(plan.stock_price_ht).toBe(1_850 + 960);
  });

  it('keeps an offcut from the threshold up, and counts a shorter one as waste', async () => {
    // 7 m from a 12 m bar (7 m > 6 m: no 6 m bar): 5 m left
    const rows = [{ diameter: 12, cutLengthMm: 7_000, bars: 1 }];
    const kept = (await planCuts(rows, STOCK, { kerfMm: 0, minOffcutMm: 5_000 })).by_diameter[0];
    expect(kept).toMatchObject({ stock_kg: 10.656, cut_kg: 6.216, waste_kg: 0, waste_pct: 0, offcuts: [{ length_mm: 5_000, count: 1 }] });
    expect(kept.patterns[0].remainder_mm).toBe(5_000);
    const scrapped = (await planCuts(rows, STOCK, { kerfMm: 0, minOffcutMm: 5_005 })).by_diameter[0];
    // 5 m × 0,888 kg/m = 4,44 kg of 10,656: 41,7 %
    expect(scrapped).toMatchObject({ waste_kg: 4.44, waste_pct: 41.7, offcuts: [] });
    expect(scrapped.patterns[0].remainder_mm).toBe(5_000);
  });

  it('counts the kerf between pieces, not after the last one cut to the bar’s end', async () => {
    // 3 × 3 995 + 2 cuts of 5 = 11 995 ≤ 12 000: one bar, and the 5 mm after the last piece go in its cut: no remainder
    const exact = (await planCuts([{ diameter: 12, cutLengthMm: 3_995, bars: 3 }], STOCK, { kerfMm: 5, minOffcutMm: 0 })).by_diameter[0];
    expect(exact).toMatchObject({ stock_bars: 1, lower_bound: 1 });
    expect(exact.patterns).toEqual([{ stock_length_mm: 12_000, cuts_mm: [3_995, 3_995, 3_995], repeat: 1, remainder_mm: 0 }]);
    // 3 × 4 000 + 2 × 5 = 12 010 > 12 000: two bars of [4 000, 4 000], 12 000 − 8 000 − 2 × 5 = 3 990 left; the third alone
    // goes to a 6 m bar: 6 000 − 4 000 − 5 = 1 995 left
    const over = (await planCuts([{ diameter: 12, cutLengthMm: 4_000, bars: 3 }], STOCK, { kerfMm: 5, minOffcutMm: 1_000 })).by_diameter[0];
    expect(over).toMatchObject({ stock_bars: 2, lower_bound: 2, gap: 0 });
    expect(over.patterns).toEqual([
      { stock_length_mm: 12_000, cuts_mm: [4_000, 4_000], repeat: 1, remainder_mm: 3_990 },
      { stock_length_mm: 6_000, cuts_mm: [4_000], repeat: 1, remainder_mm: 1_995 },
    ]);
    // 18 m bought, 12 m cut, 5 985 mm kept: the 15 mm of the three cuts are waste (13 g)
    expect(over).toMatchObject({ stock_kg: 15.984, cut_kg: 10.656, waste_kg: 0.013 });
    expect(over.offcuts).toEqual([
      { length_mm: 3_990, count: 1 },
      { length_mm: 1_995, count: 1 },
    ]);
  });

  it('leaves out a whole diameter that has no straight bar for sale, or a bar longer than the longest sold', async () => {
    const plan = await planCuts(
      [
        { diameter: 40, cutLengthMm: 2_000, bars: 4 },
        { diameter: 16, cutLengthMm: 13_500, bars: 1 },
        { diameter: 16, cutLengthMm: 3_000, bars: 8 },
        { diameter: 12, cutLengthMm: 3_000, bars: 4 },
      ],
      STOCK,
      NO_KERF,
    );
    expect(plan.by_diameter.map((d) => d.diameter)).toEqual([12]);
    // the reason beside its diameter, which the editor and the PDF write before it once (« Ø40 : Ø40 : … » before)
    expect(plan.left_out).toEqual([
      { diameter: 16, reason: 'une barre de 13\u202f500 mm dépasse la barre de 12 m du commerce' },
      { diameter: 40, reason: 'aucune barre droite en vente, sur devis' },
    ]);
    const shown = plan.left_out.map((l) => [t('barSchedule.cuttingPlan.leftOutItem', l), t('cuttingPlan.pdf.leftOut.item', l)]);
    expect(shown[1]).toEqual(['Ø40 : aucune barre droite en vente, sur devis', 'Ø40 : aucune barre droite en vente, sur devis']);
  });

  it('buys a pattern in a shorter bar only while the catalogue has it to sell, else in the next that holds it', async () => {
    // three 5 m bars: two from a 12 m bar, the third alone, which a 6 m bar holds; none left of the 6 m bar
    const pieces = [{ diameter: 12, cutLengthMm: 5_000, bars: 3 }];
    const none6 = await planCuts(pieces, new Map([[12, [BAR_12M(12), BAR_6M(12, 960, 0)]]]), NO_KERF);
    expect(none6.by_diameter[0].stock.map((s) => [s.reference, s.count])).toEqual([['HA12-12', 2]]);
    expect(none6.by_diameter[0].patterns.map((p) => [p.stock_length_mm, p.cuts_mm, p.repeat])).toEqual([
      [12_000, [5_000, 5_000], 1],
      [12_000, [5_000], 1],
    ]);
    expect(none6.stock_price_ht).toBe(2 * 1_850);
    // four 5,5 m bars, two to a bar, which an 11 m bar holds: one left of it, the other pattern from a 12 m bar
    const eleven: StockOffer = { productId: 311, reference: 'HA12-11', lengthMm: 11_000, unitPriceHt: 1_700, available: 1 };
    const split = await planCuts([{ diameter: 12, cutLengthMm: 5_500, bars: 4 }], new Map([[12, [BAR_12M(12), eleven]]]), NO_KERF);
    expect(split.by_diameter[0].stock.map((s) => [s.reference, s.count])).toEqual([
      ['HA12-12', 1],
      ['HA12-11', 1],
    ]);
    expect(split.by_diameter[0].patterns.map((p) => [p.stock_length_mm, p.repeat, p.remainder_mm])).toEqual([
      [12_000, 1, 1_000],
      [11_000, 1, 0],
    ]);
    expect(split.by_diameter[0]).toMatchObject({ stock_bars: 2, stock_kg: 20.424, cut_kg: 19.536, waste_kg: 0 });
    // nothing left of any bar that holds it: the shortest, as before, and the cart says what is missing
    const sold = await planCuts(pieces, new Map([[12, [BAR_12M(12, 1_850, 0), BAR_6M(12, 960, 0)]]]), NO_KERF);
    expect(sold.by_diameter[0].stock.map((s) => [s.reference, s.count])).toEqual([
      ['HA12-12', 1],
      ['HA12-6', 1],
    ]);
  });

  it('has no stock price when a bar it buys has none', async () => {
    const stock = new Map([[12, [BAR_12M(12, null), BAR_6M(12)]]]);
    expect((await planCuts([{ diameter: 12, cutLengthMm: 3_000, bars: 2 }], stock, NO_KERF)).stock_price_ht).toBe(960);
    expect((await planCuts([{ diameter: 12, cutLengthMm: 3_000, bars: 4 }], stock, NO_KERF)).stock_price_ht).toBeNull();
  });

  it('answers the same plan for the same rows, in any order or split', async () => {
    let seed = 3;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const rows: CutRow[] = Array.from({ length: 60 }, (_, i) => ({
      diameter: i % 3 === 0 ? 16 : 12,
      cutLengthMm: 5 * (200 + Math.floor(random() * 2_000)),
      bars: 1 + Math.floor(random() * 6),
    }));
    const once = await planCuts(rows, STOCK, NO_KERF);
    expect(await planCuts(rows, STOCK, NO_KERF)).toEqual(once);
    expect(await planCuts([...rows].reverse(), STOCK, NO_KERF)).toEqual(once);
    const split = rows.flatMap((r) =>
      r.bars > 1
        ? [
            { ...r, bars: 1 },
            { ...r, bars: r.bars - 1 },
          ]
        : [r],
    );
    expect(await planCuts(split, STOCK, NO_KERF)).toEqual(once);
    for (const d of once.by_diameter) {
      expect(d.gap).toBe(d.stock_bars - d.lower_bound);
      expect(d.stock_bars).toBeLessThanOrEqual(d.ffd_bars);
      // most repeated first, then longest cuts; each pattern's cuts longest first
      for (const [i, p] of d.patterns.entries()) {
        expect(p.cuts_mm).toEqual([...p.cuts_mm].sort((a, b) => b - a));
        if (i > 0) expect(d.patterns[i - 1].repeat).toBeGreaterThanOrEqual(p.repeat);
      }
    }
  });

  it('plans 10 000 rows of 100 000 bars each without a loop per bar', async () => {
    const rows: CutRow[] = Array.from({ length: 10_000 }, (_, i) => ({
      diameter: i % 2 === 0 ? 12 : 16,
      cutLengthMm: 1_000 + 250 * (i % 40),
      bars: 100_000,
    }));
    const plan = await planCuts(rows, STOCK, NO_KERF);
    for (const d of plan.by_diameter) {
      const cut = d.patterns.reduce((sum, p) => sum + p.cuts_mm.length * p.repeat, 0);
      expect(cut).toBe(500_000_000);
      expect(d.stock_bars).toBe(d.stock.reduce((sum, s) => sum + s.count, 0));
      expect(d.stock_bars).toBeGreaterThanOrEqual(d.lower_bound);
    }
  });

  it('refuses a row that is not a whole number of bars of a whole length, in French', async () => {
    await expect(planCuts([{ diameter: 12, cutLengthMm: 3_000.5, bars: 2 }], STOCK, NO_KERF)).rejects.toThrow(CuttingPlanError);
    await expect(planCuts([{ diameter: 12, cutLengthMm: 3_000, bars: -1 }], STOCK, NO_KERF)).rejects.toThrow(/nombres entiers positifs/);
  });
});
