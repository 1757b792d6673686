import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_LOAD_TEMPLATES, keepFirstLoadChunksWhole, shareByChunks } from './first-load-chunks';

describe('the first-load templates keep their chunks whole', () => {
  it('leaves their chunks out of the shared group and keeps the others in it', () => {
    const splitChunks = { cacheGroups: { shared: { minChunks: 2 } as { minChunks: number; chunks?: unknown }, framework: { chunks: 'all' } } };
    keepFirstLoadChunksWhole(splitChunks);
    const select = splitChunks.cacheGroups.shared.chunks as (c: { name?: string | null }) => boolean;
    expect(select({ name: 'component---src-templates-category-tsx' })).toBe(false);
    expect(select({ name: 'component---src-templates-product-tsx' })).toBe(false);
    expect(select({ name: 'component---src-pages-search-tsx' })).toBe(true);
    expect(select({ name: null })).toBe(true); // a lazy part of a page
    expect(splitChunks.cacheGroups.framework).toEqual({ chunks: 'all' });
  });

  it('names templates that exist, and Gatsby still has the group it adjusts', () => {
    for (const chunk of FIRST_LOAD_TEMPLATES) {
      const template = chunk.replace('component---src-templates-', '').replace(/-tsx$/, '');
      expect(existsSync(join(__dirname, '..', '..', 'templates', `${template}.tsx`))).toBe(true);
    }
    const webpackConfig = readFileSync(require.resolve('gatsby/dist/utils/webpack.config.js'), 'utf8');
    expect(webpackConfig).toMatch(/shared: \{/);
  });
});

describe('the shared chunks', () => {
  it('are grouped by the chunks that share their modules, not by those chunks’ names (lazy parts have none)', () => {
    // Gatsby's own name: the hash of the sharing chunks' names, the same for any two nameless lazy parts
    const gatsbyName = () => 'da39a3ee';
    const splitChunks = { cacheGroups: { shared: { minChunks: 2, name: gatsbyName } as { minChunks: number; name?: unknown }, framework: { chunks: 'all' } } };
    shareByChunks(splitChunks);
    expect(splitChunks.cacheGroups.shared.name).toBe(false);
    expect(splitChunks.cacheGroups.framework).toEqual({ chunks: 'all' });
    // the name Gatsby gives is still made of the chunks' names alone
    const webpackConfig = readFileSync(require.resolve('gatsby/dist/utils/webpack.config.js'), 'utf8');
    expect(webpackConfig).toMatch(/update\(chunks\.reduce\(\(acc, chunk\) => acc \+ chunk\.name, ``\)\)/);
  });
});
