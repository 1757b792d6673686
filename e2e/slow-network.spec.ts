import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/fixtures';
import { API } from './support/accounts';

const SITE = `http://127.0.0.1:${process.env.E2E_SITE_PORT ?? 9100}`;

/**
 * A shopper on an island network: the page's HTML comes in pieces, and the
 * browser paints what it has parsed so far once the stylesheet is in. Seen
 * in CI: the first piece ended inside the bar above the header, so its
 * « Contact » link was painted alone at the right, then pushed left by the
 * links that followed (a layout shift). The page now holds its first paint
 * until its <main> is parsed whole (`rel="expect"` on the footer that follows it, gatsby-ssr.tsx).
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
        // ?coupure=contenu: cut inside <main>, right after the sort's <select> opens (before its options)
        const cut = req.url?.includes('coupure=contenu') ? html.indexOf('>', html.indexOf('<select', html.indexOf('<main'))) + 1 : html.indexOf('Contact</a>');
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
  const shiftsSoFar = await watchShifts(page);
  await page.goto(`${origin}/categorie/bacs-acier`);
  await expect(page.getByRole('navigation', { name: 'Liens utiles' }).getByRole('link', { name: 'Contact' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  expect(cuts.length).toBeGreaterThan(0);
  expect(cuts.every((c) => c > 0)).toBe(true);
  expect((await shiftsSoFar()).shifts).toEqual([]);
});

test('a category page whose HTML stops inside its content paints it only once whole: the sort stays in place', async ({ page }) => {
  // seen in CI: a busy parser let the browser paint <main> half parsed, the sort's <select> still without its options;
  // they came and widened it, pushing « Trier par » left (a layout shift)
  await page.setViewportSize({ width: 1280, height: 800 });
  const shiftsSoFar = await watchShifts(page);
  const before = cuts.length;
  await page.goto(`${origin}/categorie/bacs-acier?coupure=contenu`);
  await expect(page.getByLabel('Trier par')).toHaveValue(/.+/);
  await page.waitForLoadState('load');
  expect(cuts.slice(before).every((c) => c > 0)).toBe(true);
  expect((await shiftsSoFar()).shifts).toEqual([]);
});

/** Every call to the API, and every page's data, answered 2,5 s late: an island network on a bad day. */
async function slowCalls(page: import('@playwright/test').Page) {
  await page.route(
    (url) => url.pathname.includes('/api/v1/') || url.pathname.startsWith('/page-data/'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue().catch(() => {}); // the page may have gone meanwhile
    },
  );
}

/** The layout shifts the page makes from now on, without an input before them, each with what moved. */
async function watchShifts(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: { value: number; nodes: string }[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (!e.hadRecentInput)
          w.shifts.push({ value: e.value, nodes: (e.sources ?? []).map((s) => (s.node?.textContent ?? '').trim().slice(0, 40)).join(' | ') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; nodes: string }[] }).shifts);
    return { total: Number(shifts.reduce((s, e) => s + e.value, 0).toFixed(3)), shifts };
  };
}

test.describe('every call 2,5 s late, on a phone', () => {
  test.use({ viewport: { width: 412, height: 915 } });

  test('an account page sends a signed-out buyer to the sign-in page without a jump', async ({ page }) => {
    test.setTimeout(60_000);
    const shifts = await watchShifts(page);
    await slowCalls(page);
    await page.goto('/mes-commandes');
    await expect(page.getByRole('status').filter({ hasText: 'Redirection vers la page de connexion' })).toBeVisible();
    await expect(page).toHaveURL(/\/connexion\//, { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible({ timeout: 20_000 });
    const { total, shifts: all } = await shifts();
    expect([total < 0.05, all]).toEqual([true, all]);
  });
});

test.describe('a Guadeloupe visitor, every call 2,5 s late', () => {
  test.use({ territory: 2 });

  test('a product’s price says it is coming, busy, in its own place, until it comes', async ({ page, request }) => {
    test.setTimeout(60_000);
    const gpe = ((await (await request.get(`${API}/product/barre-ha-o12-12-m?site_id=1&lang=fr&sales_plan_id=2`)).json()).data as { price: { ht: number } })
      .price.ht;
    await slowCalls(page);
    await page.goto('/produit/barre-ha-o12-12-m');
    const box = page
      .locator('main p')
      .filter({ hasText: /€\s*HT/ })
      .first();
    await expect(box).toHaveAttribute('aria-busy', 'true');
    await expect(box.getByText('Chargement du prix…')).toBeVisible();
    const before = await box.boundingBox();
    await expect(box).not.toHaveAttribute('aria-busy', /.*/, { timeout: 20_000 });
    await expect(box).toContainText(new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2 }).format(gpe / 100));
    await expect(box.getByText('Chargement du prix…')).toHaveCount(0);
    expect(await box.boundingBox()).toEqual(before);
  });
});

test('the home page’s range cards keep their size while their pictures come, and when a picture never comes', async ({ page }) => {
  // seen in CI: a range card's picture, an inline image, sat on a line box that lost 7 px when the picture failed
  await page.setViewportSize({ width: 1280, height: 800 });
  let release = () => {};
  const network = new Promise<void>((done) => (release = done));
  await page.route('**/media/gamme/**', async (route) => {
    await network;
    // one picture in two lost on the way, the others late
    await (/armatures|barres|bardage|beton/.test(route.request().url()) ? route.abort('connectionreset') : route.continue()).catch(() => {});
  });
  await page.goto('/');
  const cards = page.locator('article').filter({ has: page.locator('img[src*="/media/gamme/"]') });
  await expect(cards.first()).toBeVisible();
  const heights = () => cards.evaluateAll((all) => all.map((card) => card.getBoundingClientRect().height));
  const waiting = await heights();
  expect(waiting.length).toBeGreaterThan(3);
  release();
  await expect.poll(() => cards.locator('img').evaluateAll((imgs) => imgs.filter((img) => (img as HTMLImageElement).complete).length)).toBe(waiting.length);
  expect(await cards.locator('img').evaluateAll((imgs) => imgs.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length)).toBe(3);
  expect(await heights()).toEqual(waiting);
});

test('a product page whose picture is lost on the way keeps the picture’s place: nothing under it moves up', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 915 });
  let release = () => {};
  const network = new Promise<void>((done) => (release = done));
  await page.route('**/media/product/**', async (route) => {
    await network;
    await route.abort('connectionreset').catch(() => {});
  });
  await page.goto('/produit/barre-ha-o12-12-m', { waitUntil: 'domcontentloaded' }); // the picture holds the load event
  const picture = page.getByRole('img', { name: 'Barre HA Ø12 – 12 m' });
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  const where = async () => [(await picture.boundingBox())?.height, (await title.boundingBox())?.y];
  const waiting = await where();
  release();
  await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).complete)).toBe(true);
  expect(await where()).toEqual(waiting);
});
