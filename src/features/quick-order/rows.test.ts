import type { QuickOrderLine } from '@trefima/domain/quick-order/contract';
import { parseQuickOrder } from '../../lib/quick-order/parse-lines';
import { emptyRow, linesOf, rowsOf, rowsOfAnswer, withAnswer, withFieldErrors } from './rows';

/** The quick order's rows: pasted lines kept as typed, sent as numbers, the API's reading put back on the rows it came from. */
describe('quick order rows', () => {
  const pasted = rowsOf(parseQuickOrder('HA12-12\t40\nST25C-240;6\n1,5 t HA12-12').lines);

  it('keeps French decimals as typed and sends numbers, leaving out rows without a reference', () => {
    expect(pasted.map((r) => [r.reference, r.quantity, r.unit])).toEqual([
      ['HA12-12', '40', 'piece'],
      ['ST25C-240', '6', 'piece'],
      ['HA12-12', '1,5', 't'],
    ]);
    const rows = [pasted[0], emptyRow(), { ...pasted[2], quantity: '1 250,5' }, { ...pasted[1], quantity: 'beaucoup' }];
    expect(linesOf(rows)).toEqual([
      { reference: 'HA12-12', quantity: 40, unit: 'piece' },
      { reference: 'HA12-12', quantity: 1250.5, unit: 't' },
      { reference: 'ST25C-240', quantity: 0, unit: 'piece' },
    ]);
  });

  it('puts each answer and each refusal on its own row, blank rows skipped', () => {
    const rows = [pasted[0], emptyRow(), pasted[1]];
    const answer = (message: string | null, name: string | null): QuickOrderLine => ({
      index: 0,
      reference: '',
      product: name ? { id: 1, reference: '', name, slug: '', unit: 'barre', unit_price_ht: 1545, stock: 10, lead_time_days: null } : null,
      asked: { amount: 1, unit: 'piece' },
      message,
      field: message ? 'reference' : null,
      suggestions: message ? [{ reference: 'ST25-240', name: 'Treillis ST25' }] : [],
    });
    const read = withAnswer(rows, [answer(null, 'Barre HA Ø12 – 12 m'), answer('La référence « ST25C-240 » n’existe pas : vérifiez-la.', null)]);
    expect(read.map((r) => [r.name, r.message, r.suggestions.length])).toEqual([
      ['Barre HA Ø12 – 12 m', null, 0],
      [null, null, 0],
      [null, 'La référence « ST25C-240 » n’existe pas : vérifiez-la.', 1],
    ]);
    expect(withFieldErrors(rows, { 'lines.1.quantity': 'Trop.' }).map((r) => r.message)).toEqual([null, null, 'Trop.']);
  });
});

describe('rows of an uploaded file', () => {
  const line = (change: Partial<QuickOrderLine>): QuickOrderLine => ({
    index: 0,
    reference: 'HA12-12',
    product: {
      id: 1,
      reference: 'HA12-12',
      name: 'Barre HA Ø12 – 12 m',
      slug: 'ha12-12',
      unit: 'barre',
      unit_price_ht: 1545,
      stock: 2290,
      lead_time_days: null,
    },
    asked: { amount: 1.5, unit: 't' },
    length: null,
    message: null,
    field: null,
    suggestions: [],
    ...change,
  });

  it('shows what the API read of each line, a quantity that did not read left blank, and sends a sheet’s length back', () => {
    const rows = rowsOfAnswer([
      line({}),
      line({
        reference: 'ST25C-240',
        product: null,
        asked: { amount: 0, unit: 'piece' },
        message: 'Ligne 3 : la quantité « beaucoup » ne se lit pas.',
        field: 'quantity',
      }),
      line({ reference: 'BAC-T40', product: null, asked: { amount: 4, unit: 'piece' }, length: 4.35 }),
    ]);
    expect(rows.map((r) => [r.reference, r.quantity, r.unit, r.length, r.name, r.message])).toEqual([
      ['HA12-12', '1,5', 't', null, 'Barre HA Ø12 – 12 m', null],
      ['ST25C-240', '', 'piece', null, null, 'Ligne 3 : la quantité « beaucoup » ne se lit pas.'],
      ['BAC-T40', '4', 'piece', '4,35', null, null],
    ]);
    expect(linesOf(rows)).toEqual([
      { reference: 'HA12-12', quantity: 1.5, unit: 't' },
      { reference: 'ST25C-240', quantity: 0, unit: 'piece' },
      { reference: 'BAC-T40', quantity: 4, unit: 'piece', length: 4.35 },
    ]);
  });
});

describe('the length of a sheet cut to length', () => {
  const sheet = { ...emptyRow(), reference: 'BAC-T40-9010-063', quantity: '2' };

  it('is kept as typed and sent as a number, French or English, and not at all when empty', () => {
    expect(emptyRow().length).toBeNull();
    const rows = [
      { ...sheet, length: '3,5' },
      { ...sheet, length: '3.5' },
      { ...sheet, length: ' ' },
      { ...sheet, length: null },
      { ...sheet, length: 'trois' },
    ];
    expect(linesOf(rows).map((l) => l.length)).toEqual([3.5, 3.5, undefined, undefined, 0]);
    expect(linesOf(rows).map((l) => 'length' in l)).toEqual([true, true, false, false, true]);
  });

  it('gets a field to give it when the API says the length is missing or wrong, and keeps it through the next check', () => {
    const said = 'La longueur de « BAC-T40-9010-063 » doit être comprise entre 1 m et 12 m.';
    const answer: QuickOrderLine = {
      index: 0,
      reference: 'BAC-T40-9010-063',
      product: null,
      asked: { amount: 2, unit: 'piece' },
      length: null,
      message: said,
      field: 'length',
      suggestions: [],
    };
    const [checked] = withAnswer([sheet], [answer]);
    expect([checked.length, checked.field, checked.message]).toEqual(['', 'length', said]);
    expect(rowsOfAnswer([answer])[0].length).toBe('');
    const [again] = withAnswer([{ ...checked, length: '3,5' }], [{ ...answer, length: 3.5, message: null, field: null }]);
    expect(again.length).toBe('3,5');
  });
});

describe('the thing a count names (« 3 barres »)', () => {
  it('sends it with its row, from a paste or a file, while the row counts units: another unit drops it', () => {
    const pasted = rowsOf(parseQuickOrder('BT-HA12 3 barres\nHA12-12 10 x').lines);
    const filed = rowsOfAnswer([
      {
        index: 0,
        reference: 'BT-HA12',
        product: null,
        asked: { amount: 3, unit: 'piece', counted: 'barre' },
        length: null,
        message: 'Ligne 2 : BT-HA12 se vend à la tonne, pas à la barre : indiquez une quantité en t ou en kg.',
        field: 'quantity',
        suggestions: [],
      },
    ]);
    const rows = [...pasted, ...filed, { ...pasted[0]!, unit: 'kg' as const }];
    expect(linesOf(rows)).toEqual([
      { reference: 'BT-HA12', quantity: 3, unit: 'piece', counted: 'barre' },
      { reference: 'HA12-12', quantity: 10, unit: 'piece' },
      { reference: 'BT-HA12', quantity: 3, unit: 'piece', counted: 'barre' },
      { reference: 'BT-HA12', quantity: 3, unit: 'kg' },
    ]);
    expect(linesOf(rows).map((l) => 'counted' in l)).toEqual([true, false, true, false]);
  });
});
