import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeFiles, cycles, importGraph, loopThrough, type ImportGraph } from './import-graph';

/**
 * No import cycle anywhere: the site, the API, the plugins, the scripts, the
 * end-to-end tests and the bench, type-only imports included (issue 44). A
 * cycle makes a module's meaning depend on the order files happen to load,
 * and ties two parts together so that neither can move alone. Features are
 * held to the same between themselves: one feature may use another, never
 * both ways, even through files that do not import each other.
 */

const root = join(__dirname, '..');
const SCANNED = ['src', 'backend/src', 'plugins', 'scripts', 'e2e', 'bench', 'domain'];

/** The project's code files: the folders above and the configuration files at the top. */
function projectFiles(): string[] {
  const top = codeFiles([root]).filter((f) => !f.slice(root.length + 1).includes('/'));
  return [...codeFiles(SCANNED.map((d) => join(root, d))), ...top];
}

/** Which feature uses which (src/features/<feature>/), tests left out: a test may set up another feature's state. */
function featureGraph(graph: ImportGraph): ImportGraph {
  const feature = (path: string) => /^src\/features\/([^/]+)\//.exec(path)?.[1];
  const features: ImportGraph = new Map();
  for (const [file, targets] of graph) {
    const from = feature(file);
    if (!from || /\.test(-kit)?\.tsx?$/.test(file)) continue;
    const uses = features.get(from) ?? new Set<string>();
    features.set(from, uses);
    for (const target of targets) {
      const to = feature(target);
      if (to && to !== from) uses.add(to);
    }
  }
  return features;
}

/**
 * The cycles not broken yet, each named by its files in order: the list only
 * shrinks (a cycle broken must leave it, a new one is refused).
 */
const NOT_BROKEN_YET: string[] = [];

/** The cycles found that the list does not hold (with one loop through each to follow), and those it holds that are gone. */
function unexpected(graph: ImportGraph, found: string[][], ofFeatures = false) {
  const named = found.map((c) => c.join(' '));
  // a feature is named without a slash, a file with
  const listed = NOT_BROKEN_YET.filter((c) => c.includes('/') !== ofFeatures);
  return {
    new: found.filter((c) => !listed.includes(c.join(' '))).map((c) => `${c.length} : ${loopThrough(graph, c).join(' → ')}`),
    broken: listed.filter((c) => !named.includes(c)),
  };
}

describe('import cycles', () => {
  let sample: string;
  beforeAll(() => {
    sample = mkdtempSync(join(tmpdir(), 'import-cycles-'));
    mkdirSync(join(sample, 'lib'));
    writeFileSync(join(sample, 'package.json'), '{}');
  });
  afterAll(() => rmSync(sample, { recursive: true, force: true }));

  const graphOf = (files: Record<string, string>) => {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(sample, name), text);
    return importGraph(
      sample,
      Object.keys(files).map((name) => join(sample, name)),
    );
  };

  it('finds two files importing each other, when one import is for a type only', () => {
    const graph = graphOf({
      'a.ts': "import { b } from './lib/b';\nexport interface A { n: number }\nexport const a = b + 1;\n",
      'lib/b.ts': "import type { A } from '../a';\nexport const b = 1;\nexport const shape: A | null = null;\n",
      'c.ts': "import { a } from './a';\nexport const c = a;\n",
    });
    expect(cycles(graph)).toEqual([['a.ts', 'lib/b.ts']]);
    expect(loopThrough(graph, ['a.ts', 'lib/b.ts'])).toEqual(['a.ts', 'lib/b.ts', 'a.ts']);
  });

  it('follows every way a file names another: re-exports, dynamic imports, require, import types, a folder’s index', () => {
    const graph = graphOf({
      'lib/index.ts': "export { d } from './d';\n",
      'lib/d.ts': "export const d = () => import('../e');\n",
      'e.ts': "const f = require('./f');\nexport const e = f;\n",
      'f.ts': "export type G = import('./lib').D;\nexport const f: G | null = null;\n",
    });
    expect(cycles(graph)).toEqual([['e.ts', 'f.ts', 'lib/d.ts', 'lib/index.ts']]);
  });

  it('finds a cycle between two features made of files that do not import each other', () => {
    const graph: ImportGraph = new Map([
      ['src/features/cart/view.tsx', new Set(['src/features/lists/index.ts'])],
      ['src/features/lists/index.ts', new Set(['src/features/lists/api.ts'])],
      ['src/features/lists/api.ts', new Set(['src/features/cart/index.ts'])],
      ['src/features/cart/index.ts', new Set(['src/features/cart/actions.ts'])],
      ['src/features/cart/actions.ts', new Set()],
      ['src/features/cart/view.test.tsx', new Set(['src/features/search/index.ts'])],
      ['src/features/search/index.ts', new Set(['src/features/cart/index.ts'])],
    ]);
    expect(cycles(graph)).toEqual([]);
    expect(cycles(featureGraph(graph))).toEqual([['cart', 'lists']]);
  });

  it('finds none in the project', () => {
    const graph = importGraph(root, projectFiles());
    expect(graph.size).toBeGreaterThan(1000);
    expect(unexpected(graph, cycles(graph))).toEqual({ new: [], broken: [] });
  });

  it('finds none between the site’s features', () => {
    const features = featureGraph(importGraph(root, codeFiles([join(root, 'src')])));
    expect(features.size).toBeGreaterThan(15);
    expect(unexpected(features, cycles(features), true)).toEqual({ new: [], broken: [] });
  });
});
