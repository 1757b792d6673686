import type { Db } from '../db';
import { normalize } from '../shared/text';
import { advice, adviceCategories, adviceTags, news, newsCategories, newsTags, serviceCategories, serviceTags, services } from './data/articles';
import { careers, companies, locations, profiles } from './data/careers';
import { gammes } from './data/gammes';
import { pages } from './data/pages';
import type { CategoryIds } from './catalogue';
import { inserter } from './insert';
import type { SeedArticle, SeedTag } from './types';

/**
 * A meta description at most `max` characters long, cut after a whole word and marked « … »: one cut in the middle of
 * a word reads as a mistake in a search result. A title is not cut: a search engine shortens it to its own width.
 */
export const clipped = (text: string, max: number) =>
  text.length <= max
    ? text
    : `${text
        .slice(0, max)
        .replace(/\s+\S*$/, '')
        .replace(/[\s,;:.…–-]+$/, '')}…`;

/** The CMS pages and the ranges over the categories, the news, advice and services with their taxonomies, and the careers. */
export function seedContent(db: Db, categoryIds: CategoryIds, at: string) {
  const run = inserter(db);

  // ---- CMS pages, ranges ----
  const pageIds = new Map<string, number>();
  const insertPage =
    db.prepare(`INSERT INTO page (slug, subtype, parent_id, title, summary, body, meta_title, meta_description, category_id, published_at, updated_at, search_text)
    VALUES (@slug, @subtype, @parent_id, @title, @summary, @body, @meta_title, @meta_description, @category_id, @published_at, @updated_at, @search_text)`);
  const pageRow = (p: { slug: string; title: string; summary: string; body: string }, extra: Record<string, unknown>) => ({
    slug: p.slug,
    title: p.title,
    summary: p.summary,
    body: p.body,
    parent_id: null,
    category_id: null,
    published_at: null,
    updated_at: at,
    meta_title: p.title,
    meta_description: clipped(p.summary, 155),
    search_text: normalize(`${p.title} ${p.summary}`),
    ...extra,
  });
  // parents first: a page's parent has a shorter slug
  for (const p of [...pages].sort((a, b) => a.slug.split('/').length - b.slug.split('/').length)) {
    const parent = p.parent ? pageIds.get(p.parent) : null;
    if (p.parent && !parent) throw new Error(`page ${p.slug}: unknown parent ${p.parent}`);
    pageIds.set(
      p.slug,
      Number(
        insertPage.run(
          pageRow(p, {
            subtype: p.subtype,
            parent_id: parent ?? null,
            meta_title: p.metaTitle ?? p.title,
            meta_description: p.metaDescription ?? clipped(p.summary, 155),
          }),
        ).lastInsertRowid,
      ),
    );
  }
  gammes.forEach((g, i) => {
    const id = run(
      'INSERT INTO gamme (slug, title, summary, body, page_id, position) VALUES (?, ?, ?, ?, ?, ?)',
      g.slug,
      g.title,
      g.summary,
      g.body,
      g.page ? (pageIds.get(g.page) ?? null) : null,
      i,
    );
    g.categories.forEach((code, j) => {
      const c = categoryIds.get(code);
      if (!c) throw new Error(`gamme ${g.slug}: unknown category ${code}`);
      run('INSERT INTO gamme_category (gamme_id, category_id, position) VALUES (?, ?, ?)', id, c.id, j);
    });
  });

  // ---- news, advice, services ----
  const addArticles = (kind: 'actualite' | 'conseil' | 'service', tags: SeedTag[], cats: SeedTag[], list: SeedArticle[]) => {
    const tagIds = new Map(tags.map((t) => [t.slug, run('INSERT INTO taxonomy (kind, role, slug, label) VALUES (?, ?, ?, ?)', kind, 'tag', t.slug, t.label)]));
    const catIds = new Map(
      cats.map((t) => [t.slug, run('INSERT INTO taxonomy (kind, role, slug, label) VALUES (?, ?, ?, ?)', kind, 'category', t.slug, t.label)]),
    );
    for (const a of list) {
      const id = Number(
        insertPage.run(
          pageRow(a, {
            subtype: kind,
            category_id: catIds.get(a.category) ?? null,
            published_at: a.publishedAt,
            search_text: normalize(`${a.title} ${a.summary} ${a.tags.join(' ')}`),
          }),
        ).lastInsertRowid,
      );
      for (const t of a.tags) {
        const tagId = tagIds.get(t);
        if (!tagId) throw new Error(`${a.slug}: unknown tag ${t}`);
        run('INSERT INTO page_tag (page_id, taxonomy_id) VALUES (?, ?)', id, tagId);
      }
    }
  };
  addArticles('actualite', newsTags, newsCategories, news);
  addArticles('conseil', adviceTags, adviceCategories, advice);
  addArticles('service', serviceTags, serviceCategories, services);

  // ---- careers ----
  const facetIds = new Map<string, number>();
  for (const [facet, list] of [
    ['company', companies],
    ['profile', profiles],
    ['location', locations],
  ] as const) {
    for (const t of list) facetIds.set(`${facet}:${t.slug}`, run('INSERT INTO career_facet (facet, slug, label) VALUES (?, ?, ?)', facet, t.slug, t.label));
  }
  for (const k of careers) {
    run(
      `INSERT INTO career (slug, title, company_id, profile_id, location_id, contract, summary, body, published_at, search_text) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      k.slug,
      k.title,
      facetIds.get(`company:${k.company.slug}`),
      facetIds.get(`profile:${k.profile.slug}`),
      facetIds.get(`location:${k.location.slug}`),
      k.contract,
      k.summary,
      k.body,
      k.publishedAt,
      normalize(`${k.title} ${k.summary}`),
    );
  }
}
