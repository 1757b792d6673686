import type { Career, Category, Facets, Gamme, Page, PageCard, Product, ProductCard, SitemapEntry, Slide, Tag } from '@trefima/domain/contract';
import type { LeadPageInfo } from '../lib/lead-pages';
import type { BaseContext } from '../lib/page-context';

/** The page context of each template: everything a page shows, computed at build. */

export interface HomeContext extends BaseContext {
  slides: Slide[];
  gammes: Gamme[];
  news: PageCard[];
  intro: string;
}

export interface ProductContext extends BaseContext {
  product: Product;
}

/** A category's own node, its children one level down, and the first listing page. */
export interface CategoryContext extends BaseContext {
  category: Omit<Category, 'childs'> & { childs: Pick<Category, 'id' | 'name' | 'slug' | 'product_count'>[] };
  products: ProductCard[];
  total: number;
  perPage: number;
  facets: Facets;
}

export interface CmsPageContext extends BaseContext {
  page: Page;
  /** child pages, for a parent such as "qui-sommes-nous" */
  children: PageCard[];
}

export interface GammeContext extends BaseContext {
  gamme: Gamme;
}

export interface CareerContext extends BaseContext {
  career: Career;
}

/** A page of a lead form (diagnostic, étude…): its words; the form comes from the template. */
export interface LeadFormPageContext extends BaseContext {
  lead: LeadPageInfo;
}

/** /nomenclature: the words around the schedule editor, in its data rather than its code (the page's code is the editor's). */
export interface BarScheduleContext extends BaseContext {
  prose: { title: string; seoTitle: string; seoDescription: string; lead: string; howTitle: string; how: string[] };
}

export type ContentKind = 'actualite' | 'conseil' | 'service';

export interface ContentListContext extends BaseContext {
  kind: ContentKind;
  basePath: string;
  title: string;
  items: PageCard[];
  total: number;
  page: number;
  perPage: number;
  tags: Tag[];
  categories: Tag[];
  tag: string | null;
  category: string | null;
}

export interface CareerListContext extends BaseContext {
  items: Career[];
  total: number;
  page: number;
  perPage: number;
  filters: { companies: Tag[]; profiles: Tag[]; locations: Tag[] };
  active: { company: string | null; profile: string | null; location: string | null };
}

export interface GammesContext extends BaseContext {
  gammes: Gamme[];
}

export interface CatalogueContext extends BaseContext {
  categories: Category[];
}

export interface ListContentContext extends BaseContext {
  pages: PageCard[];
}

export interface SitemapContext extends BaseContext {
  entries: SitemapEntry[];
}
