import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';

export interface RedirectRule {
  from: string;
  to: string;
  status: 301 | 302;
}

export interface ClientRoute {
  matchPath: string;
  path: string;
  /** what may follow the prefix, as a regular expression's source (src/build/write-site.ts); absent: anything */
  variants?: string;
}

/**
 * What a built site tells its host: the redirect rules and the client-only
 * routes written by the build (public/redirects.json, public/client-routes.json).
 */
export class SiteFiles {
  readonly redirects: Map<string, RedirectRule>;
  readonly clientRoutes: { prefix: string; path: string; variants: RegExp | null }[];

  constructor(readonly root: string) {
    const read = <T>(name: string, fallback: T): T => (existsSync(join(root, name)) ? (JSON.parse(readFileSync(join(root, name), 'utf8')) as T) : fallback);
    this.redirects = new Map(read<RedirectRule[]>('redirects.json', []).map((r) => [r.from.toLowerCase(), r]));
    this.clientRoutes = read<ClientRoute[]>('client-routes.json', [])
      .map((r) => ({ prefix: r.matchPath.replace(/\/?\*$/, ''), path: r.path, variants: r.variants ? new RegExp(`^(?:${r.variants})$`) : null }))
      .sort((a, b) => b.prefix.length - a.prefix.length);
  }

  /** A file of the site for a URL path, relative to the root, or null. Never leaves the root. */
  file(pathname: string): string | null {
    const rel = normalize(pathname).replace(/^([/\\])+/, '');
    if (rel.split(sep).includes('..')) return null;
    for (const candidate of [rel, join(rel, 'index.html')]) {
      const abs = join(this.root, candidate);
      if (candidate && existsSync(abs) && statSync(abs).isFile()) return candidate;
    }
    return null;
  }

  /**
   * The page that renders a client-only route (a listing variant) and the
   * status: 404 for a path below the route that the build says is not one of
   * its pages (Gatsby's browser code renders the route's page for it all the
   * same, which then shows the 404 content), with the route's prefix; null
   * when no route holds the path.
   */
  clientRoute(pathname: string): { prefix: string; page: string; status: 200 | 404 } | null {
    const route = this.clientRoutes.find((r) => pathname.startsWith(`${r.prefix}/`));
    if (!route) return null;
    const page = join(route.path === '/' ? '' : route.path.slice(1), 'index.html');
    return { prefix: route.prefix, page, status: route.variants && !route.variants.test(pathname.slice(route.prefix.length + 1)) ? 404 : 200 };
  }
}
