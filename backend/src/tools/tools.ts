import type { Artisan, RoofProfile, Tag } from '@trefima/domain/contract';
import type { Db } from '../db';

export interface ProfileGeometry extends Omit<
  RoofProfile,
  'colors' | 'closure_product_id' | 'screw_product_id' | 'stitching_screw_product_id' | 'saddle_product_id'
> {
  screw_reference: string;
  /** stitching screws for ridges and flashings */
  stitching_screw_reference: string;
  /** crest saddles (cavaliers), null when the profile takes none */
  saddle_reference: string | null;
}

export const ARTISAN_FACETS = { client: 'clients', type: 'types', superficie: 'superficies' } as const;
export type ArtisanFacet = keyof typeof ARTISAN_FACETS;

export interface ArtisanFilters {
  facets: Partial<Record<ArtisanFacet, string>>;
  /** 971, 972 or 973 */
  department?: string;
  /** a prefix */
  zipcode?: string;
}

/** The craftsman directory and the roof configurator's catalogue. */
export class Tools {
  constructor(private db: Db) {}

  facet = (facet: ArtisanFacet) => this.db.prepare('SELECT slug, label FROM artisan_facet WHERE facet = ? ORDER BY position, label').all(facet) as Tag[];

  artisans(f: ArtisanFilters, limit: number, offset: number) {
    const params: Record<string, unknown> = { limit, offset };
    const clauses: string[] = [];
    for (const facet of Object.keys(ARTISAN_FACETS) as ArtisanFacet[]) {
      const v = f.facets[facet];
      if (!v) continue;
      clauses.push(`EXISTS (SELECT 1 FROM artisan_artisan_facet aa JOIN artisan_facet f ON f.id = aa.facet_id
        WHERE aa.artisan_id = a.id AND f.facet = '${facet}' AND f.slug = @${facet})`);
      params[facet] = v;
    }
    if (f.department) {
      clauses.push('a.department = @department');
      params.department = f.department;
    }
    if (f.zipcode) {
      clauses.push('a.zipcode LIKE @zip');
      params.zip = `${f.zipcode}%`;
    }
    const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
    const rows = this.db.prepare(`SELECT a.* FROM artisan a ${where} ORDER BY a.department, a.name LIMIT @limit OFFSET @offset`).all(params) as Omit<
      Artisan,
      'clients' | 'types' | 'superficies'
    >[];
    const total = this.db.prepare(`SELECT COUNT(*) FROM artisan a ${where}`).pluck().get(params) as number;
    const facetsOf = this.db.prepare(
      'SELECT f.facet, f.slug, f.label FROM artisan_artisan_facet aa JOIN artisan_facet f ON f.id = aa.facet_id WHERE aa.artisan_id = ? ORDER BY f.position',
    );
    const items = rows.map((a) => {
      const fs = facetsOf.all(a.id) as { facet: ArtisanFacet; slug: string; label: string }[];
      const pick = (x: ArtisanFacet) => fs.filter((y) => y.facet === x).map(({ slug, label }) => ({ slug, label }));
      return { ...a, clients: pick('client'), types: pick('type'), superficies: pick('superficie') };
    });
    return { items, total };
  }

  /**
   * The configurator's slopes and profiles, each profile with the colours its sheets come in (and their thickness,
   * which is not the same in every colour) and the products of its accessories; the fixings its bill adds (stitching
   * screws, saddles) when the territory's plan `planId` sells them.
   */
  configurator(siteId: number, planId: number) {
    const setting = this.db.prepare("SELECT value FROM setting WHERE site_id = ? AND key = 'configurator'").pluck().get(siteId) as string | undefined;
    const conf = setting ? (JSON.parse(setting) as { slopes: { value: number; label: string }[]; overhang: number; profiles: ProfileGeometry[] }) : null;
    if (!conf) return { slopes: [], overhang: 0, profiles: [] };
    const sheets = this.db.prepare(`SELECT p.id, p.color_ral AS ral, p.color_label AS label, p.color_hex AS hex, p.thickness FROM product p
        WHERE p.profile = ? AND p.cut_min_length IS NOT NULL AND p.color_label IS NOT NULL
        ORDER BY p.color_label, ABS(COALESCE(p.thickness, 0.63) - 0.63), p.id`);
    const accessory = this.db
      .prepare(
        `SELECT p.id FROM product p JOIN category c ON c.id = p.category_id
        WHERE p.profile = ? AND c.code = ? AND (p.color_hex = ? OR (? IS NULL)) ORDER BY p.id LIMIT 1`,
      )
      .pluck();
    const byReference = this.db.prepare('SELECT id FROM product WHERE reference = ?').pluck();
    const sold = this.db
      .prepare('SELECT p.id FROM product p JOIN product_price pp ON pp.product_id = p.id AND pp.sales_plan_id = ? WHERE p.reference = ?')
      .pluck();
    const soldId = (reference: string | null) => (reference ? ((sold.get(planId, reference) as number | undefined) ?? null) : null);
    const profiles: RoofProfile[] = conf.profiles.map(({ screw_reference, stitching_screw_reference, saddle_reference, ...g }) => {
      const seen = new Set<string>();
      const colors = (sheets.all(g.code) as { id: number; ral: string | null; label: string; hex: string; thickness: number | null }[])
        .filter((s) => !seen.has(s.hex) && seen.add(s.hex))
        .map((s) => ({
          color: { ral: s.ral, label: s.label, hex: s.hex },
          sheet_product_id: s.id,
          ridge_product_id: (accessory.get(g.code, 'faitieres', s.hex, s.hex) as number | undefined) ?? null,
          flashing_product_id: (accessory.get(g.code, 'bavettes-solins', s.hex, s.hex) as number | undefined) ?? null,
          thickness: s.thickness,
        }));
      return {
        ...g,
        colors,
        closure_product_id: (accessory.get(g.code, 'closoirs', null, null) as number | undefined) ?? null,
        screw_product_id: (byReference.get(screw_reference) as number | undefined) ?? null,
        stitching_screw_product_id: soldId(stitching_screw_reference),
        saddle_product_id: soldId(saddle_reference),
      };
    });
    return { slopes: conf.slopes, overhang: conf.overhang, profiles: profiles.filter((p) => p.colors.length) };
  }
}
