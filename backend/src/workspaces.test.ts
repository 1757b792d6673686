import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The three workspaces depend one way (issue 44): the API and the site both
 * use domain/, the API never reaches into the site (src/) or the scripts, and
 * domain/ knows neither of them nor any framework, so that each can be built,
 * tested and changed without the other's tree. Every import of every file,
 * tests included, is read here; eslint.workspaces.mjs says the same in the editor.
 */
const ROOT = resolve(__dirname, '..', '..');
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
// what only the site or the API may use: a framework, a database, the other workspaces
const NOT_IN_DOMAIN =
  /^(react|react-dom|react-intl|react-hook-form|jotai|swr|fastify|better-sqlite3|ioredis|gatsby)(\/|$)|^(@fastify|@trefima\/(backend|bench))(\/|$)|^gatsby-/;

function codeUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules') return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return codeUnder(path);
    return CODE.test(name) ? [path] : [];
  });
}

/** Each import of the files under `dir`, with the workspace folder it lands in when it is a path. */
function importsUnder(dir: string) {
  return codeUnder(join(ROOT, dir)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].map(([, specifier]) => {
      const target = specifier.startsWith('.') ? relative(ROOT, resolve(dirname(file), specifier)) : null;
      return { where: `${relative(ROOT, file)} → ${specifier}`, specifier, top: target?.split(sep)[0] ?? null };
    }),
  );
}

describe('the workspaces depend one way: site and API → domain', () => {
  it('has the API (its tests included) import nothing of the site (src/) or of the scripts', () => {
    expect(
      importsUnder('backend')
        .filter((i) => i.top === 'src' || i.top === 'scripts')
        .map((i) => i.where),
    ).toEqual([]);
  });

  it('has domain/ import nothing of the site, the API or the scripts, and no framework nor database', () => {
    expect(existsSync(join(ROOT, 'domain', 'package.json'))).toBe(true);
    const outside = importsUnder('domain').filter((i) => (i.top !== null && i.top !== 'domain') || NOT_IN_DOMAIN.test(i.specifier));
    expect(outside.map((i) => i.where)).toEqual([]);
  });

  it('reaches domain/ by its package name from the site and the API, not by a path into it', () => {
    const byPath = ['src', 'backend', 'scripts', 'e2e', 'bench/lib'].flatMap(importsUnder).filter((i) => i.top === 'domain');
    expect(byPath.map((i) => i.where)).toEqual([]);
  });

  it('sees an import where it is (the reading of this test)', () => {
    const specifiers = (code: string) => [...code.matchAll(SPECIFIER)].map(([, s]) => s);
    expect(
      specifiers(
        "import { a } from '../x';\nimport type { B } from \"./y\";\nconst c = await import('../../z');\nrequire('w');\nimport './side';\nexport * from './e';",
      ),
    ).toEqual(['../x', './y', '../../z', 'w', './side', './e']);
    expect(NOT_IN_DOMAIN.test('react/jsx-runtime') && NOT_IN_DOMAIN.test('@fastify/static') && NOT_IN_DOMAIN.test('gatsby-link')).toBe(true);
    expect(NOT_IN_DOMAIN.test('zod/mini') || NOT_IN_DOMAIN.test('reactive')).toBe(false);
  });
});
