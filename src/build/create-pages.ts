import path from 'node:path';
import type { Actions } from 'gatsby';
import type { Category, Crumb as ApiCrumb, Page, PageCard, Product } from '@trefima/domain/contract';
import { leadPages, withLeadPages } from '../lib/lead-pages';
import { t } from '@trefima/domain/i18n/t';
import { packContext, type Crumb, type PackedContext } from '../lib/page-context';
import { crumbPath, paths } from '../lib/routes';
import { careerListPath, contentListPath } from '../lib/content-segments';
import type * as C from './contexts';
import type { ShopSnapshot } from './snapshot';

export type BuildData = Pick<ShopSnapshot, 'products' | 'pages' | 'gammes' | 'careers'> & Omit<ShopSnapshot, 'products' | 'pages' | 'gammes' | 'careers'>;

const template = (name: string) => path.resolve(__dirname, '..', 'templates', `${name}.tsx`);
const PRODUCTS_PER_PAGE = 24;
const ARTICLES_PER_PAGE = 12;
const CAREERS_PER_PAGE = 10;

const LISTS: Record<C.ContentKind, { base: string; title: string }> = {
  actualite: { base: paths.news, title: 'Actualités' },
  conseil: { base: paths.advice, title: 'Conseils' },
  service: { base: paths.services, title: 'Services' },
};

const fromApi = (parents: ApiCrumb[], current: string): Crumb[] => [
  ...parents.map((p) => ({ label: p.name, path: crumbPath(p.name_route, p.slug) })),
  { label: current },
];

const card = (p: Page): PageCard => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  subtype: p.subtype,
  summary: p.summary,
  image: p.image,
  published_at: p.published_at,
  tags: p.tags,
  category: p.category,
});

const byDateDesc = (a: Page, b: Page) => (b.published_at ?? '').localeCompare(a.published_at ?? '') || a.title.localeCompare(b.title);

function pages<T>(items: T[], perPage: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += perPage) out.push(items.slice(i, i + perPage));
  return out.length ? out : [[]];
}

/** Every page made from data. Listing variants beyond those built here are resolved in the browser (matchPath). */
export function createShopPages(data: BuildData, { createPage }: Pick<Actions, 'createPage'>): string[] {
  const created: string[] = [];
  const page = <T extends object>({ context, ...p }: { path: string; component: string; context: T; matchPath?: string }) => {
    createPage({ ...p, context: packContext(context) });
    created.push(p.path);
  };

  // ---- categories and products ----
  const parentOf = new Map<number, Category>();
  const walk = (nodes: Category[], parent: Category | null) =>
    nodes.forEach((n) => {
      if (parent) parentOf.set(n.id, parent);
      walk(n.childs, n);
    });
  walk(data.categories, null);
  const ancestors = (c: Category): Category[] => {
    const out: Category[] = [];
    for (let p = parentOf.get(c.id); p; p = parentOf.get(p.id)) out.unshift(p);
    return out;
  };
  const subtree = (c: Category): Set<number> => new Set([c.id, ...c.childs.flatMap((x) => [...subtree(x)])]);

  const visit = (c: Category) => {
    const ids = subtree(c);
    const products = data.products.filter((p) => ids.has(p.category.id));
    const { childs, ...own } = c;
    page<C.CategoryContext>({
      path: paths.category(c.slug),
      matchPath: `${paths.category(c.slug)}/*`,
      component: template('category'),
      context: {
        crumbs: [...ancestors(c).map((a) => ({ label: a.name, path: paths.category(a.slug) })), { label: c.name }],
        category: { ...own, childs: childs.map(({ id, name, slug, product_count }) => ({ id, name, slug, product_count })) },
        products: products.slice(0, PRODUCTS_PER_PAGE).map(({ description, updated_at, categories, customer, ...cardFields }) => cardFields),
        total: products.length,
        perPage: PRODUCTS_PER_PAGE,
        facets: data.facets[c.id],
      },
    });
    c.childs.forEach(visit);
  };
  data.categories.forEach(visit);

  for (const p of data.products) {
    page<C.ProductContext>({
      path: paths.product(p.slug),
      component: template('product'),
      context: { crumbs: [...p.categories.map((c) => ({ label: c.name, path: paths.category(c.slug) })), { label: p.name }], product: p as Product },
    });
  }

  // ---- CMS pages, articles, ranges, careers ----
  for (const p of data.pages) {
    const isArticle = p.subtype === 'actualite' || p.subtype === 'conseil' || p.subtype === 'service';
    page<C.CmsPageContext>({
      path: paths.content(p.slug),
      component: template(isArticle ? 'article' : 'cms-page'),
      context: {
        crumbs: fromApi(p.parents, p.title),
        page: p,
        children: data.pages.filter((x) => x.parents.at(-1)?.id === p.id && x.parents.at(-1)?.name_route === 'cms_page').map(card),
      },
    });
  }
  for (const g of data.gammes) {
    page<C.GammeContext>({
      path: paths.content(g.slug),
      component: template('gamme'),
      context: { crumbs: [{ label: 'Nos gammes', path: paths.gammes }, { label: g.title }], gamme: g },
    });
  }
  for (const k of data.careers) {
    page<C.CareerContext>({
      path: paths.content(k.slug),
      component: template('career'),
      context: { crumbs: [{ label: 'Carrières', path: paths.careers }, { label: k.title }], career: k },
    });
  }

  // ---- content lists: every page, every tag and every category built; combinations in the browser ----
  for (const kind of Object.keys(LISTS) as C.ContentKind[]) {
    const { base, title } = LISTS[kind];
    const all = data.pages.filter((p) => p.subtype === kind).sort(byDateDesc);
    const { tags, categories } = data.taxonomies[kind];
    const variants: { tag: string | null; category: string | null; items: Page[] }[] = [
      { tag: null, category: null, items: all },
      ...tags.map((t) => ({ tag: t.slug, category: null, items: all.filter((p) => p.tags.some((x) => x.slug === t.slug)) })),
      ...categories.map((c) => ({ tag: null, category: c.slug, items: all.filter((p) => p.category?.slug === c.slug) })),
    ];
    for (const v of variants) {
      pages(v.items, ARTICLES_PER_PAGE).forEach((items, i) => {
        const p = contentListPath(base, { tag: v.tag ?? undefined, category: v.category ?? undefined, page: i + 1 });
        page<C.ContentListContext>({
          path: p,
          ...(p === base ? { matchPath: `${base}/*` } : {}),
          component: template('content-list'),
          context: {
            crumbs: [{ label: title }],
            kind,
            basePath: base,
            title,
            items: items.map(card),
            total: v.items.length,
            page: i + 1,
            perPage: ARTICLES_PER_PAGE,
            tags,
            categories,
            tag: v.tag,
            category: v.category,
          },
        });
      });
    }
  }

  const careerVariants: { key: 'company' | 'profile' | 'location' | null; slug: string | null }[] = [
    { key: null, slug: null },
    ...data.careerFilters.companies.map((t) => ({ key: 'company' as const, slug: t.slug })),
    ...data.careerFilters.profiles.map((t) => ({ key: 'profile' as const, slug: t.slug })),
    ...data.careerFilters.locations.map((t) => ({ key: 'location' as const, slug: t.slug })),
  ];
  for (const v of careerVariants) {
    const items = v.key ? data.careers.filter((k) => k[v.key!].slug === v.slug) : data.careers;
    const active = { company: null, profile: null, location: null, ...(v.key ? { [v.key]: v.slug } : {}) };
    pages(items, CAREERS_PER_PAGE).forEach((slice, i) => {
      const p = careerListPath({ ...(v.key ? { [v.key]: v.slug } : {}), page: i + 1 });
      page<C.CareerListContext>({
        path: p,
        ...(p === paths.careers ? { matchPath: `${paths.careers}/*` } : {}),
        component: template('career-list'),
        context: {
          crumbs: [{ label: 'Carrières' }],
          items: slice,
          total: items.length,
          page: i + 1,
          perPage: CAREERS_PER_PAGE,
          filters: data.careerFilters,
          active,
        },
      });
    });
  }

  // ---- fixed pages ----
  const news = data.pages
    .filter((p) => p.subtype === 'actualite')
    .sort(byDateDesc)
    .slice(0, 3)
    .map(card);
  page<C.HomeContext>({
    path: paths.home,
    component: template('home'),
    context: { crumbs: [], slides: data.slides, gammes: data.gammes, news, intro: data.settings.messages['home.intro'] ?? '' },
  });
  page<C.GammesContext>({ path: paths.gammes, component: template('gammes'), context: { crumbs: [{ label: 'Nos gammes' }], gammes: data.gammes } });
  // /nos-armatures: the reinforcing steel's categories only (roofing and cladding have theirs under /nos-gammes and the menu)
  const armatures = data.categories.filter((c) => c.code === 'acier-beton');
  page<C.CatalogueContext>({
    path: paths.catalogue,
    component: template('catalogue'),
    context: { crumbs: [{ label: 'Nos armatures' }], categories: armatures },
  });
  page<C.ListContentContext>({
    path: paths.contentList,
    component: template('list-content'),
    context: { crumbs: [{ label: 'Informations' }], pages: data.pages.filter((p) => p.subtype === 'standard' || p.subtype === 'range').map(card) },
  });
  page<C.SitemapContext>({
    path: paths.sitemap,
    component: template('sitemap'),
    context: { crumbs: [{ label: 'Plan du site' }], entries: withLeadPages(data.sitemap) },
  });

  // ---- the pages of the lead forms: one template for all ----
  for (const lead of leadPages) {
    page<C.LeadFormPageContext>({
      path: lead.path,
      component: template('lead-form-page'),
      context: { crumbs: [...(lead.parents ?? []), { label: lead.title }], lead },
    });
  }
  return created;
}

/**
 * The context of a page of src/pages that has one (gatsby-node's onCreatePage gives it): /nomenclature's words around
 * its editor, in its page data rather than its code, which the editor's weight fills; null for the others.
 */
export function filePageContext(path: string): PackedContext | null {
  if (path !== paths.barSchedule) return null;
  const context: C.BarScheduleContext = {
    crumbs: [{ label: t('barSchedule.page.title') }],
    prose: {
      title: t('barSchedule.page.title'),
      seoTitle: t('barSchedule.page.seoTitle'),
      seoDescription: t('barSchedule.page.seoDescription'),
      lead: t('barSchedule.page.lead'),
      howTitle: t('barSchedule.page.howTitle'),
      how: [
        t('barSchedule.page.howColumns'),
        t('barSchedule.page.howPaste'),
        t('barSchedule.page.howBvbs'),
        t('barSchedule.page.howChecks'),
        t('barSchedule.page.howMass'),
        t('barSchedule.page.howSend'),
      ],
    },
  };
  return packContext(context);
}
