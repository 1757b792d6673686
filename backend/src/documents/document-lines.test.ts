import { openDb, type Db } from '../db';
import { seed } from '../seed';
import { Site } from '../site/site';
import { Documents } from './documents';

/** 30 November 2026, 12:00 in the Antilles */
const NOW = Date.parse('2026-11-30T16:00:00Z');
let db: Db;
let documents: Documents;

beforeAll(async () => {
  db = openDb(':memory:');
  await seed(db, { now: NOW });
  documents = new Documents(db, new Site(db), { iban: '', bic: '', holder: '' }, () => NOW);
});
afterAll(() => db.close());

/**
 * Lines frozen before documents kept their masses are weighed when read, as the cart weighs them: a product's line by
 * its weight now, a schedule's line by its schedule's mass per lot times its lots (it read one lot whatever the lots).
 */
describe('a document’s lines frozen without their mass', () => {
  it('weigh a schedule’s line by its lots, and a product’s line by its weight now', () => {
    const bar = db.prepare("SELECT id, weight FROM product WHERE reference = 'HA12-12'").get() as { id: number; weight: number };
    const lines = documents.documentLines(
      JSON.stringify([
        { element_id: bar.id, reference: 'HA12-12', quantity: 3, length: null, schedule: { id: 1, number: 'NOM-1', revision: 'A', mass_g: 15584 } },
        { element_id: bar.id, reference: 'HA12-12', quantity: 4, length: null },
      ]),
    );
    expect(lines.map((l) => l.mass_kg)).toEqual([46.752, Math.round(bar.weight * 4 * 1000) / 1000]);
  });
});
