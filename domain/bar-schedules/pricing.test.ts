import { classForRow, priceSchedule, type PriceClass } from './pricing';
import type { ScheduleRow } from './cut-length';

const cls = (over: Partial<PriceClass>): PriceClass => ({
  productId: 1,
  reference: 'FAC-D10-12',
  name: 'Façonnage',
  service: 'shaping',
  minDiameterMm: 10,
  maxDiameterMm: 12,
  pricePerTonneHt: 199_000,
  leadTimeDays: 5,
  ...over,
});
const CLASSES = [
  cls({ productId: 1, reference: 'FAC-D6-8', minDiameterMm: 6, maxDiameterMm: 8, pricePerTonneHt: 229_000 }),
  cls({ productId: 2 }),
  cls({ productId: 3, reference: 'CP-D8-12', service: 'cutting', minDiameterMm: 8, maxDiameterMm: 12, pricePerTonneHt: 166_000, leadTimeDays: 3 }),
];
const row = (shapeCode: string, diameterMm: number): ScheduleRow => ({ shapeCode, diameterMm, dims: {}, members: 1, barsEach: 1 });

describe('the price of a schedule', () => {
  it('sends straight bars to cutting where a product covers them, every other bar to shaping', () => {
    expect(classForRow(row('00', 12), CLASSES)?.reference).toBe('CP-D8-12');
    expect(classForRow(row('21', 12), CLASSES)?.reference).toBe('FAC-D10-12');
    // no cutting product for Ø6: a straight Ø6 is priced as shaping
    expect(classForRow(row('00', 6), CLASSES)?.reference).toBe('FAC-D6-8');
    expect(classForRow(row('21', 40), CLASSES)).toBeUndefined();
  });

  it('sums the masses by product, then rounds each line once', () => {
    const p = priceSchedule(
      [
        { row: row('21', 12), massG: 15584 },
        { row: row('51', 10), massG: 1001 },
        { row: row('00', 12), massG: 7110 },
        { row: row('21', 40), massG: 50000 },
      ],
      CLASSES,
    );
    // 16 585 g × 1 990 €/t = 33,004 15 € → 3 300 cents; 7 110 g × 1 660 €/t = 11,802 6 € → 1 180 cents
    expect(p.lines.map((l) => [l.priceClass.reference, l.massG, l.totalHt])).toEqual([
      ['FAC-D10-12', 16585, 3300],
      ['CP-D8-12', 7110, 1180],
    ]);
    expect(p.totalHt).toBe(4480);
    expect(p.unpricedDiameters).toEqual([40]);
    expect(p.leadTimeDays).toBe(5);
  });

  it('has no lead time with no priced line', () => {
    expect(priceSchedule([], CLASSES)).toEqual({ lines: [], totalHt: 0, unpricedDiameters: [], leadTimeDays: null });
  });
});
