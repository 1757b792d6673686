import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkLiteralPrefixFirst, literalPrefix, withLiteralPrefixCheck } from './match-paths';
import { gatsbyReachRouter, gatsbyRequiresWriter, type RouteMatch } from './private';

// the very reach-router module Gatsby's build calls
const router = gatsbyReachRouter(process.cwd());
const reachMatch = router.match;

const outcome = (match: RouteMatch, route: string, uri: string) => {
  try {
    return { value: match(route, uri) };
  } catch (error) {
    return { thrown: String(error) };
  }
};

describe("reach-router's match with the literal prefix checked first", () => {
  const routes = [
    '/',
    '*',
    '/categorie/bacs/*',
    '/categorie/bacs',
    '/actualites/*',
    '/connexion/*',
    '/users/:id',
    '/users/:id/profile',
    '/files/*rest',
    '/a//b',
    '/:lang/produit/*',
    'categorie/bacs/',
  ];
  const uris = [
    '/',
    '',
    '/categorie/bacs',
    '/categorie/bacs/',
    '/categorie/bacs/_p__2',
    '/categorie/bacs/color__rouge?tri=1',
    '/categorie/bacsx',
    '/Categorie/bacs',
    '//categorie//bacs//',
    '/categorie',
    '/users/42',
    '/users',
    '/users/42/profile',
    '/a//b',
    '/a/b',
    '/fr/produit/t%C3%B4le',
    '/categorie/bacs/%E0%A4%A',
    '/produit/barre-ha-o8-6-m',
    '/actualites?page=2',
  ];

  it('answers exactly as reach-router for every route and address, errors included', () => {
    const fast = withLiteralPrefixCheck(reachMatch);
    for (const route of routes) for (const uri of uris) expect([route, uri, outcome(fast, route, uri)]).toEqual([route, uri, outcome(reachMatch, route, uri)]);
  });

  it('asks reach-router only when the literal segments agree', () => {
    const calls: [string, string][] = [];
    const fast = withLiteralPrefixCheck((route, uri) => {
      calls.push([route, uri]);
      return reachMatch(route, uri);
    });
    expect(fast('/categorie/bacs/*', '/produit/barre-ha-o8-6-m')).toBeNull();
    expect(fast('/categorie/bacs/*', '/categorie/bacs-acier')).toBeNull();
    expect(fast('/users/:id', '/comptes/42')).toBeNull();
    expect(calls).toEqual([]);
    expect(fast('/categorie/bacs/*', '/categorie/bacs/_p__2')).toMatchObject({ params: { '*': '_p__2' } });
    expect(fast('/users/:id', '/users/42')).toMatchObject({ params: { id: '42' } });
    expect(calls).toHaveLength(2);
  });

  it('cuts a route as reach-router does, up to its first dynamic or splat segment', () => {
    expect(literalPrefix('/categorie/bacs/*')).toEqual(['categorie', 'bacs']);
    expect(literalPrefix('/users/:id/profile')).toEqual(['users']);
    expect(literalPrefix('*')).toEqual([]);
    expect(literalPrefix('/')).toEqual(['']);
    expect(literalPrefix('/a//b/')).toEqual(['a', '', 'b']);
  });

  it('is put in front once, and taken away', () => {
    const restore = checkLiteralPrefixFirst(router);
    const once = router.match;
    checkLiteralPrefixFirst(router);
    expect(router.match).toBe(once);
    expect(once).not.toBe(reachMatch);
    restore();
    expect(router.match).toBe(reachMatch);
  });
});

describe("Gatsby's routes pass (requires-writer) with the check", () => {
  // pages shaped like the site's: listings with a match path and static pages under some, products, client-only routes
  const page = (path: string, matchPath?: string) => ({
    path,
    matchPath,
    componentPath: `/site/src/templates/${path.split('/')[1] || 'home'}.tsx`,
    componentChunkName: `component---${path.split('/')[1] || 'home'}`,
  });
  const pages = [
    page('/'),
    ...['bacs', 'barres-droites', 'treillis-soudes'].map((c) => page(`/categorie/${c}`, `/categorie/${c}/*`)),
    page('/categorie/bacs/_p__2'),
    page('/actualites', '/actualites/*'),
    page('/actualites/_tag__cyclone'),
    page('/actualites/tarifs-2026'),
    page('/connexion', '/connexion/*'),
    page('/mon-compte/:section', '/mon-compte/:section'),
    ...Array.from({ length: 200 }, (_, i) => page(`/produit/barre-${i}`)),
  ];
  let dir = '';
  const writer = gatsbyRequiresWriter();
  const matchPathsWritten = async () => {
    writer.resetLastHash();
    await writer.writeAll({ program: { directory: dir }, slices: new Map(), components: new Map(), pages: new Map(pages.map((p) => [p.path, p])) });
    return JSON.parse(readFileSync(join(dir, '.cache', 'match-paths.json'), 'utf8'));
  };
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'match-paths-'));
    mkdirSync(join(dir, '.cache'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the same routes, asking reach-router only about the pages under a match path', async () => {
    const before = await matchPathsWritten();
    expect(before).toContainEqual({ path: '/actualites/_tag__cyclone', matchPath: '/actualites/_tag__cyclone' });

    let asked = 0;
    const counted: RouteMatch = (route, uri) => {
      asked++;
      return reachMatch(route, uri);
    };
    router.match = counted;
    const restore = checkLiteralPrefixFirst(router);
    try {
      expect(await matchPathsWritten()).toEqual(before);
    } finally {
      restore();
      router.match = reachMatch;
    }
    // without the check: every page without a match path against each of the 7 match paths
    expect(asked).toBeLessThan(20);
  });
});
