import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The README is a door (issue 44): short enough to read at once, with the detail in docs/. Its limits, the
 * documents it leads to and its links are held here, so that the next fact added goes into docs/, where the
 * links still lead.
 */
const ROOT = resolve(__dirname, '..');
const MAX_README_LINES = 150;
const MAX_LINE_CHARS = 200;
const REQUIRED_DOCS = ['docs/api.md', 'docs/security.md', 'docs/hosting.md', 'docs/architecture.md'];

function markdownUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownUnder(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

const documents = [join(ROOT, 'README.md'), ...markdownUnder(join(ROOT, 'docs'))];
const read = (path: string) => readFileSync(path, 'utf8');
const lines = (path: string) => read(path).replace(/\n$/, '').split('\n');

/** GitHub's heading anchors: lower case, punctuation dropped (letters, digits, `-` and `_` kept), spaces as hyphens. */
function anchorsOf(path: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of lines(path)) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

/** Every `[text](target)` outside code: targets that are not a URL are files of the repository, maybe with an anchor. */
function relativeLinks(path: string): string[] {
  const text = read(path)
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

test('the README is at most 150 lines', () => {
  expect(lines(join(ROOT, 'README.md')).length).toBeLessThanOrEqual(MAX_README_LINES);
});

test('no line of the README or of docs/ is longer than 200 characters', () => {
  const long = documents.flatMap((path) =>
    lines(path).flatMap((line, i) => ([...line].length > MAX_LINE_CHARS ? [`${relative(ROOT, path)}:${i + 1} (${[...line].length})`] : [])),
  );
  expect(long).toEqual([]);
});

test('docs/ holds the four documents the README leads to, and the README links to each', () => {
  const readme = read(join(ROOT, 'README.md'));
  expect(REQUIRED_DOCS.filter((doc) => !existsSync(join(ROOT, doc)))).toEqual([]);
  expect(REQUIRED_DOCS.filter((doc) => !readme.includes(`](${doc}`))).toEqual([]);
});

test('every relative link of the README and docs/ leads to a file that exists, and to a heading it has', () => {
  const broken = documents.flatMap((path) =>
    relativeLinks(path).flatMap((target) => {
      const [file, anchor] = target.split('#');
      const to = file ? resolve(dirname(path), decodeURIComponent(file)) : path;
      const where = `${relative(ROOT, path)} → ${target}`;
      if (!existsSync(to)) return [`${where}: no such file`];
      if (anchor && to.endsWith('.md') && !anchorsOf(to).has(anchor)) return [`${where}: no such heading`];
      return [];
    }),
  );
  expect(broken).toEqual([]);
});

test('the README gives the test command CI runs', () => {
  const ci = read(join(ROOT, '.ci/run'));
  expect(ci).toMatch(/^npm test\b/m);
  expect(read(join(ROOT, 'README.md'))).toContain('`npm test`');
});

/** Every source file under these paths, tests apart. */
function sourcesUnder(paths: string[]): string[] {
  return paths.flatMap((path) => {
    const full = join(ROOT, path);
    if (!existsSync(full)) return [];
    if (!statSync(full).isDirectory()) return [full];
    return readdirSync(full).flatMap((name) => (/\.test\.tsx?$/.test(name) ? [] : sourcesUnder([join(path, name)])));
  });
}

/** Set by Gatsby, by the build for the browser bundle, or by Node's tooling: nobody configures them. */
const NOT_CONFIGURED = new Set(['NODE_ENV', 'BUILD_STAGE', 'GATSBY_SHOP_API_URL', 'GATSBY_CPU_COUNT']);

test('every variable the API, the static host and the build read from the environment is documented in docs/hosting.md', () => {
  const sources = sourcesUnder(['backend/src', 'scripts/serve.ts', 'scripts/start.mjs', 'scripts/host', 'src/build', 'gatsby-config.ts', 'gatsby-node.ts'])
    .filter((path) => /\.(ts|tsx|mjs)$/.test(path))
    .map(read)
    .join('\n');
  const names = new Set([...sources.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]));
  expect(names.size).toBeGreaterThan(40);
  const hosting = existsSync(join(ROOT, 'docs/hosting.md')) ? read(join(ROOT, 'docs/hosting.md')) : '';
  expect([...names].filter((name) => !NOT_CONFIGURED.has(name) && !hosting.includes(`\`${name}\``))).toEqual([]);
});
