import type { FastifyInstance } from 'fastify';
import type { Artisan, RoofProfile } from '../../../src/contract';
import type { AppDeps } from '../app';
import { optionalString, paging } from '../http/context';
import { badParam } from '../http/errors';

export interface ProfileGeometry extends Omit<RoofProfile, 'colors' | 'closure_product_id' | 'screw_product_id'> {
  screw_reference: string;
}

const FACETS = { client: 'clients', type: 'types', superficie: 'superficies' } as const;

export function toolRoutes(app: FastifyInstance, { db }: AppDeps) {
  // ---- craftsman directory ----
  for (const facet of Object.keys(FACETS) as (keyof typeof FACETS)[]) {
    app.get(`/artisan/${facet}`, async () => ({
      data: db.prepare('SELECT slug, label FROM artisan_facet WHERE facet = ? ORDER BY position, label').all(facet),
    }));
  }

  /** Filters: client, type, superficie (facet slugs), department (971-973), zipcode prefix. */
  app.get('/artisan', async (request) => {
    const { perPage, offset } = paging(request.query, { perPage: 20 });
    const params: Record<string, unknown> = { limit: perPage, offset };
    const clauses: string[] = [];
    for (const facet of Object.keys(FACETS) as (keyof typeof FACETS)[]) {
      const v = optionalString(request.query, facet, 100);
      if (!v) continue;
      clauses.push(`EXISTS (SELECT 1 FROM artisan_artisan_facet aa JOIN artisan_facet f ON f.id = aa.facet_id
        WHERE aa.artisan_id = a.id AND f.facet = '${facet}' AND f.slug = @${facet})`);
      params[facet] = v;
    }
    const department = optionalString(request.query, 'department', 3);
    if (department) {
      if (!/^97[123]$/.test(department)) throw badParam('department', 'doit valoir 971, 972 ou 973');
      clauses.push('a.department = @department');
      params.department = department;
    }
    const zipcode = optionalString(request.query, 'zipcode', 5);
    if (zipcode) {
      if (!/^\d{1,5}$/.test(zipcode)) throw badParam('zipcode', 'doit contenir de 1 à 5 chiffres');
      clauses.push('a.zipcode LIKE @zip');
      params.zip = `${zipcode}%`;
    }
    const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
    const rows = db.prepare(`SELECT a.* FROM artisan a ${where} ORDER BY a.department, a.name LIMIT @limit OFFSET @offset`).all(params) as Omit<Artisan, 'clients' | 'types' | 'superficies'>[];
    const total = db.prepare(`SELECT COUNT(*) FROM artisan a ${where}`).pluck().get(params) as number;
    const facetsOf = db.prepare('SELECT f.facet, f.slug, f.label FROM artisan_artisan_facet aa JOIN artisan_facet f ON f.id = aa.facet_id WHERE aa.artisan_id = ? ORDER BY f.position');
    const items = rows.map((a) => {
      const fs = facetsOf.all(a.id) as { facet: keyof typeof FACETS; slug: string; label: string }[];
      const pick = (f: keyof typeof FACETS) => fs.filter((x) => x.facet === f).map(({ slug, label }) => ({ slug, label }));
      return { ...a, clients: pick('client'), types: pick('type'), superficies: pick('superficie') };
    });
    return { data: { items, total } };
  });

  // ---- roof configurator ----
  app.get('/configurateur', async (request) => {
    const setting = db.prepare("SELECT value FROM setting WHERE site_id = ? AND key = 'configurator'").pluck().get(request.ctx.siteId) as string | undefined;
    const conf = setting ? (JSON.parse(setting) as { slopes: { value: number; label: string }[]; overhang: number; profiles: ProfileGeometry[] }) : null;
    if (!conf) return { data: { slopes: [], overhang: 0, profiles: [] } };
    const sheets = db.prepare(`SELECT p.id, p.color_ral AS ral, p.color_label AS label, p.color_hex AS hex FROM product p
        WHERE p.profile = ? AND p.cut_min_length IS NOT NULL AND p.color_label IS NOT NULL
        ORDER BY p.color_label, ABS(COALESCE(p.thickness, 0.63) - 0.63), p.id`);
    const accessory = db.prepare(`SELECT p.id FROM product p JOIN category c ON c.id = p.category_id
        WHERE p.profile = ? AND c.code = ? AND (p.color_hex = ? OR (? IS NULL)) ORDER BY p.id LIMIT 1`).pluck();
    const byReference = db.prepare('SELECT id FROM product WHERE reference = ?').pluck();
    const profiles: RoofProfile[] = conf.profiles.map(({ screw_reference, ...g }) => {
      const seen = new Set<string>();
      const colors = (sheets.all(g.code) as { id: number; ral: string | null; label: string; hex: string }[])
        .filter((s) => !seen.has(s.hex) && seen.add(s.hex))
        .map((s) => ({
          color: { ral: s.ral, label: s.label, hex: s.hex },
          sheet_product_id: s.id,
          ridge_product_id: (accessory.get(g.code, 'faitieres', s.hex, s.hex) as number | undefined) ?? null,
          flashing_product_id: (accessory.get(g.code, 'bavettes-solins', s.hex, s.hex) as number | undefined) ?? null,
        }));
      return {
        ...g,
        colors,
        closure_product_id: (accessory.get(g.code, 'closoirs', null, null) as number | undefined) ?? null,
        screw_product_id: (byReference.get(screw_reference) as number | undefined) ?? null,
      };
    });
    return { data: { slopes: conf.slopes, overhang: conf.overhang, profiles: profiles.filter((p) => p.colors.length) } };
  });
}
