import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cascadeRank, isShowcase, splitStylesheets, StylesheetsManifest } from './split-stylesheets';

type G = { name: string | null; parentsIterable: G[] };
const group = (name: string | null, ...parents: G[]): G => ({ name, parentsIterable: parents });
const app = group('app');
const category = group('component---src-templates-category-tsx', app);
const header = group('slice---src-slices-header-tsx', app);
const schedules = group('component---src-pages-nomenclature-tsx', app);
const priceFilter = group(null, category);
const cuttingPlan = group(null, schedules);
const sortSelect = group(null, priceFilter);

describe('the showcase’s stylesheets are split, the rest kept in one file, each module in one', () => {
  it('tells the showcase (app, slices, templates and what they load) from the shop’s pages and what they load', () => {
    expect([app, category, header, priceFilter, sortSelect].map((g) => isShowcase(g))).toEqual([true, true, true, true, true]);
    expect([schedules, cuttingPlan].map((g) => isShowcase(g))).toEqual([false, false]);
    // a part both load is the showcase’s; a cycle of lazy imports ends
    expect(isShowcase(group(null, cuttingPlan, priceFilter))).toBe(true);
    const a = group(null);
    const b = group(null, a);
    a.parentsIterable.push(b);
    expect(isShowcase(a)).toBe(false);
  });

  it('puts each CSS module in one file: the rest’s in Gatsby’s group, the frame’s and the showcase’s shared ones in the app entry’s, the others where they are', () => {
    const splitChunks = { cacheGroups: { styles: { name: 'styles', priority: 40, enforce: true } as object | false, framework: { chunks: 'all' } } };
    splitStylesheets(splitChunks);
    type Test = (m: object, c: object) => boolean;
    const { test: rest, ...styles } = splitChunks.cacheGroups.styles as { test: Test };
    const { test: shared, ...showcaseShared } = (splitChunks.cacheGroups as unknown as Record<string, { test: Test }>)['showcase-shared']!;
    expect(styles).toEqual({ name: 'styles', priority: 40, enforce: true });
    expect(showcaseShared).toEqual({ name: 'showcase-shared', chunks: 'all', priority: 40, enforce: true });
    expect(splitChunks.cacheGroups.framework).toEqual({ chunks: 'all' });
    const inChunks = (...groups: G[][]) => ({ chunkGraph: { getModuleChunksIterable: () => groups.map((g) => ({ groupsIterable: g })) } });
    const css = { type: 'css/mini-extract' };
    // the editor's own, a module the tools share: the rest’s file
    expect([rest(css, inChunks([cuttingPlan])), shared(css, inChunks([cuttingPlan]))]).toEqual([true, false]);
    expect([rest(css, inChunks([schedules], [cuttingPlan])), shared(css, inChunks([schedules], [cuttingPlan]))]).toEqual([true, false]);
    // a module a tool and a filter share, the header's own, the app's: the app entry's shared file
    expect([rest(css, inChunks([schedules], [priceFilter])), shared(css, inChunks([schedules], [priceFilter]))]).toEqual([false, true]);
    expect([rest(css, inChunks([header])), shared(css, inChunks([header]))]).toEqual([false, true]);
    expect([rest(css, inChunks([app])), shared(css, inChunks([app]))]).toEqual([false, true]);
    // a filter's own, a template's own: where they are
    expect([rest(css, inChunks([priceFilter])), shared(css, inChunks([priceFilter]))]).toEqual([false, false]);
    expect([rest(css, inChunks([category])), shared(css, inChunks([category]))]).toEqual([false, false]);
    expect([rest({ type: 'javascript/auto' }, inChunks([cuttingPlan])), shared({ type: 'javascript/auto' }, inChunks([header]))]).toEqual([false, false]);
  });

  it('Gatsby still has the group it narrows', () => {
    const webpackConfig = readFileSync(require.resolve('gatsby/dist/utils/webpack.config.js'), 'utf8');
    expect(webpackConfig).toMatch(/styles: \{\s*test\(module\) \{\s*return isCssModule\(module\);\s*\},\s*name: `styles`/);
  });
});

describe('the build lists its stylesheets in the cascade’s order', () => {
  it('ranks the app entry’s, then the parts’ and the rest’s, the slices’, the pages’', () => {
    expect(['app', 'showcase-shared', null, 'styles', 'slice---src-slices-header-tsx', 'component---src-templates-product-tsx'].map(cascadeRank)).toEqual([
      0, 0, 2, 2, 3, 4,
    ]);
  });

  it('writes this build’s stylesheets, not its scripts, with their rank', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'sheets-')), '.cache', 'stylesheets.json');
    let done: ((compilation: unknown) => void) | undefined;
    new StylesheetsManifest(file).apply({ hooks: { afterEmit: { tap: (_name, fn) => void (done = fn as typeof done) } } });
    done!({
      chunks: [
        {
          name: 'component---src-templates-product-tsx',
          files: new Set(['component---src-templates-product-tsx-0123456789abcdef.js', '4369.0123456789abcdef.css']),
        },
        { name: 'app', files: new Set(['app-0123456789abcdef.js', 'app.0123456789abcdef0123.css']) },
        { name: null, files: new Set(['66.fedcba9876543210.css', '66-fedcba9876543210.js']) },
      ],
    });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual([
      { file: '4369.0123456789abcdef.css', rank: 4 },
      { file: '66.fedcba9876543210.css', rank: 2 },
      { file: 'app.0123456789abcdef0123.css', rank: 0 },
    ]);
  });
});
