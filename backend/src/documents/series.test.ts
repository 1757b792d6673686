import { openDb, type Db } from '../db';
import { nextInSeries, seriesNumber } from './series';

/**
 * An invoice's and a credit note's number (CGI art. 242 nonies A: one
 * chronological, continuous sequence, in distinct series where the
 * business justifies them): one series per kind, territory and year, so
 * that Guyane's day, an hour ahead of the Antilles', never puts a number
 * before an earlier one's date.
 */
let db: Db;
beforeEach(() => {
  db = openDb(':memory:');
});
afterEach(() => db.close());

describe('a document series', () => {
  it('counts from 1 in each kind, territory and year, apart from the others', () => {
    const numbers = [
      nextInSeries(db, 'FAC', 'guf', 2027),
      nextInSeries(db, 'FAC', 'mtq', 2026),
      nextInSeries(db, 'FAC', 'guf', 2027),
      nextInSeries(db, 'AV', 'guf', 2027),
      nextInSeries(db, 'FAC', 'guf', 2026),
      nextInSeries(db, 'FAC', 'mtq', 2026),
    ];
    expect(numbers).toEqual([
      'FAC-GUF-2027-000001',
      'FAC-MTQ-2026-000001',
      'FAC-GUF-2027-000002',
      'AV-GUF-2027-000001',
      'FAC-GUF-2026-000001',
      'FAC-MTQ-2026-000002',
    ]);
  });

  it('leaves no gap where the document’s transaction is rolled back', () => {
    nextInSeries(db, 'FAC', 'gpe', 2026);
    expect(() =>
      db.transaction(() => {
        nextInSeries(db, 'FAC', 'gpe', 2026);
        throw new Error('la facture n’a pas pu être écrite');
      })(),
    ).toThrow('la facture');
    expect(nextInSeries(db, 'FAC', 'gpe', 2026)).toBe('FAC-GPE-2026-000002');
  });

  it('writes six digits, and more past a million rather than wrapping', () => {
    expect(seriesNumber('AV', 'mtq', 2026, 7)).toBe('AV-MTQ-2026-000007');
    expect(seriesNumber('FAC', 'gpe', 2030, 1_234_567)).toBe('FAC-GPE-2030-1234567');
  });
});
