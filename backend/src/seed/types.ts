/**
 * Shapes of the hand-written seed data. The seed files under `data/` are plain
 * literals of these types; the seed's files (`seed/catalogue.ts`, `content.ts`, …) turn them into rows.
 * Money is always integer cents, excluding tax (HT). Lengths and widths are in
 * metres, thicknesses and diameters in millimetres, weights in kilograms.
 */

/** The three sales plans (territories), by target code. */
export type PlanKey = 'mtq' | 'gpe' | 'guf';
export type PlanPrices = Record<PlanKey, number>;

export interface SeedCategory {
  code: string;
  name: string;
  /** unique across all categories, lowercase letters, digits and hyphens */
  slug: string;
  description: string;
  childs?: SeedCategory[];
}

export interface SeedColor {
  /** e.g. "RAL 7016"; null for bare metal finishes */
  ral: string | null;
  label: string;
  /** CSS hex used by the placeholder images, e.g. "#383e42" */
  hex: string;
}

export type SaleUnit = 'barre' | 'tonne' | 'panneau' | 'rouleau' | 'pièce' | 'ml' | 'm²' | 'boîte' | 'sac' | 'kg' | 'forfait';

export interface SeedProduct {
  /** manufacturer reference, unique, e.g. "HA12-12" */
  reference: string;
  /** unique, lowercase letters, digits and hyphens */
  slug: string;
  name: string;
  /** code of a leaf category */
  category: string;
  summary: string;
  /** trusted HTML fragment (p, ul, li, strong, table) */
  description: string;
  unit: SaleUnit;
  /** smallest quantity that can be ordered, and the step above it */
  minQuantity: number;
  step: number;
  /** units in stock at the factory */
  stock: number;
  brand: string;
  color: SeedColor | null;
  width: number | null;
  /** a roofing or cladding sheet's covering (useful) width once laid, m; null for other products */
  coveringWidth: number | null;
  length: number | null;
  thickness: number | null;
  diameter: number | null;
  /** kilograms per unit of sale */
  weight: number | null;
  tags: string[];
  prices: PlanPrices;
  /**
   * Roofing sheets sold cut to length: the price is per metre and every cart
   * line carries its own length within these bounds.
   */
  cutToLength?: { minLength: number; maxLength: number };
  /** roofing profile code when the product belongs to one (see configurator) */
  profile?: string;
  /** made to order: working days of production, and no stock limit */
  leadTimeDays?: number;
  /** prices the bars of a bar schedule of these diameters, per tonne (backend/src/db/migrations/006-bar-schedules.sql) */
  barPricing?: { service: 'shaping' | 'cutting'; minDiameterMm: number; maxDiameterMm: number };
  /** welded mesh (panels and rolls): wire spacings and diameters, mm (backend/src/db/migrations/011-mesh-panels.sql) */
  mesh?: { pitchLongMm: number; pitchTransMm: number; wireLongMm: number; wireTransMm: number };
}

export interface SeedPage {
  /** may contain slashes, e.g. "qui-sommes-nous/le-groupe-acoma" */
  slug: string;
  title: string;
  subtype: 'standard' | 'range';
  /** slug of the parent page, for breadcrumbs */
  parent?: string;
  summary: string;
  /** trusted HTML fragment */
  body: string;
  metaTitle?: string;
  metaDescription?: string;
}

export interface SeedGamme {
  slug: string;
  title: string;
  summary: string;
  body: string;
  /** category codes shown with the range */
  categories: string[];
  /** slug of the range page (SeedPage with subtype 'range'), if any */
  page?: string;
}

/** News, advice and services share this shape. */
export interface SeedArticle {
  /** e.g. "actualites/…", "conseils/…", "services/…" */
  slug: string;
  title: string;
  summary: string;
  body: string;
  /** ISO date, YYYY-MM-DD */
  publishedAt: string;
  /** tag slugs, declared in the matching SeedTag list */
  tags: string[];
  /** content-category slug, declared in the matching list */
  category: string;
}

export interface SeedTag {
  slug: string;
  label: string;
}

export interface SeedCareer {
  /** "carrieres/…" */
  slug: string;
  title: string;
  company: { slug: string; label: string };
  profile: { slug: string; label: string };
  location: { slug: string; label: string };
  contract: 'CDI' | 'CDD' | 'Alternance' | 'Intérim' | 'Stage';
  summary: string;
  body: string;
  publishedAt: string;
}

export interface SeedArtisan {
  name: string;
  trade: string;
  zipcode: string;
  city: string;
  phone: string;
  email: string;
  /** slugs from the artisan filter lists */
  clients: string[];
  types: string[];
  superficies: string[];
  description: string;
}

export interface SeedCity {
  zipcode: string;
  name: string;
  /** '971' | '972' | '973' */
  department: string;
}

export interface SeedSlide {
  title: string;
  text: string;
  linkLabel: string;
  /** internal path, e.g. "/nos-gammes" */
  link: string;
}

/** Words buyers type for what the catalogue names otherwise (see data/synonyms.ts). */
export interface SeedSynonyms {
  /** stand for one another */
  terms: string[];
  /** also found by each term, without the reverse */
  finds?: string[];
}
