import type { Career, Crumb, Gamme, Page, PageCard } from '@trefima/domain/contract';
import type { Db } from '../db';
import { mediaPath } from '../media/media';

export type ArticleKind = 'actualite' | 'conseil' | 'service';

/** Where each kind of article is listed: the crumb above an article. */
export const LISTS: Record<ArticleKind | 'carriere' | 'gamme', Crumb> = {
  actualite: { id: 0, name: 'Actualités', slug: 'actualites', name_route: 'list_actu' },
  conseil: { id: 0, name: 'Conseils', slug: 'conseils', name_route: 'list_conseils' },
  service: { id: 0, name: 'Services', slug: 'services', name_route: 'list_services' },
  carriere: { id: 0, name: 'Carrières', slug: 'carrieres', name_route: 'list_carrieres' },
  gamme: { id: 0, name: 'Nos gammes', slug: 'nos-gammes', name_route: 'gammes' },
};

export interface PageRow {
  id: number;
  slug: string;
  subtype: Page['subtype'];
  parent_id: number | null;
  title: string;
  summary: string;
  body: string;
  meta_title: string;
  meta_description: string;
  category_id: number | null;
  published_at: string | null;
  updated_at: string;
}

export class Content {
  private tagsOf;
  private taxonomy;
  private pageById;
  constructor(private db: Db) {
    this.tagsOf = db.prepare('SELECT t.slug, t.label FROM page_tag pt JOIN taxonomy t ON t.id = pt.taxonomy_id WHERE pt.page_id = ? ORDER BY t.label');
    this.taxonomy = db.prepare('SELECT slug, label FROM taxonomy WHERE id = ?');
    this.pageById = db.prepare('SELECT id, slug, title, parent_id FROM page WHERE id = ?');
  }

  /** Parent pages, root first; articles hang under their list. */
  parents(row: Pick<PageRow, 'subtype' | 'parent_id'>): Crumb[] {
    if (row.subtype === 'actualite' || row.subtype === 'conseil' || row.subtype === 'service') return [LISTS[row.subtype]];
    const chain: Crumb[] = [];
    let parentId = row.parent_id;
    while (parentId !== null && chain.length < 10) {
      const p = this.pageById.get(parentId) as { id: number; slug: string; title: string; parent_id: number | null };
      chain.unshift({ id: p.id, name: p.title, slug: p.slug, name_route: 'cms_page' });
      parentId = p.parent_id;
    }
    return chain;
  }

  card(r: PageRow, origin: string): PageCard {
    return {
      id: r.id,
      slug: r.slug,
      title: r.title,
      subtype: r.subtype,
      summary: r.summary,
      image: origin + mediaPath(r.subtype === 'standard' || r.subtype === 'range' ? 'page' : 'article', r.slug.split('/').pop()!),
      published_at: r.published_at,
      tags: this.tagsOf.all(r.id) as PageCard['tags'],
      category: r.category_id ? (this.taxonomy.get(r.category_id) as PageCard['category']) : null,
    };
  }

  page(r: PageRow, origin: string): Page {
    return {
      ...this.card(r, origin),
      body: r.body,
      meta_title: r.meta_title,
      meta_description: r.meta_description,
      updated_at: r.updated_at,
      parents: this.parents(r),
    };
  }

  pageBySlug(slug: string, subtypes?: Page['subtype'][]): PageRow | undefined {
    const row = this.db.prepare('SELECT * FROM page WHERE slug = ?').get(slug) as PageRow | undefined;
    return row && (!subtypes || subtypes.includes(row.subtype)) ? row : undefined;
  }

  listPages(subtypes: Page['subtype'][], f: { tag?: string; category?: string }, limit: number, offset: number) {
    const params: Record<string, unknown> = { limit, offset };
    const clauses = [`p.subtype IN (${subtypes.map((s, i) => ((params[`s${i}`] = s), `@s${i}`)).join(',')})`];
    if (f.tag) {
      clauses.push(`EXISTS (SELECT 1 FROM page_tag pt JOIN taxonomy t ON t.id = pt.taxonomy_id WHERE pt.page_id = p.id AND t.role = 'tag' AND t.slug = @tag)`);
      params.tag = f.tag;
    }
    if (f.category) {
      clauses.push(`p.category_id IN (SELECT id FROM taxonomy WHERE role = 'category' AND slug = @category)`);
      params.category = f.category;
    }
    const where = `WHERE ${clauses.join(' AND ')}`;
    const rows = this.db.prepare(`SELECT p.* FROM page p ${where} ORDER BY p.published_at DESC, p.title LIMIT @limit OFFSET @offset`).all(params) as PageRow[];
    const total = this.db.prepare(`SELECT COUNT(*) FROM page p ${where}`).pluck().get(params) as number;
    return { rows, total };
  }

  gamme(r: { id: number; slug: string; title: string; summary: string; body: string; page_id: number | null }, origin: string): Gamme {
    const categories = this.db
      .prepare('SELECT c.id, c.name, c.slug FROM gamme_category gc JOIN category c ON c.id = gc.category_id WHERE gc.gamme_id = ? ORDER BY gc.position')
      .all(r.id) as Gamme['categories'];
    const page = r.page_id ? (this.pageById.get(r.page_id) as { slug: string }) : null;
    return {
      id: r.id,
      slug: r.slug,
      title: r.title,
      summary: r.summary,
      body: r.body,
      image: origin + mediaPath('gamme', r.slug),
      categories,
      page_slug: page?.slug ?? null,
    };
  }

  gammes(origin: string): Gamme[] {
    const rows = this.db.prepare('SELECT * FROM gamme ORDER BY position, id').all() as Parameters<Content['gamme']>[0][];
    return rows.map((r) => this.gamme(r, origin));
  }

  careerSelect = `SELECT k.*, co.slug AS co_slug, co.label AS co_label, pr.slug AS pr_slug, pr.label AS pr_label,
      lo.slug AS lo_slug, lo.label AS lo_label
    FROM career k JOIN career_facet co ON co.id = k.company_id JOIN career_facet pr ON pr.id = k.profile_id
    JOIN career_facet lo ON lo.id = k.location_id`;

  career(r: Record<string, string | number>): Career {
    return {
      id: r.id as number,
      slug: r.slug as string,
      title: r.title as string,
      company: { slug: r.co_slug as string, label: r.co_label as string },
      profile: { slug: r.pr_slug as string, label: r.pr_label as string },
      location: { slug: r.lo_slug as string, label: r.lo_label as string },
      contract: r.contract as string,
      summary: r.summary as string,
      body: r.body as string,
      published_at: r.published_at as string,
    };
  }
}
