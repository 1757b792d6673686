import type { FastifyInstance } from 'fastify';
import type { Crumb, EntityType, SitemapEntry } from '@trefima/domain/contract';
import { articlesQuery, careersQuery, pagesQuery, searchQuery, slugParams, urlQuery } from '@trefima/domain/content/requests';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { forTheBuild } from '../http/compression';
import { typed } from '../http/zod-routes';
import { answerOf, at } from '../http/answers';
import {
  exportCareers,
  exportGammes,
  exportPages,
  getAdvice,
  getCareer,
  getCareerFilters,
  getCareers,
  getGamme,
  getGammes,
  getNews,
  getPage,
  getPages,
  getServices,
} from '@trefima/domain/content/endpoints';
import { getAdviceArticle, getNewsArticle, getServiceArticle, resolveEntityAnswer, searchAny } from '@trefima/domain/content/api-endpoints';
import { resolveUrl } from '@trefima/domain/content/search-endpoints';
import { getSitemap } from '@trefima/domain/site/endpoints';
import { toCard, toProduct } from '../catalogue/product-views';
import { LISTS, type ArticleKind } from './content';
import { normalize } from '../shared/text';

const PREFIX: Record<ArticleKind, string> = { actualite: 'actualites/', conseil: 'conseils/', service: 'services/' };
const ARTICLES = {
  actualite: { list: getNews, one: getNewsArticle },
  conseil: { list: getAdvice, one: getAdviceArticle },
  service: { list: getServices, one: getServiceArticle },
} satisfies Record<ArticleKind, unknown>;

const offsetOf = ({ page, perPage }: { page: number; perPage: number }) => (page - 1) * perPage;

export function contentRoutes(fastify: FastifyInstance, { config, throttles, services: { content, catalogue, contentQueries: queries } }: AppDeps) {
  const app = typed(fastify);
  // ---- CMS pages (standard and range) ----
  app.get(at(getPages), { schema: { querystring: pagesQuery, response: answerOf(getPages) } }, async (request) => {
    const { rows, total } = content.listPages(['standard', 'range'], {}, request.query.perPage, offsetOf(request.query));
    return { data: { items: rows.map((r) => content.card(r, config.publicUrl)), total } };
  });
  /** Every page, article and service with its body, for the static build. */
  app.get(at(exportPages), { ...forTheBuild(throttles.exports), schema: { response: answerOf(exportPages) } }, async () => {
    const rows = queries.pages('id');
    return { data: { items: rows.map((r) => content.page(r, config.publicUrl)), total: rows.length } };
  });
  app.get(at(getPage), { schema: { params: slugParams, response: answerOf(getPage) } }, async (request) => {
    const row = content.pageBySlug(request.params['*'], ['standard', 'range']);
    if (!row) throw notFound('Cette page');
    return { data: content.page(row, config.publicUrl) };
  });

  // ---- news, advice, services ----
  for (const kind of ['actualite', 'conseil', 'service'] as const) {
    const { list, one } = ARTICLES[kind];
    app.get(at(list), { schema: { querystring: articlesQuery, response: answerOf(list) } }, async (request) => {
      const { tag, category, perPage } = request.query;
      const { rows, total } = content.listPages([kind], { tag, category }, perPage, offsetOf(request.query));
      return { data: { items: rows.map((r) => content.card(r, config.publicUrl)), total } };
    });
    app.get(at(one), { schema: { params: slugParams, response: answerOf(one) } }, async (request) => {
      const slug = request.params['*'];
      const row = content.pageBySlug(slug.startsWith(PREFIX[kind]) ? slug : PREFIX[kind] + slug, [kind]);
      if (!row) throw notFound('Cet article');
      return { data: content.page(row, config.publicUrl) };
    });
  }

  // ---- ranges ----
  app.get(at(getGammes), { schema: { response: answerOf(getGammes) } }, async () => {
    const items = content.gammes(config.publicUrl);
    return { data: { items, total: items.length } };
  });
  app.get(at(exportGammes), { ...forTheBuild(throttles.exports), schema: { response: answerOf(exportGammes) } }, async () => {
    const items = content.gammes(config.publicUrl);
    return { data: { items, total: items.length } };
  });
  app.get(at(getGamme), { schema: { params: slugParams, response: answerOf(getGamme) } }, async (request) => {
    const row = queries.gammeBySlug(request.params['*']);
    if (!row) throw notFound('Cette gamme');
    return { data: content.gamme(row, config.publicUrl) };
  });

  // ---- careers ----
  app.get(at(getCareers), { schema: { querystring: careersQuery, response: answerOf(getCareers) } }, async (request) => {
    const { company, profile, location, perPage } = request.query;
    const { rows, total } = queries.careers({ company, profile, location }, perPage, offsetOf(request.query));
    return { data: { items: rows.map((r) => content.career(r)), total } };
  });
  app.get(at(getCareerFilters), { schema: { response: answerOf(getCareerFilters) } }, async () => {
    return { data: { companies: queries.careerFacet('company'), profiles: queries.careerFacet('profile'), locations: queries.careerFacet('location') } };
  });
  app.get(at(exportCareers), { ...forTheBuild(throttles.exports), schema: { response: answerOf(exportCareers) } }, async () => {
    const rows = queries.allCareers();
    return { data: { items: rows.map((r) => content.career(r)), total: rows.length } };
  });
  app.get(at(getCareer), { schema: { params: slugParams, response: answerOf(getCareer) } }, async (request) => {
    const slug = request.params['*'];
    const row = queries.careerBySlug(slug.startsWith('carrieres/') ? slug : `carrieres/${slug}`);
    if (!row) throw notFound('Cette offre d’emploi');
    return { data: content.career(row) };
  });

  // ---- slug resolution ----
  const categoryCrumbs = (categoryId: number): Crumb[] => catalogue.categoryChain(categoryId).map((c) => ({ ...c, name_route: 'category' }));

  function resolve(slug: string, type?: EntityType) {
    const want = (t: EntityType) => !type || type === t;
    if (want('product')) {
      const p = queries.productBySlug(slug);
      if (p) return { type: 'product' as const, subtype: null, id: p.id, slug, parents: categoryCrumbs(p.category_id) };
    }
    if (want('category')) {
      const c = queries.categoryBySlug(slug);
      if (c) return { type: 'category' as const, subtype: null, id: c.id, slug, parents: c.parent_id ? categoryCrumbs(c.parent_id) : [] };
    }
    if (want('cms_page')) {
      const page = content.pageBySlug(slug);
      if (page) return { type: 'cms_page' as const, subtype: page.subtype, id: page.id, slug, parents: content.parents(page) };
    }
    if (want('gamme')) {
      const g = queries.gammeBySlug(slug);
      if (g) return { type: 'gamme' as const, subtype: null, id: g.id, slug, parents: [LISTS.gamme] };
    }
    if (want('carriere')) {
      const k = queries.careerBySlug(slug);
      if (k) return { type: 'carriere' as const, subtype: null, id: k.id as number, slug, parents: [LISTS.carriere] };
    }
    throw notFound('Cette adresse');
  }

  app.get(at(resolveUrl), { schema: { querystring: urlQuery, response: answerOf(resolveUrl) } }, async (request) => ({
    data: resolve(request.query.slug, request.query.entity_type),
  }));

  app.get(at(resolveEntityAnswer), { schema: { querystring: urlQuery, response: answerOf(resolveEntityAnswer) } }, async (request) => {
    const r = resolve(request.query.slug, request.query.entity_type);
    const o = config.publicUrl;
    // a product's address exists in every territory, the product only in those whose plan prices it (as GET /product/:id)
    if (r.type === 'product') return { data: { ...r, entity: toProduct(catalogue.product(String(r.id), request.ctx.plan), request.ctx.plan, o, catalogue) } };
    if (r.type === 'category') return { data: { ...r, entity: findCategory(catalogue.categoryTree(9), r.id, 1)! } };
    if (r.type === 'cms_page') return { data: { ...r, entity: content.page(content.pageBySlug(r.slug)!, o) } };
    if (r.type === 'gamme') return { data: { ...r, entity: content.gamme(queries.gammeBySlug(r.slug)!, o) } };
    return { data: { ...r, entity: content.career(queries.careerBySlug(r.slug)!) } };
  });

  // ---- search ----
  app.get(at(searchAny), { schema: { querystring: searchQuery, response: answerOf(searchAny) } }, async (request) => {
    const { type, text, page } = request.query;
    const perPage = request.query.perPage ?? (type === 'Suggest' ? 5 : 24);
    const offset = (page - 1) * perPage;
    const term = normalize(text);
    // every word must match, in any order, like the catalogue's own search
    const words = term.split(' ').filter(Boolean).slice(0, 8);
    if (!words.length) {
      // nothing searchable left (an apostrophe alone): no match rather than everything
      const none = { items: [], total: 0 };
      return { data: { products: none, categories: none, contents: none } };
    }
    // Products: the catalogue's own search, starts-with first.
    const products = catalogue.list({ text }, request.ctx.plan, 'relevance', perPage, offset);
    // What that search looked for: the trade's synonyms ("fer à béton": the HA bars) and the misspelt words corrected ("treilis")
    const terms = catalogue.searchTerms(text);
    const corrected = terms?.corrected ?? null;
    const searched = corrected ?? term;
    // Categories: few enough to compare in JS, where accents can be dropped (SQLite's lower() keeps them); each group of
    // words by any of its alternatives, what was typed first
    const groups = terms?.groups ?? words.map((w) => [[w]]);
    const has = (key: string, slug: string, alt: string[]) => alt.every((w) => key.includes(w) || slug.includes(w));
    const categories = queries
      .categories()
      .map((c) => {
        const key = normalize(c.name);
        const alts = groups.map((g) => g.findIndex((alt) => has(key, c.slug, alt)));
        return { ...c, key, found: alts.every((i) => i >= 0), synonym: alts.some((i) => i > 0) };
      })
      .filter((c) => c.found)
      .sort(
        (a, b) =>
          Number(!a.key.startsWith(searched)) - Number(!b.key.startsWith(searched)) ||
          Number(a.synonym) - Number(b.synonym) ||
          a.depth - b.depth ||
          a.key.localeCompare(b.key, 'fr'),
      )
      .map(({ id, name, slug }) => ({ id, name, slug }));
    const contents = queries.searchPages(corrected ? corrected.split(' ') : words, searched);
    const o = config.publicUrl;
    if (type === 'Full') {
      return {
        data: {
          products: { items: products.rows.map((r) => toCard(r, request.ctx.plan, o)), total: products.total },
          categories: { items: categories.slice(offset, offset + perPage), total: categories.length },
          contents: { items: contents.slice(offset, offset + perPage).map((r) => content.card(r, o)), total: contents.length },
          corrected,
        },
      };
    }
    return {
      data: {
        products: { total: products.total, items: products.rows.map((r) => ({ type: 'product' as const, subtype: null, name: r.name, slug: r.slug })) },
        categories: {
          total: categories.length,
          items: categories.slice(offset, offset + perPage).map((c) => ({ type: 'category' as const, subtype: null, name: c.name, slug: c.slug })),
        },
        contents: {
          total: contents.length,
          items: contents.slice(offset, offset + perPage).map((p) => ({ type: 'cms_page' as const, subtype: p.subtype, title: p.title, slug: p.slug })),
        },
        corrected,
      },
    };
  });

  // ---- site map ----
  app.get(at(getSitemap), { schema: { response: answerOf(getSitemap) } }, async () => {
    const tree = catalogue.categoryTree(3);
    const toEntry = (c: (typeof tree)[number]): SitemapEntry => ({ label: c.name, path: `/categorie/${c.slug}`, childs: c.childs.map(toEntry) });
    const pages = queries.pages('title');
    const pageEntries = (subtype: string, parentId: number | null): SitemapEntry[] =>
      pages
        .filter((p) => p.subtype === subtype && p.parent_id === parentId)
        .map((p) => ({ label: p.title, path: `/${p.slug}`, childs: pageEntries(subtype, p.id) }));
    const list = (kind: ArticleKind, label: string, path: string): SitemapEntry => ({
      label,
      path,
      childs: pages.filter((p) => p.subtype === kind).map((p) => ({ label: p.title, path: `/${p.slug}`, childs: [] })),
    });
    const gammes = queries.gammeTitles();
    const careers = queries.careerTitles();
    const data: SitemapEntry[] = [
      { label: 'Accueil', path: '/', childs: [] },
      { label: 'Nos produits', path: '/nos-armatures', childs: tree.map(toEntry) },
      {
        label: 'Nos gammes',
        path: '/nos-gammes',
        childs: [...gammes.map((g) => ({ label: g.title, path: `/${g.slug}`, childs: [] })), ...pageEntries('range', null)],
      },
      list('service', 'Services', '/services'),
      list('conseil', 'Conseils', '/conseils'),
      list('actualite', 'Actualités', '/actualites'),
      { label: 'Carrières', path: '/carrieres', childs: careers.map((k) => ({ label: k.title, path: `/${k.slug}`, childs: [] })) },
      { label: 'Configurateur de toiture', path: '/configurateur', childs: [] },
      { label: 'Informations', path: '/list-content', childs: pageEntries('standard', null) },
      {
        label: 'Espace client',
        path: '/connexion',
        childs: [
          { label: 'Connexion', path: '/connexion', childs: [] },
          { label: 'Créer un compte', path: '/inscription', childs: [] },
          { label: 'Mon panier', path: '/panier', childs: [] },
        ],
      },
    ];
    return { data };
  });
}

function findCategory<T extends { id: number; childs: T[] }>(nodes: T[], id: number, depth: number): T | undefined {
  for (const n of nodes) {
    if (n.id === id) return trim(n, depth);
    const found = findCategory(n.childs, id, depth);
    if (found) return found;
  }
  return undefined;
}
function trim<T extends { childs: T[] }>(n: T, depth: number): T {
  return { ...n, childs: depth > 0 ? n.childs.map((c) => trim(c, depth - 1)) : [] };
}
