import { amountOf } from '@trefima/domain/money/money';
import { proposalTotals, type ProposalTotals, type ProposalTotalsResult, type ProposedLine } from './quotation-totals';

function ok(result: ProposalTotalsResult): ProposalTotals {
  if ('error' in result) throw new Error(result.error.message);
  return result;
}
const refused = (result: ProposalTotalsResult) => {
  if (!('error' in result)) throw new Error(`accepted: ${result.ttc}`);
  return result.error;
};

describe('the totals of a proposal', () => {
  it('multiplies each line and adds VAT on the whole HT', () => {
    const lines = [
      { quantity: 40, unit_price_ht: 1_234 }, // HA12 bars
      { quantity: 3, unit_price_ht: 8_990 }, // mesh panels
    ];
    expect(ok(proposalTotals(lines, 8.5))).toEqual({
      lines: [
        { quantity: 40, unit_price_ht: 1_234, total_ht: 49_360 },
        { quantity: 3, unit_price_ht: 8_990, total_ht: 26_970 },
      ],
      ht: 76_330,
      tva: 6_488, // 6 488,05
      ttc: 82_818,
      vat_rate: 8.5,
    });
  });

  it('rounds the VAT once, half a cent up, as the cart does', () => {
    const tva = (ht: number) => ok(proposalTotals([{ quantity: 1, unit_price_ht: ht }], 8.5)).tva;
    expect(tva(1)).toBe(0); // 0,085 cent
    expect(tva(5)).toBe(0); // 0,425
    expect(tva(6)).toBe(1); // 0,51
    expect(tva(100)).toBe(9); // 8,5: half a cent goes up
    expect(tva(300)).toBe(26); // 25,5
    expect(tva(500)).toBe(43); // 42,5
    // two lines of 1 € are 2 € HT and 0,17 € of VAT, not twice 0,09 €
    expect(
      ok(
        proposalTotals(
          [
            { quantity: 1, unit_price_ht: 100 },
            { quantity: 1, unit_price_ht: 100 },
          ],
          8.5,
        ),
      ),
    ).toMatchObject({ ht: 200, tva: 17, ttc: 217 });
  });

  it('gives the very amount the API gives for the same HT, cent for cent', () => {
    const differing: string[] = [];
    const compare = (quantity: number, unit_price_ht: number, rate: number) => {
      const t = ok(proposalTotals([{ quantity, unit_price_ht }], rate));
      const api = amountOf(quantity * unit_price_ht, rate);
      if (t.ht !== api.ht || t.tva !== api.tva || t.ttc !== api.ttc || t.vat_rate !== api.vat_rate)
        differing.push(`${quantity} × ${unit_price_ht} at ${rate} %`);
    };
    for (const rate of [8.5, 0, 2.1, 20]) {
      for (let ht = 0; ht <= 20_000; ht += 1) compare(1, ht, rate);
      for (const [quantity, price] of [
        [7, 133_333],
        [250, 4_567],
        [1, 987_654_321],
      ])
        compare(quantity, price, rate);
    }
    expect(differing).toEqual([]);
  });

  it('charges no VAT in Guyane, where it is not applicable', () => {
    expect(ok(proposalTotals([{ quantity: 12, unit_price_ht: 4_599 }], 0))).toMatchObject({ ht: 55_188, tva: 0, ttc: 55_188, vat_rate: 0 });
  });

  it('accepts a line given free of charge', () => {
    expect(ok(proposalTotals([{ quantity: 2, unit_price_ht: 0 }], 8.5))).toMatchObject({ ht: 0, tva: 0, ttc: 0 });
  });
});

describe('lines the office cannot propose', () => {
  it.each([
    ['a decimal quantity', { quantity: 1.5, unit_price_ht: 100 }, 'quantity'],
    ['a negative quantity', { quantity: -2, unit_price_ht: 100 }, 'quantity'],
    ['no quantity', { quantity: 0, unit_price_ht: 100 }, 'quantity'],
    ['a quantity that is not a number', { quantity: Number.NaN, unit_price_ht: 100 }, 'quantity'],
    ['a price in euros with cents', { quantity: 1, unit_price_ht: 12.5 }, 'unit_price_ht'],
    ['a negative price, by a cent', { quantity: 1, unit_price_ht: -1 }, 'unit_price_ht'],
    ['an infinite price', { quantity: 1, unit_price_ht: Number.POSITIVE_INFINITY }, 'unit_price_ht'],
  ] as [string, ProposedLine, string][])('refuses %s', (_, line, field) => {
    const error = refused(proposalTotals([{ quantity: 1, unit_price_ht: 100 }, line], 8.5));
    expect(error.code).toBe('QUOTATION_LINES');
    expect(Object.keys(error.errors)).toEqual([`lines.1.${field}`]);
    expect(error.message).toBe(error.errors[`lines.1.${field}`]);
    expect(error.message).toMatch(/de la ligne 2 doit être un nombre entier/);
  });

  it('names every bad field of every line, in French', () => {
    const error = refused(
      proposalTotals(
        [
          { quantity: -1, unit_price_ht: 9.99 },
          { quantity: 3, unit_price_ht: 500 },
          { quantity: 0.5, unit_price_ht: 100 },
        ],
        8.5,
      ),
    );
    expect(error.errors).toEqual({
      'lines.0.quantity': 'La quantité de la ligne 1 doit être un nombre entier supérieur à zéro.',
      'lines.0.unit_price_ht': 'Le prix unitaire HT de la ligne 1 doit être un nombre entier de centimes, positif ou nul.',
      'lines.2.quantity': 'La quantité de la ligne 3 doit être un nombre entier supérieur à zéro.',
    });
    expect(error.message).toBe('La quantité de la ligne 1 doit être un nombre entier supérieur à zéro.');
  });

  it('refuses an empty proposal and an amount past exact cents', () => {
    expect(refused(proposalTotals([], 8.5))).toEqual({
      code: 'QUOTATION_LINES',
      message: 'La proposition doit compter au moins une ligne.',
      errors: { lines: 'La proposition doit compter au moins une ligne.' },
    });
    expect(refused(proposalTotals([{ quantity: 1_000_000, unit_price_ht: 1_000_000_000_000 }], 8.5)).errors).toEqual({
      lines: 'Le montant de la proposition est trop grand : vérifiez les quantités et les prix.',
    });
  });

  it('throws on a VAT rate no sales plan has, a bug and not the office’s input', () => {
    for (const rate of [-1, 101, Number.NaN]) expect(() => proposalTotals([{ quantity: 1, unit_price_ht: 100 }], rate)).toThrow(RangeError);
  });
});
