import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';

test('every response carries the security headers, HTML revalidates and hashed files are immutable', async ({ request }) => {
  const page = await request.get('/produit/barre-ha-o12-12-m');
  const h = page.headers();
  expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy']).toContain('camera=()');
  expect(h['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(h['strict-transport-security']).toBeUndefined(); // no TLS here
  const app = /src="(\/app-[^"]+\.js)"/.exec(await page.text())![1];
  const asset = await request.get(app, { headers: { 'accept-encoding': 'br' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('br');
  const missing = await request.get('/nulle-part');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['x-content-type-options']).toBe('nosniff');
});

test('the runtime every page loads carries no shared chunk’s hashed name, and a page’s own chunk is found and cached for good (src/build/gatsby/chunk-file-names.ts)', async ({
  request,
}) => {
  const html = await (await request.get('/produit/barre-ha-o12-12-m')).text();
  const runtime = /src="(\/webpack-runtime-[^"]+\.js)"/.exec(html)![1];
  const code = await (await request.get(runtime)).text();
  expect(code).toContain('component---src-templates-product-tsx');
  expect(code).not.toMatch(/"[0-9a-f]{40}"/);
  expect(code).not.toMatch(/"[0-9a-f]{20}"/);
  // Gatsby's chunk map, with which a link prefetches a page's code, still finds the template's file by its name
  const mapping = JSON.parse(JSON.parse(/___chunkMapping=("(?:[^"\\]|\\.)*")/.exec(html)![1])) as Record<string, string[]>;
  expect(mapping['component---src-templates-product-tsx']).toEqual([expect.stringMatching(/^\/component---src-templates-product-tsx-[0-9a-f]{16}\.js$/)]);
  const chunk = await request.get(mapping['component---src-templates-product-tsx'][0]);
  expect(chunk.status()).toBe(200);
  expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the stylesheet is one cached file, not inlined in every page (src/build/gatsby/ssr.tsx)', async ({ request }) => {
  const html = await (await request.get('/produit/barre-ha-o12-12-m')).text();
  expect(html).not.toContain('data-identity="gatsby-global-css"');
  const href = /<link rel="stylesheet" href="([^"]+\.css)"/.exec(html)?.[1];
  expect(href).toBeTruthy();
  const css = await request.get(href!);
  expect(css.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('behind a TLS proxy (trusted), HSTS is sent', async ({ request }) => {
  // The e2e host trusts the loopback proxy (TRUST_PROXY=127.0.0.1 in e2e/stack.mjs).
  const res = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } });
  expect(res.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
});

for (const path of [
  '/',
  '/produit/barre-ha-o12-12-m',
  '/categorie/bacs-acier/color__RAL-7016',
  '/panier',
  '/connexion',
  '/search?q=treillis',
  '/actualites',
  '/contact',
  '/diagnostic-toiture',
]) {
  test(`the page policy holds without a single violation: ${path}`, async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => /Content Security Policy|Refused to (execute|load|connect|apply|frame)/i.test(m.text()) && violations.push(m.text()));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`)),
    );
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
}
