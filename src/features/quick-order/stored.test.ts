/** @jest-environment ./src/test-support/jsdom-env.ts */
import { TYPED } from '../../state/storage';
import { emptyRow } from './rows';
import { readOrder, storeOrder } from './stored';

/** The quick order kept for the tab's session: a sheet's length comes back as the buyer typed it. */
beforeEach(() => sessionStorage.clear());

it('keeps a sheet’s length as typed, even half typed', () => {
  const sheet = { ...emptyRow(), reference: 'BAC-T40-9010-063', quantity: '2' };
  storeOrder({
    text: '',
    rows: [
      { ...sheet, length: '3,' },
      { ...sheet, length: '' },
      { ...sheet, length: null },
    ],
  });
  expect(readOrder()!.rows.map((r) => r.length)).toEqual(['3,', '', null]);
});

it('reads a length kept as a number by an earlier version as the buyer writes it', () => {
  const sheet = { ...emptyRow(), reference: 'BAC-T40-9010-063', quantity: '2' };
  sessionStorage.setItem(TYPED.quickOrder, JSON.stringify({ text: '', rows: [{ ...sheet, length: 4.35 }] }));
  expect(readOrder()!.rows[0].length).toBe('4,35');
});
