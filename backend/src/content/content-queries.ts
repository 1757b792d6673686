import type { Tag } from '@trefima/domain/contract';
import type { Db } from '../db';
import type { Content, PageRow } from './content';
import { likeEscape } from '../shared/text';

export type GammeRow = Parameters<Content['gamme']>[0];
export type CareerRow = Record<string, string | number>;
export type CareerFacet = 'company' | 'profile' | 'location';

const CAREER_ALIAS: Record<CareerFacet, string> = { company: 'co', profile: 'pr', location: 'lo' };

/** The lookups behind the content calls: slugs, careers, the site search's pages and the site map. */
export class ContentQueries {
  private gammeBySlug_;
  private categoryBySlug_;
  private careerBySlug_;
  private productBySlug_;
  private allCategories;

  constructor(
    private db: Db,
    private content: Content,
  ) {
    this.gammeBySlug_ = db.prepare('SELECT * FROM gamme WHERE slug = ?');
    this.categoryBySlug_ = db.prepare('SELECT id, parent_id, name, slug FROM category WHERE slug = ?');
    this.careerBySlug_ = db.prepare(`${content.careerSelect} WHERE k.slug = ?`);
    this.productBySlug_ = db.prepare('SELECT id, category_id, name FROM product WHERE slug = ?');
    this.allCategories = db.prepare('SELECT id, name, slug, depth FROM category');
  }

  gammeBySlug = (slug: string) => this.gammeBySlug_.get(slug) as GammeRow | undefined;
  categoryBySlug = (slug: string) => this.categoryBySlug_.get(slug) as { id: number; parent_id: number | null; name: string; slug: string } | undefined;
  careerBySlug = (slug: string) => this.careerBySlug_.get(slug) as CareerRow | undefined;
  productBySlug = (slug: string) => this.productBySlug_.get(slug) as { id: number; category_id: number; name: string } | undefined;
  categories = () => this.allCategories.all() as { id: number; name: string; slug: string; depth: number }[];

  /** Every page, in the given order. */
  pages = (order: 'id' | 'title') => this.db.prepare(`SELECT * FROM page ORDER BY ${order === 'id' ? 'id' : 'title'}`).all() as PageRow[];
  gammeTitles = () => this.db.prepare('SELECT slug, title FROM gamme ORDER BY position').all() as { slug: string; title: string }[];
  careerTitles = () => this.db.prepare('SELECT slug, title FROM career ORDER BY published_at DESC').all() as { slug: string; title: string }[];

  careers(filters: Partial<Record<CareerFacet, string>>, limit: number, offset: number) {
    const params: Record<string, unknown> = { limit, offset };
    const clauses: string[] = [];
    for (const facet of ['company', 'profile', 'location'] as const) {
      const v = filters[facet];
      if (!v) continue;
      clauses.push(`${CAREER_ALIAS[facet]}.slug = @${facet}`);
      params[facet] = v;
    }
    const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
    const rows = this.db
      .prepare(`${this.content.careerSelect} ${where} ORDER BY k.published_at DESC, k.id LIMIT @limit OFFSET @offset`)
      .all(params) as CareerRow[];
    const total = this.db.prepare(`SELECT COUNT(*) FROM (${this.content.careerSelect} ${where})`).pluck().get(params) as number;
    return { rows, total };
  }

  // in the seed's display order (Trefima first), like the artisans' filters
  careerFacet = (facet: CareerFacet) => this.db.prepare('SELECT slug, label FROM career_facet WHERE facet = ? ORDER BY id').all(facet) as Tag[];
  allCareers = () => this.db.prepare(`${this.content.careerSelect} ORDER BY k.published_at DESC, k.id`).all() as CareerRow[];

  /** Pages whose text holds every word, those starting with the whole term first. */
  searchPages(words: string[], term: string): PageRow[] {
    const params: Record<string, string> = { prefix: `${likeEscape(term)}%` };
    words.forEach((w, i) => (params[`w${i}`] = `%${likeEscape(w)}%`));
    return this.db
      .prepare(
        `SELECT * FROM page WHERE ${words.map((_, i) => `search_text LIKE @w${i} ESCAPE '\\'`).join(' AND ')}
        ORDER BY CASE WHEN search_text LIKE @prefix ESCAPE '\\' THEN 0 ELSE 1 END, published_at DESC, title`,
      )
      .all(params) as PageRow[];
  }
}
