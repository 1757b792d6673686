import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/fixtures';

const SITE = `http://127.0.0.1:${process.env.E2E_SITE_PORT ?? 9100}`;

/**
 * A shopper on an island network: the page's HTML comes in pieces, and the
 * browser paints what it has parsed so far once the stylesheet is in. Seen
 * in CI: the first piece ended inside the bar above the header, so its
 * « Contact » link was painted alone at the right, then pushed left by the
 * links that followed (a layout shift). The page now holds its first paint
 * until its <main> is parsed (`rel="expect"`, gatsby-ssr.tsx).
 *
 * A proxy in front of the built site sends each page's HTML up to the
 * contact link's text, waits, then sends the rest; everything else passes
 * through as the site serves it.
 */
let proxy: Server;
let origin: string;
/** where each page's HTML was split: a page without the contact link would not be split at all, and prove nothing */
const cuts: number[] = [];
test.beforeAll(async () => {
  proxy = createServer((req, res) => {
    const upstream = httpRequest(`${SITE}${req.url}`, { method: req.method, headers: { ...req.headers, 'accept-encoding': 'identity' } }, (from) => {
      const isHtml = /text\/html/.test(String(from.headers['content-type']));
      const headers = { ...from.headers };
      delete headers['content-length'];
      res.writeHead(from.statusCode ?? 502, headers);
      if (!isHtml) return void from.pipe(res);
      const chunks: Buffer[] = [];
      from.on('data', (c: Buffer) => chunks.push(c));
      from.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8');
        const cut = html.indexOf('Contact</a>');
        cuts.push(cut);
        res.write(html.slice(0, Math.max(cut, 0)));
        setTimeout(() => res.end(html.slice(cut)), 800);
      });
    });
    req.pipe(upstream);
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((done) => proxy.close(() => done())));

test('a category page whose HTML arrives in two pieces paints its header once, in place', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: string[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (!e.hadRecentInput)
          w.shifts.push(`${e.value.toFixed(4)}: ${(e.sources ?? []).map((s) => (s.node?.textContent ?? '').trim().slice(0, 30)).join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${origin}/categorie/bacs-acier`);
  await expect(page.getByRole('navigation', { name: 'Liens utiles' }).getByRole('link', { name: 'Contact' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  expect(cuts.length).toBeGreaterThan(0);
  expect(cuts.every((c) => c > 0)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
});
