#!/usr/bin/env node
/**
 * First-load weight of built pages: the JavaScript a page's HTML loads
 * (scripts and script preloads), gzip-compressed as a CDN would send it, the
 * HTML size and the number of requests. Usage:
 *   node bench/page-weight.mjs [publicDir] [/path …]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * @param {string} publicDir
 * @param {string} pagePath
 */
export function pageWeight(publicDir, pagePath) {
  const htmlFile = join(publicDir, pagePath === '/' ? 'index.html' : `${pagePath.replace(/^\//, '')}/index.html`);
  const html = readFileSync(htmlFile, 'utf8');
  /** @type {Set<string>} */
  const scripts = new Set();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) scripts.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+as="script"[^>]+href="([^"]+\.js)"|<link[^>]+href="([^"]+\.js)"[^>]+as="script"/g)) scripts.add(m[1] ?? m[2]);
  // The page's own component and its shared chunks load right after the app: they are first-load JavaScript too.
  const pageData = join(publicDir, 'page-data', pagePath === '/' ? 'index' : pagePath.replace(/^\//, ''), 'page-data.json');
  const stats = join(publicDir, 'webpack.stats.json');
  if (existsSync(pageData) && existsSync(stats)) {
    const { componentChunkName } = JSON.parse(readFileSync(pageData, 'utf8'));
    const group = JSON.parse(readFileSync(stats, 'utf8')).namedChunkGroups?.[componentChunkName];
    for (const a of group?.assets ?? []) {
      const name = typeof a === 'string' ? a : a.name;
      if (name.endsWith('.js')) scripts.add(`/${name}`);
    }
  }
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
  const css = styles.map((href) => {
    const file = join(publicDir, href.split('?')[0]);
    return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
  });
  const js = [...scripts].map((src) => {
    const file = join(publicDir, src.split('?')[0]);
    const bytes = existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
    return { src, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const inlineJs = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
  return {
    path: pagePath,
    htmlBytes: Buffer.byteLength(html),
    htmlGzip: gzipSync(html, { level: 9 }).length,
    jsGzip: js.reduce((s, f) => s + f.gzip, 0),
    inlineJsGzip: gzipSync(inlineJs).length,
    cssGzip: css.reduce((a, b) => a + b, 0),
    requests: 1 + js.length + styles.length,
    js,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'public', ...pagePaths] = process.argv.slice(2);
  for (const p of pagePaths.length ? pagePaths : ['/']) {
    const w = pageWeight(dir, p);
    console.log(
      `${p}: JS ${(w.jsGzip / 1024).toFixed(1)} KB gzip in ${w.js.length} files, HTML ${(w.htmlBytes / 1024).toFixed(1)} KB (${(w.htmlGzip / 1024).toFixed(1)} KB gzip), CSS ${(w.cssGzip / 1024).toFixed(1)} KB gzip, ${w.requests} requests`,
    );
    for (const f of w.js) console.log(`   ${(f.gzip / 1024).toFixed(1).padStart(6)} KB  ${f.src}`);
  }
}
