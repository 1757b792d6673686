import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import TerserPlugin from 'terser-webpack-plugin';

/**
 * Which modules of a production webpack compilation swc compiles instead of
 * Gatsby's Babel: the site's TypeScript (domain/'s included, which the site
 * reaches through node_modules/@trefima/domain) and Gatsby's runtime copied to
 * `.cache/`. Left to Babel is what needs Gatsby's own Babel plugins: a
 * `graphql` query (replaced by its result's hash) and the page APIs Gatsby
 * strips from page chunks (`Head`, `config`, `getServerData`).
 */
const NEEDS_GATSBY_BABEL = [/\bgraphql\s*`/, /export\s+(?:async\s+)?(?:const|function|let)\s+(?:Head|config|getServerData)\b/];

export interface WebpackRule {
  test?: unknown;
  include?: unknown;
  exclude?: unknown;
  use?: unknown;
  type?: string;
  oneOf?: WebpackRule[];
}

/** Whether swc compiles a module (by path; a module's source is read once per compilation). */
export function swcModuleTest(rootDir: string, readSource: (path: string) => string = (p) => readFileSync(p, 'utf8')) {
  const ownTypeScript = [join(rootDir, 'src') + sep, join(rootDir, 'domain') + sep, join(rootDir, 'plugins') + sep];
  const gatsbyRuntime = join(rootDir, '.cache') + sep;
  const verdicts = new Map<string, boolean>();
  const ours = (path: string) =>
    /\.tsx?$/.test(path)
      ? ownTypeScript.some((dir) => path.startsWith(dir)) || /[/\\]gatsby-(browser|ssr)\.tsx?$/.test(path)
      : /\.jsx?$/.test(path) && path.startsWith(gatsbyRuntime);
  return (modulePath: string): boolean => {
    if (modulePath.includes(`${sep}node_modules${sep}`) || !ours(modulePath)) return false;
    let verdict = verdicts.get(modulePath);
    if (verdict === undefined) {
      let source: string | null = null;
      try {
        source = readSource(modulePath);
      } catch {
        // not on disk (Gatsby's virtual modules): left to Babel
      }
      verdict = source !== null && !NEEDS_GATSBY_BABEL.some((pattern) => pattern.test(source));
      verdicts.set(modulePath, verdict);
    }
    return verdict;
  };
}

/**
 * Hands the modules `swcModuleTest` accepts to swc, taking them out of the
 * rules that run Babel on TypeScript (Gatsby's JavaScript rule and the one its
 * TypeScript plugin adds: webpack applies every matching rule, so both ran).
 */
export function withSwc(rules: WebpackRule[], options: { rootDir: string; loader: string; targets: unknown }): WebpackRule[] {
  const compilesTypeScript = (r: WebpackRule) => r.test instanceof RegExp && r.test.test('x.tsx') && r.use !== undefined;
  if (!rules.some(compilesTypeScript)) throw new Error('règle Babel de Gatsby introuvable : compilation swc impossible');
  const test = swcModuleTest(options.rootDir);
  return [
    ...rules.map((r) => (compilesTypeScript(r) ? { ...r, exclude: r.exclude ? [r.exclude, test] : test } : r)),
    { test, type: 'javascript/auto', use: [{ loader: options.loader, options: { targets: options.targets } }] },
  ];
}

/**
 * Minifies with swc instead of terser: the same plugin and chunk selection,
 * about ten times faster (terser was some 6 s of a build, in one worker on a
 * 2-core machine).
 */
export function withSwcMinify<T>(minimizers: T[]): (T | TerserPlugin)[] {
  return minimizers.map((m) =>
    (m as { constructor?: { name?: string } })?.constructor?.name === 'TerserPlugin'
      ? new TerserPlugin({ minify: TerserPlugin.swcMinify, exclude: /\.min\.js/, parallel: true, terserOptions: { compress: true, mangle: true } })
      : m,
  );
}
