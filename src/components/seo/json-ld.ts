import type { LayoutData } from '../../build/layout-data';
import type { Career, Page, Product } from '@trefima/domain/contract';
import { departments } from '@trefima/domain/forms/options';

/** What a page describes in schema.org terms; turned into JSON-LD at build time only (see Seo). */
export interface Structured {
  organization?: boolean;
  product?: Product;
  article?: Page;
  job?: Career;
}

export function organization(layout: LayoutData) {
  const c = layout.company;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: layout.siteName,
    url: layout.siteUrl,
    telephone: c.phone,
    email: c.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: c.street,
      postalCode: c.zipcode,
      addressLocality: c.city,
      addressRegion: c.country,
      addressCountry: 'FR',
    },
  };
}

/** A product's availability (domain/catalogue/availability.ts) in schema.org's ItemAvailability. */
const SCHEMA_AVAILABILITY: Record<Product['availability'], string> = {
  made_to_order: 'https://schema.org/MadeToOrder',
  in_stock: 'https://schema.org/InStock',
  out_of_stock: 'https://schema.org/OutOfStock',
};

/** The offer is the default territory's price excluding tax, as the static page shows it. */
export function productLd(p: Product, path: string, layout: LayoutData) {
  const price = (p.price.ht / 100).toFixed(2);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    sku: p.reference,
    description: p.summary,
    image: p.image,
    brand: { '@type': 'Brand', name: p.brand },
    category: p.category.name,
    offers: {
      '@type': 'Offer',
      url: layout.siteUrl.replace(/\/$/, '') + path,
      priceCurrency: 'EUR',
      price,
      priceSpecification: { '@type': 'UnitPriceSpecification', price, priceCurrency: 'EUR', valueAddedTaxIncluded: false, unitText: p.unit },
      availability: SCHEMA_AVAILABILITY[p.availability],
      areaServed: layout.plan.label,
    },
  };
}

export function articleLd(page: Page, layout: LayoutData) {
  return {
    '@context': 'https://schema.org',
    '@type': page.subtype === 'actualite' ? 'NewsArticle' : 'Article',
    headline: page.title,
    description: page.summary,
    datePublished: page.published_at,
    dateModified: page.updated_at,
    image: page.image,
    // the company writes what it publishes: the back office's pages name no person
    author: { '@type': 'Organization', name: layout.siteName, url: layout.siteUrl },
    publisher: { '@type': 'Organization', name: layout.siteName },
  };
}

/**
 * A French contract in the words of schema.org's JobPosting as Google reads them (FULL_TIME, TEMPORARY…): « CDI »
 * meant nothing to it. The page keeps the French word.
 */
function employmentType(contract: string): string {
  const c = contract
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  if (c.includes('partiel')) return 'PART_TIME';
  if (c.startsWith('cdi')) return 'FULL_TIME';
  if (c.startsWith('cdd') || c.startsWith('interim')) return 'TEMPORARY';
  if (c.startsWith('alternance') || c.startsWith('apprentissage') || c.startsWith('stage')) return 'INTERN';
  return 'OTHER';
}

/**
 * Where an offer is, as a postal address reads it: the back office writes the town with its department
 * (« Fort-de-France (972) »), which is no town's name; the department gives the region.
 */
function jobAddress(label: string) {
  const m = /^(.+?)\s*\((\d{3})\)$/.exec(label.trim());
  const region = m ? departments[m[2] as keyof typeof departments] : undefined;
  return { '@type': 'PostalAddress', addressLocality: m ? m[1] : label, ...(region ? { addressRegion: region } : {}), addressCountry: 'FR' };
}

export function jobLd(k: Career) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: k.title,
    description: k.body,
    datePosted: k.published_at,
    employmentType: employmentType(k.contract),
    hiringOrganization: { '@type': 'Organization', name: k.company.label },
    jobLocation: { '@type': 'Place', address: jobAddress(k.location.label) },
  };
}

export function jsonLdOf(s: Structured, path: string, layout: LayoutData): object[] {
  const all: (object | false | undefined)[] = [
    s.organization && organization(layout),
    s.product && productLd(s.product, path, layout),
    s.article && articleLd(s.article, layout),
    s.job && jobLd(s.job),
  ];
  return all.filter((x): x is object => Boolean(x));
}
