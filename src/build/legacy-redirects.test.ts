/**
 * Integrity of the legacy URL table (redirects.ts at the repo root), checked
 * against the seed data of the reference API: every target must be a page the
 * site builds, and no source may hide one.
 */
import { legacyRedirects, REDIRECT_TARGETS } from '../../redirects';
import { checkRedirects, flattenChains, mergeRedirects } from './redirect-rules';
import { BACKOFFICE_REDIRECTS } from '../../backend/src/seed/site-data';
import { pages } from '../../backend/src/seed/data/pages';
import { categories } from '../../backend/src/seed/data/categories';
import { advice, news, services } from '../../backend/src/seed/data/articles';
import { careers } from '../../backend/src/seed/data/careers';
import { gammes } from '../../backend/src/seed/data/gammes';
import { products } from '../../backend/src/seed/data/products';
import type { SeedCategory } from '../../backend/src/seed/types';

/** Routes of the site that do not come from a CMS page. */
const FIXED_ROUTES = ['/', '/nos-gammes', '/carrieres', '/actualites', '/services', '/plan-du-site'];

const slugPath = (slug: string) => `/${slug.replace(/^\/+/, '')}`;
const seedPagePaths = pages.map((p) => slugPath(p.slug));

function categoryPaths(list: SeedCategory[]): string[] {
  return list.flatMap((c) => [`/categorie/${c.slug}`, ...categoryPaths(c.childs ?? [])]);
}

/** The pages the build creates from the seed, as the back-office check sees them. */
const builtPages = new Set([...FIXED_ROUTES, ...seedPagePaths, ...categoryPaths(categories), '/nos-armatures']);

/** Every path of the current site a legacy source must not take over. */
const currentPaths = new Set([
  ...builtPages,
  '/conseils',
  '/list-content',
  '/configurateur',
  '/search',
  '/panier',
  '/adresse',
  '/recapitulatif',
  '/confirmation-commande',
  '/connexion',
  '/inscription',
  '/mon-compte',
  '/mes-adresses',
  '/mes-devis',
  '/renouveller-mot-de-passe',
  '/nouveau-mot-de-passe',
  '/nouveau-mot-de-passe/confirmation',
  '/confirmation',
  ...[...news, ...advice, ...services, ...careers, ...gammes].map((a) => slugPath(a.slug)),
  ...products.map((p) => `/produit/${p.slug}`),
]);

describe('legacy redirect table', () => {
  it('holds about 150 rules', () => {
    expect(legacyRedirects.length).toBeGreaterThanOrEqual(140);
    expect(legacyRedirects.length).toBeLessThanOrEqual(160);
  });

  it('has unique sources', () => {
    const seen = new Set<string>();
    const duplicates = legacyRedirects.filter(({ from }) => (seen.has(from) ? true : (seen.add(from), false)));
    expect(duplicates).toEqual([]);
  });

  it('has well-formed sources: lowercase paths, no query string, no trailing slash', () => {
    const bad = legacyRedirects
      .map(({ from }) => from)
      .filter((from) => !/^\/[a-z0-9][a-z0-9._/-]*$/.test(from) || from.endsWith('/') || from.includes('//') || from !== from.toLowerCase());
    expect(bad).toEqual([]);
  });

  it('takes no path of the current site as a source', () => {
    expect(legacyRedirects.filter(({ from }) => currentPaths.has(from)).map(({ from }) => from)).toEqual([]);
  });

  it('does not redefine a back-office source', () => {
    const backOffice = new Set(BACKOFFICE_REDIRECTS.map((r) => r.source));
    expect(legacyRedirects.filter(({ from }) => backOffice.has(from))).toEqual([]);
  });

  it('only leads to allowed targets', () => {
    const allowed = new Set<string>(REDIRECT_TARGETS);
    expect(legacyRedirects.filter(({ to }) => !allowed.has(to))).toEqual([]);
    expect(new Set(REDIRECT_TARGETS).size).toBe(REDIRECT_TARGETS.length);
  });

  it('sends most rules to /nos-gammes and uses every target at least twice', () => {
    const counts = new Map<string, number>();
    for (const { to } of legacyRedirects) counts.set(to, (counts.get(to) ?? 0) + 1);
    const gammes = counts.get('/nos-gammes') ?? 0;
    expect(gammes).toBeGreaterThan(legacyRedirects.length / 2);
    expect(REDIRECT_TARGETS.filter((t) => (counts.get(t) ?? 0) < 2)).toEqual([]);
    expect(REDIRECT_TARGETS.filter((t) => t !== '/nos-gammes' && (counts.get(t) ?? 0) >= gammes)).toEqual([]);
  });

  it('has no chains nor loops', () => {
    const sources = new Set(legacyRedirects.map(({ from }) => from));
    expect(legacyRedirects.filter(({ from, to }) => from === to || sources.has(to))).toEqual([]);
  });

  it('only leads to real pages: a fixed route or a CMS page of the seed', () => {
    const real = new Set([...FIXED_ROUTES, ...seedPagePaths]);
    expect(REDIRECT_TARGETS.filter((t) => !real.has(t))).toEqual([]);
    expect(legacyRedirects.filter(({ to }) => !real.has(to))).toEqual([]);
    // The CMS targets really are CMS pages, not fixed routes.
    for (const slug of [
      '/contact',
      '/qui-sommes-nous',
      '/qui-sommes-nous/notre-site-de-production',
      '/qui-sommes-nous/presentation-de-la-filiale',
      '/qui-sommes-nous/le-groupe-acoma',
      '/metaliso',
      '/mentions-legales',
      '/espace-particuliers/nos-partenaires-artisans/mise-en-relation-avec-des-professionnels',
    ]) {
      expect(seedPagePaths).toContain(slug);
    }
  });

  it('passes checkRedirects as is', () => {
    const rules = legacyRedirects.map((r) => ({ ...r, status: 301 as const }));
    expect(checkRedirects(rules, builtPages)).toEqual([]);
  });

  it('passes checkRedirects once merged with the seed back-office rules and flattened', () => {
    const merged = mergeRedirects(legacyRedirects, BACKOFFICE_REDIRECTS as { source: string; target: string; status: 301 | 302 }[]);
    expect(merged).toHaveLength(legacyRedirects.length + BACKOFFICE_REDIRECTS.length);
    expect(checkRedirects(merged, builtPages)).toEqual([]);
    const flat = flattenChains(merged);
    expect(flat).toEqual(merged);
    expect(checkRedirects(flat, builtPages)).toEqual([]);
  });
});
