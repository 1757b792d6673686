import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { legacyRedirects, type RedirectRule } from '../../redirects';
import type { BuildData } from './create-pages';
import { hiddenFilesNetlify, hiddenFilesNginx } from './debug-files';
import { checkRedirects, flattenChains, mergeRedirects, netlifyRedirects, nginxRedirects } from './redirect-rules';
import { readSheets, withPageStylesheets } from './page-stylesheets';
import { injectCsp, netlifyHeaders, nginxHeaders, securityHeaders } from './security';
import { paths } from '../lib/routes';

export interface BuiltSite {
  pagePaths: string[];
  data: BuildData;
  redirects?: RedirectRule[];
}

/**
 * The site's own public pages (src/pages) a crawler should find: its tools, which the menus link only from a level
 * rendered when opened (issue 48), so that the sitemap is their link. The other src/pages are private or noindex.
 */
const TOOL_PAGES = [paths.barSchedule, paths.quickOrder, paths.meshLayout, paths.configurator];

/** Pages no crawler should index, each saying noindex, and left out of the sitemap: the customer's own space and the order pipeline. */
const PRIVATE_PATHS = [
  '/panier',
  '/adresse',
  '/recapitulatif',
  '/confirmation-commande',
  // not '/commande': robots.txt matches by prefix, and /commande-rapide is public
  '/commande/paiement',
  '/mon-compte',
  '/mes-adresses',
  '/mes-devis',
  '/mes-commandes',
  '/mes-factures',
  '/mes-nomenclatures',
  '/mes-chantiers',
  '/mes-listes',
  '/connexion',
  '/inscription',
  '/demande-compte-pro',
  // a colleague's invitation link carries its one-time token
  '/invitation',
  '/renouveller-mot-de-passe',
  '/nouveau-mot-de-passe',
  '/confirmation',
  '/search',
  '/results',
];

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export const writeSite = {
  /** Legacy and back-office redirects as single hops, checked against the pages built. */
  redirects(data: BuildData, pagePaths: Set<string>): RedirectRule[] {
    const rules = flattenChains(mergeRedirects(legacyRedirects, data.redirects));
    const problems = checkRedirects(rules, pagePaths);
    if (problems.length) throw new Error(problems.join(' ; '));
    return rules;
  },

  /** The files a static host reads: redirects, client-only route rewrites, sitemap and robots. */
  files(
    publicDir: string,
    built: BuiltSite,
    clientRoutes: { matchPath: string; path: string }[],
    siteUrl: string,
    { stampFile, stylesheets }: { stampFile?: string; stylesheets?: string } = {},
  ): string[] {
    const rules = built.redirects ?? [];
    const client = clientRouteRules(clientRoutes);
    writeFileSync(join(publicDir, '_redirects'), `${hiddenFilesNetlify()}${netlifyRedirects(rules)}\n${client.netlify}`);
    writeFileSync(join(publicDir, 'nginx-redirects.conf'), `${hiddenFilesNginx()}${nginxRedirects(rules)}\n${client.nginx}`);
    writeFileSync(join(publicDir, 'client-routes.json'), JSON.stringify(client.routes, null, 2));
    writeFileSync(join(publicDir, 'redirects.json'), JSON.stringify(rules, null, 2));

    const base = siteUrl.replace(/\/$/, '');
    const indexable = built.pagePaths.filter((p) => !PRIVATE_PATHS.some((x) => p === x || p.startsWith(`${x}/`)) && !/\/_p__\d+$/.test(p));
    const lastmod = new Map(built.data.products.map((p) => [`/produit/${p.slug}`, p.updated_at.slice(0, 10)]));
    for (const p of built.data.pages) lastmod.set(`/${p.slug}`, p.updated_at.slice(0, 10));
    const urls = [...new Set([...indexable, ...TOOL_PAGES])].sort().map((p) => {
      const mod = lastmod.get(p);
      return `  <url><loc>${xmlEscape(base + p)}</loc>${mod ? `<lastmod>${mod}</lastmod>` : ''}</url>`;
    });
    writeFileSync(
      join(publicDir, 'sitemap.xml'),
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
    );
    writeFileSync(
      join(publicDir, 'robots.txt'),
      // nothing disallowed: the customer's space, the order pipeline and the sign-in pages say noindex in their HTML, which a
      // crawler reads only if robots.txt lets it; blocked, a page linked from every page (/connexion, /panier) could be
      // indexed as a bare address (Google Search Central, « Block Search indexing with noindex »)
      `User-agent: *\nAllow: /\n\nSitemap: ${base}/sitemap.xml\n`,
    );

    // Security headers, and each page's own script policy (hashes of its inline scripts)
    const recaptcha = Boolean(built.data.settings.recaptcha_site_key);
    const headers = securityHeaders({ apiOrigin: new URL(process.env.GATSBY_SHOP_API_URL ?? built.data.apiUrl).origin, recaptcha });
    writeFileSync(join(publicDir, 'headers.json'), JSON.stringify(headers, null, 2));
    writeFileSync(join(publicDir, '_headers'), netlifyHeaders(headers));
    writeFileSync(join(publicDir, 'nginx-headers.conf'), nginxHeaders(headers));
    pagePolicies(publicDir, recaptcha, stampFile, stylesheets);
    return [
      '_redirects',
      'nginx-redirects.conf',
      'client-routes.json',
      'redirects.json',
      'sitemap.xml',
      'robots.txt',
      'headers.json',
      '_headers',
      'nginx-headers.conf',
    ];
  },
};

export interface ClientRoute {
  matchPath: string;
  path: string;
  /**
   * the paths below the route's prefix that are pages (a regular
   * expression's source); any other path below it answers 404 with the same
   * page, whose script then shows the 404 content. Absent: all are pages.
   */
  variants?: string;
}

/**
 * Lists whose every page, alone and under each single filter, is built
 * (create-pages.ts), with their filter keys in the spec's order: only
 * combinations of two filters or more are left to the browser. Anything else
 * below them that was not built (an unknown article or offer, an unknown tag,
 * a page past the last) answers 404. Its body is still the list's page, not
 * the 404 page: Gatsby's browser code resolves any path below the list to the
 * list's page (its matchPath), and the 404 page's HTML would not hydrate as
 * that page; the list's page shows the 404 content, noindex, once hydrated.
 */
const COMBINED_ONLY: Record<string, string[]> = {
  [paths.news]: ['tag', 'categorie'],
  [paths.advice]: ['tag', 'categorie'],
  [paths.services]: ['tag', 'categorie'],
  [paths.careers]: ['societe', 'profil', 'localisation'],
};

// page 1 is the list without this segment: the site never writes it
const PAGE = '_p__(?:[2-9]|[1-9]\\d{1,4})';

/** Two filters or more of a content list, each once and in the spec's order (lib/content-segments.ts reads them so), then a page. */
function combinedOnly(keys: string[]): string {
  const inOrder = keys.reduce<string[][]>((sets, key) => [...sets, ...sets.map((set) => [...set, key])], [[]]);
  const combined = inOrder.filter((set) => set.length >= 2).map((set) => set.map((key) => `_${key}__[a-z0-9-]{1,100}`).join('/'));
  return `(?:${combined.join('|')})(?:/${PAGE})?`;
}

/**
 * What a category page reads below /categorie/:slug (parseCategorySegments in
 * features/listings/segments.ts, which Gatsby's Node process cannot load with
 * its feature; write-site.test.ts holds the two together): each kind of
 * segment at most once, in any order; the rest answers 404. A value the
 * category does not have, a sub-category of another or a page past the last
 * only the browser can tell: they answer 200 and show the 404 content, noindex.
 */
const FILTER_VALUES = '(?:__(?:[^/_]|_(?!_))+)+';
const EUROS = '\\d{1,7}(?:-\\d{1,2})?';
const CATEGORY_SEGMENTS: { starts: string; whole: string }[] = [
  { starts: '_\\d', whole: '_\\d{1,9}(?:_\\d{1,9})*' },
  ...['brand', 'color', 'tags', 'width', 'length'].map((type) => ({ starts: `${type}__`, whole: `${type}${FILTER_VALUES}` })),
  { starts: 'price__', whole: `price__${EUROS}__${EUROS}` },
  { starts: 'tri__', whole: 'tri__(?:prix-croissant|prix-decroissant|nom-a-z|nom-z-a|nouveautes)' },
  { starts: '_p__', whole: PAGE },
];
const ONE_SEGMENT = `(?:${CATEGORY_SEGMENTS.map(({ whole }) => whole).join('|')})`;
const NONE_TWICE = CATEGORY_SEGMENTS.map(({ starts }) => `(?!(?:[^/]*/)*${starts}[^/]*/(?:[^/]*/)*${starts})`).join('');
const CATEGORY_VARIANTS = `${NONE_TWICE}${ONE_SEGMENT}(?:/${ONE_SEGMENT})*`;

/** The client-only routes for the host (client-routes.json), Netlify / Cloudflare Pages (_redirects) and nginx. */
export function clientRouteRules(clientRoutes: { matchPath: string; path: string }[]) {
  const routes: ClientRoute[] = clientRoutes.map(({ matchPath, path }) => {
    if (matchPath !== `${path}/*`) return { matchPath, path };
    if (COMBINED_ONLY[path]) return { matchPath, path, variants: combinedOnly(COMBINED_ONLY[path]) };
    if (path.startsWith(paths.category(''))) return { matchPath, path, variants: CATEGORY_VARIANTS };
    return { matchPath, path };
  });
  const sorted = [...routes].sort((a, b) => b.matchPath.length - a.matchPath.length);
  const target = (r: ClientRoute) => `${r.path === '/' ? '' : r.path}/index.html`;
  const prefix = (r: ClientRoute) => r.matchPath.replace(/\*$/, '');
  // _redirects cannot say what a segment starts with: below a content list, two segments or more (and no more than the
  // filters and a page) are pages, whose script shows the 404 content (noindex) for what it does not know; the rest answers
  // 404 (Netlify; Cloudflare Pages takes no status but 200 on a rewrite, and serves its 404 instead). Below a category,
  // where one segment alone may be a page, every path is.
  const netlify = sorted.flatMap((r) => {
    if (!r.variants || !COMBINED_ONLY[r.path]) return [`${r.matchPath} ${target(r)} 200`];
    const most = COMBINED_ONLY[r.path].length + 1;
    const placeholders = (n: number) => Array.from({ length: n }, (_, j) => `:${String.fromCharCode(97 + j)}`).join('/');
    return [...Array.from({ length: most - 1 }, (_, i) => `${prefix(r)}${placeholders(i + 2)} ${target(r)} 200`), `${r.matchPath} ${target(r)} 404`];
  });
  // a regular expression location wins over a plain prefix one (not over ^~): the pages, then the rest with 404
  const nginx = sorted.flatMap((r) =>
    r.variants
      ? [
          `location ~ "^${prefix(r)}(?:${r.variants})$" { try_files $uri $uri/index.html ${target(r)}; }`,
          `location ${prefix(r)} { try_files $uri $uri/index.html =404; error_page 404 ${target(r)}; }`,
        ]
      : [`location ^~ ${prefix(r)} { try_files $uri $uri/index.html ${target(r)}; }`],
  );
  const heading = '# Client-only routes: listing variants resolved in the browser\n';
  return { routes, netlify: `${heading}${netlify.join('\n')}\n`, nginx: `${heading}${nginx.join('\n')}\n` };
}

/**
 * Each page's stylesheets (page-stylesheets.ts) and script policy, on its
 * whole HTML (slices stitched in). A rebuild re-renders only the pages whose
 * data changed: the others keep their policy and their bytes (a CDN sees them
 * unchanged), so only files written since the last pass are read, unless the
 * policy or the stylesheets changed. The stamp lives in Gatsby's cache, cleared with it.
 */
export function pagePolicies(publicDir: string, recaptcha: boolean, stampFile?: string, manifest?: string) {
  const sheets = manifest ? readSheets(publicDir, manifest) : undefined;
  const stylesheets = (sheets ?? []).map((s) => s.href).join(' ');
  type Stamp = { at: number; recaptcha: boolean; stylesheets?: string };
  const last = stampFile && existsSync(stampFile) ? (JSON.parse(readFileSync(stampFile, 'utf8')) as Stamp) : null;
  const since = last?.recaptcha === recaptcha && last.stylesheets === stylesheets ? last.at : 0;
  for (const file of htmlFiles(publicDir)) {
    if (since && statSync(file).mtimeMs < since) continue;
    const html = readFileSync(file, 'utf8');
    const next = injectCsp(sheets ? withPageStylesheets(html, sheets) : html, { recaptcha });
    if (next !== html) writeFileSync(file, next);
  }
  if (stampFile) writeFileSync(stampFile, JSON.stringify({ at: Date.now(), recaptcha, stylesheets } satisfies Stamp));
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    // _gatsby holds Gatsby's slices: fragments (the header, the footer) stitched into pages, which have no head of their own
    if (e.isDirectory()) return e.name === 'page-data' || e.name === 'static' || e.name === '_gatsby' ? [] : htmlFiles(path);
    return e.name.endsWith('.html') ? [path] : [];
  });
}
