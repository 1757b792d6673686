import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDb } from '.';
import { seed } from '../seed';

/**
 * Migrations that fill data for a database seeded before them must write
 * what the seed writes into a fresh one: the same database, emptied of that
 * data, then the migration's own statements run again.
 */
const statements = (file: string, from: string) => {
  const sql = readFileSync(join(__dirname, 'migrations', file), 'utf8');
  return sql.slice(sql.indexOf(from));
};

describe('data written by migrations', () => {
  const db = openDb(':memory:');
  beforeAll(() => seed(db, { demoCustomers: false }));
  afterAll(() => db.close());

  it('011 gives every mesh product of the catalogue the wires the seed gives it', () => {
    const rows = () => db.prepare('SELECT * FROM mesh_panel ORDER BY product_id').all();
    const seeded = rows();
    expect(seeded.length).toBeGreaterThan(20);
    db.exec('DELETE FROM mesh_panel');
    db.exec(statements('011-mesh-panels.sql', 'WITH mesh'));
    expect(rows()).toEqual(seeded);
  });

  it('012 gives every carrier of every territory the delay the seed gives it', () => {
    const rows = () => db.prepare('SELECT carrier_id, sales_plan_id, delay_days FROM carrier_price ORDER BY carrier_id, sales_plan_id').all();
    const seeded = rows();
    db.exec('UPDATE carrier_price SET delay_days = 0');
    db.exec(statements('012-delivery-terms.sql', 'UPDATE carrier_price').split(';')[0]!);
    expect(rows()).toEqual(seeded);
  });

  it('049 gives the roof configurator’s profiles of a database seeded before it the fixings and laps the seed gives them', () => {
    const setting = () =>
      JSON.parse(db.prepare("SELECT value FROM setting WHERE key = 'configurator'").pluck().get() as string) as { profiles: Record<string, unknown>[] };
    const seeded = setting();
    const ADDED = [
      'min_pitch_lapped_percent',
      'fixing_ribs',
      'purlin_spacing',
      'length_module',
      'ridge_fits_hips',
      'ridge_stitch_spacing',
      'flashing_stitch_spacing',
    ];
    const before = {
      ...seeded,
      profiles: seeded.profiles.map((p) => {
        const old = Object.fromEntries(Object.entries(p).filter(([k]) => !ADDED.includes(k) && !/stitching|saddle/.test(k)));
        return { ...old, ridge_useful_length: p.code === 'tuile-acier' ? p.ridge_useful_length : 1.9 };
      }),
    };
    db.prepare("UPDATE setting SET value = ? WHERE key = 'configurator'").run(JSON.stringify(before));
    db.exec(statements('049-roof-fixings.sql', 'UPDATE setting'));
    expect(setting()).toEqual(seeded);
    // run again, it changes nothing
    db.exec(statements('049-roof-fixings.sql', 'UPDATE setting'));
    expect(setting()).toEqual(seeded);
  });

  it('050 writes into the CGV of a database seeded before it the article 8 the seed writes, its model withdrawal form with it', () => {
    const cgv = () => db.prepare("SELECT body FROM page WHERE slug = 'conditions-generales-de-vente'").pluck().get() as string;
    const seeded = cgv();
    const sql = statements('050-withdrawal-as-concluded.sql', 'UPDATE page');
    // the article as seeded before 050: the text the migration replaces
    const before = /replace\(body, '((?:[^']|'')*)'/.exec(sql)![1]!.replace(/''/g, "'");
    expect(seeded).not.toContain(before);
    db.prepare("UPDATE page SET body = ? WHERE slug = 'conditions-generales-de-vente'").run(seeded.replace(/<h2>Article 8 [\s\S]*?(?=<h2>Article 9 )/, before));
    expect(cgv()).not.toContain('Formulaire type de rétractation');
    db.exec(sql);
    expect(cgv()).toEqual(seeded);
    // run again, it changes nothing
    db.exec(sql);
    expect(cgv()).toEqual(seeded);
  });

  it('026 names the payment on account as the seed does', () => {
    const row = () => db.prepare("SELECT label, description FROM payment WHERE code = 'compte-client'").get();
    const seeded = row();
    db.exec(
      "UPDATE payment SET label = 'Paiement à 30 jours fin de mois', description = 'Réservé aux comptes professionnels ouverts.' WHERE code = 'compte-client'",
    );
    db.exec(statements('026-invoice-terms.sql', 'UPDATE payment'));
    expect(row()).toEqual(seeded);
  });

  it('014 gives a quotation answered before it its proposal as revision 1, and every document its first step', () => {
    const withCustomers = openDb(':memory:');
    return seed(withCustomers).then(() => {
      const proposals = () =>
        withCustomers.prepare('SELECT quotation_id, revision, lines, amount_ht, vat_rate, valid_until FROM quotation_proposal ORDER BY quotation_id').all();
      const seeded = proposals();
      expect(seeded.length).toBeGreaterThan(0);
      withCustomers.exec(
        'DELETE FROM quotation_proposal; DELETE FROM quotation_event; DELETE FROM order_event; UPDATE quotation SET revision = 0, proposal_valid_until = NULL',
      );
      withCustomers.exec(statements('014-document-lifecycle.sql', 'INSERT INTO quotation_proposal'));
      expect(proposals()).toEqual(seeded);
      const pending = withCustomers.prepare("SELECT revision, proposal_valid_until FROM quotation WHERE status = 'envoyee'").all() as {
        revision: number;
        proposal_valid_until: string;
      }[];
      expect(pending.every((q) => q.revision === 1 && /^\d{4}-\d{2}-\d{2}$/.test(q.proposal_valid_until))).toBe(true);
      const unstepped = withCustomers
        .prepare('SELECT COUNT(*) FROM "order" o WHERE NOT EXISTS (SELECT 1 FROM order_event e WHERE e.order_id = o.id AND e.status = o.status)')
        .pluck()
        .get();
      expect(unstepped).toBe(0);
      withCustomers.close();
    });
  });
  it('021 writes the stored schedule rows in the names the seed writes (diameter, dimensions, bars_per_member)', () => {
    const withCustomers = openDb(':memory:');
    return seed(withCustomers).then(() => {
      const revisions = () => withCustomers.prepare('SELECT id, rows FROM bar_schedule_revision ORDER BY id').all() as { id: number; rows: string }[];
      const seeded = revisions();
      expect(seeded.length).toBeGreaterThan(0);
      // the rows as they were stored before 021, each key in its place
      const OLD: Record<string, string> = { diameter: 'diameter_mm', dimensions: 'dims', bars_per_member: 'bars_each' };
      const before = (rows: string) =>
        JSON.stringify((JSON.parse(rows) as Record<string, unknown>[]).map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [OLD[k] ?? k, v]))));
      const write = withCustomers.prepare('UPDATE bar_schedule_revision SET rows = ? WHERE id = ?');
      for (const r of seeded) write.run(before(r.rows), r.id);
      expect(revisions().every((r) => r.rows.includes('"bars_each"'))).toBe(true);
      withCustomers.exec(statements('021-bar-schedule-row-names.sql', 'UPDATE bar_schedule_revision'));
      expect(revisions()).toEqual(seeded);
      withCustomers.close();
    });
  });
});
