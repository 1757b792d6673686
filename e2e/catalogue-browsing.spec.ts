import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';
import { API } from './support/accounts';

const CTX = 'site_id=1&lang=fr&sales_plan_id=1';

/** The prices HT the cards of a listing show, in euros, in their order. */
async function cardPrices(grid: Locator): Promise<number[]> {
  const texts = await grid
    .getByRole('listitem')
    .getByText(/€\s*HT/)
    .allTextContents();
  return texts.map((t) =>
    Number(
      /(\d[\d\s\u202f\u00a0]*(?:,\d{1,2})?)\s*€/
        .exec(t)![1]
        .replace(/[\s\u202f\u00a0]/g, '')
        .replace(',', '.'),
    ),
  );
}
const ascending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1] <= x);
const descending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1] >= x);

/** Console errors and uncaught errors of a page (React reports hydration mismatches there). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test.describe('catalogue pages', () => {
  test('a product page shows its name, reference, Martinique price HT and characteristics', async ({ page }) => {
    await page.goto('/produit/barre-ha-o12-12-m');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Barre HA Ø12 – 12 m');
    await expect(page.getByText('Prix Martinique, hors taxes')).toBeVisible();
    await expect(
      page
        .locator('main')
        .getByText(/^\d+,\d{2}\s€\sHT/)
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Diamètre', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Barres droites' })).toHaveAttribute(
      'href',
      '/categorie/barres-droites',
    );
  });

  test('a category lists its first 24 products statically and the next page in the browser', async ({ page }) => {
    await page.goto('/categorie/acier-pour-beton-arme');
    const grid = page.getByRole('list', { name: 'Acier pour béton armé' });
    await expect(grid.getByRole('listitem')).toHaveCount(24);
    const first = await grid.getByRole('heading').first().textContent();
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/categorie\/acier-pour-beton-arme\/_p__2$/);
    await expect(grid.getByRole('listitem')).toHaveCount(24);
    await expect(grid.getByRole('heading').first()).not.toHaveText(first!);
    await expect(page.getByRole('navigation', { name: 'Pagination' }).locator('[aria-current="page"]')).toHaveText(/2/);
  });

  test('a variant URL opened directly resolves in the browser, with no 404 and no flash of the first page', async ({ page }) => {
    const statuses: number[] = [];
    page.on('response', (r) => r.request().isNavigationRequest() && statuses.push(r.status()));
    await page.goto('/categorie/bacs-acier/color__RAL-7016');
    expect(statuses).toEqual([200]);
    const grid = page.getByRole('list', { name: 'Bacs acier' });
    await expect(grid.getByRole('listitem').first()).toBeVisible();
    const names = await grid.getByRole('heading').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n).toContain('7016');
    await expect(page.getByRole('link', { name: /RAL 7016 Gris anthracite/ })).toHaveAttribute('aria-current', 'true');
  });

  test('a filter link narrows the listing and can be cleared', async ({ page }) => {
    await page.goto('/categorie/bacs-acier');
    await hydrated(page);
    await page.getByText('Couleur', { exact: true }).click();
    const before = await page.getByRole('heading', { name: /produits?$/ }).textContent();
    await page.getByRole('link', { name: /^RAL 3009 Rouge oxyde/ }).click();
    await expect(page).toHaveURL(/\/categorie\/bacs-acier\/color__RAL-3009$/);
    await expect(page.getByRole('heading', { name: /produits?$/ })).not.toHaveText(before!);
    for (const name of await page.getByRole('list', { name: 'Bacs acier' }).getByRole('heading').allTextContents()) expect(name).toContain('3009');
    await page.getByRole('link', { name: 'Effacer les filtres' }).click();
    await expect(page).toHaveURL(/\/categorie\/bacs-acier$/);
  });
});

test.describe('sorting and the price filter', () => {
  const grid = (page: Page, name = 'Acier pour béton armé') => page.getByRole('list', { name });

  test('a buyer sorts a category by price, and the URL keeps the order', async ({ page }) => {
    // one unit of sale (the metre): the prices themselves are compared
    const sheets = () => grid(page, 'Bacs acier');
    await page.goto('/categorie/bacs-acier');
    await hydrated(page);
    const sort = page.getByLabel('Trier par');
    await expect(sort).toHaveValue('relevance');
    // the control's own code arrives after the page's (a lazy chunk)
    await expect(sort).toHaveAttribute('data-ready', '');
    await sort.selectOption({ label: 'Prix croissant' });
    await expect(page).toHaveURL(/\/categorie\/bacs-acier\/tri__prix-croissant$/);
    await expect
      .poll(async () => {
        const p = await cardPrices(sheets());
        return p.length === 24 && ascending(p);
      })
      .toBe(true);
    const [first, second] = await cardPrices(sheets());
    expect(first).toBeLessThanOrEqual(second);
    await expect(page.getByRole('heading', { name: '33 produits' })).toBeVisible();
    await expect(page.getByText(/triés par prix au kilo/)).toHaveCount(0);
    await expect(sort).toBeFocused();

    await sort.selectOption({ label: 'Prix décroissant' });
    await expect(page).toHaveURL(/\/tri__prix-decroissant$/);
    await expect
      .poll(async () => {
        const p = await cardPrices(sheets());
        return p.length === 24 && descending(p) && p[0] > p[23];
      })
      .toBe(true);
    // the order follows the buyer to the next page
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/tri__prix-decroissant\/_p__2$/);
    await expect(sort).toHaveValue('price_desc');

    await page.reload();
    await expect(sort).toHaveValue('price_desc');
    await expect
      .poll(async () => {
        const p = await cardPrices(sheets());
        return p.length === 9 && descending(p);
      })
      .toBe(true);
  });

  test('bars by the piece and bundles by the tonne are sorted by the price per kilo, and the page says so', async ({ page, request }) => {
    const id = ((await (await request.get(`${API}/url?${CTX}&slug=barres-haute-adherence&entity_type=category`)).json()).data as { id: number }).id;
    const api = (await (await request.get(`${API}/product?${CTX}&categories=${id}&orderBy=price_asc&perPage=24`)).json()).data as {
      items: { name: string; price: { ht: number }; weight: number }[];
      price_basis: string;
    };
    expect(api.price_basis).toBe('kg');
    await page.goto('/categorie/barres-haute-adherence/tri__prix-croissant');
    await expect(page.getByText('Ces produits se vendent à des unités différentes (barre, tonne, pièce…) : ils sont triés par prix au kilo.')).toBeVisible();
    await expect(grid(page, 'Barres à haute adhérence').getByRole('heading', { level: 3 })).toHaveText(api.items.map((p) => p.name));
    // a bundle by the tonne among the bars, not after them all
    const names = api.items.map((p) => p.name);
    expect(names.findIndex((n) => n.startsWith('Botte'))).toBeGreaterThanOrEqual(0);
  });

  test('a buyer narrows a category to a price range in euros, sees the count and gets the same on reload', async ({ page, request }) => {
    const api = await request.get(`${API}/product?${CTX}&categories=1&perPage=1&price=${encodeURIComponent('{"min":1000,"max":5000}')}`);
    const { total } = (await api.json()).data as { total: number };
    expect(total).toBeGreaterThan(24);

    await page.goto('/categorie/acier-pour-beton-arme');
    await hydrated(page);
    await page.getByLabel('Prix minimum').fill('10');
    await page.getByLabel('Prix maximum').fill('50');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page).toHaveURL(/\/categorie\/acier-pour-beton-arme\/price__10__50$/);
    const count = page.getByRole('heading', { name: `${total} produits` });
    await expect(count).toBeVisible();
    await expect(count).toHaveAttribute('aria-live', 'polite');
    const check = async () => {
      const prices = await cardPrices(grid(page));
      expect(prices).toHaveLength(24);
      for (const p of prices) expect([p, p >= 10 && p <= 50]).toEqual([p, true]);
    };
    await check();

    await page.reload();
    await expect(count).toBeVisible();
    await expect(page.getByLabel('Prix minimum')).toHaveValue('10');
    await expect(page.getByLabel('Prix maximum')).toHaveValue('50');
    await check();
  });

  test('a range sent before the filter is live (the form sent by the browser itself) is applied, or explained, once it is', async ({ page }) => {
    // what a click on « Appliquer » before the filter's code arrives gives: the browser's own GET of the form
    await page.goto('/categorie/acier-pour-beton-arme?min=10&max=50');
    await expect(page).toHaveURL(/\/categorie\/acier-pour-beton-arme\/price__10__50$/);
    await expect(page.getByLabel('Prix minimum')).toHaveValue('10');
    await expect(page.getByLabel('Prix maximum')).toHaveValue('50');

    await page.goto('/categorie/acier-pour-beton-arme?min=80&max=12%2C5');
    await expect(page.getByRole('alert')).toContainText('Le prix minimum');
    await expect(page.getByLabel('Prix minimum')).toHaveValue('80');
    await expect(page.getByLabel('Prix maximum')).toHaveValue('12,5');
    await expect(page).toHaveURL(/\/categorie\/acier-pour-beton-arme$/);
  });

  test('a wrong amount is explained, and nothing is lost', async ({ page }) => {
    await page.goto('/categorie/acier-pour-beton-arme');
    await hydrated(page);
    await page.getByLabel('Prix minimum').fill('80');
    await page.getByLabel('Prix maximum').fill('12,5');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page.getByRole('alert')).toContainText('Le prix minimum');
    await expect(page).toHaveURL(/\/categorie\/acier-pour-beton-arme$/);
    await expect(page.getByLabel('Prix maximum')).toHaveValue('12,5');
    await page.getByLabel('Prix minimum').fill('2,5');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page).toHaveURL(/\/price__2-5__12-5$/);
  });
});

test.describe('listing URLs opened directly', () => {
  test('a category’s first page hydrates without an error and nothing moves (the sort and price filter hold their place)', async ({ page }) => {
    const errors = collectErrors(page);
    // each shift is kept with what moved, so that a failure names the element (an intermittent 0.0016 at 412 px was seen once)
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      const w = window as unknown as { shifts: { value: number; moved: string[] }[] };
      w.shifts = [];
      const name = (node?: Node) => {
        if (!(node instanceof Element)) return node ? node.nodeName : '(gone)';
        return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${[...node.classList].map((c) => `.${c}`).join('')} « ${(node.textContent ?? '').trim().slice(0, 40)} »`;
      };
      const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Shift[]) {
          if (e.hadRecentInput) continue;
          const moved = (e.sources ?? []).map((s) => `${name(s.node)}: ${rect(s.previousRect)} → ${rect(s.currentRect)}`);
          w.shifts.push({ value: e.value, moved: [`at ${Math.round(e.startTime)} ms`, ...moved] });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 412, height: 915 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/categorie/bacs-acier');
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      await expect(page.getByLabel('Trier par')).toBeVisible();
      expect([viewport.width, await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts)]).toEqual([viewport.width, []]);
    }
    expect(errors).toEqual([]);
  });

  for (const url of [
    '/categorie/acier-pour-beton-arme/_p__2',
    '/categorie/bacs-acier/color__RAL-7016',
    '/categorie/acier-pour-beton-arme/price__10__50/tri__prix-croissant',
    '/actualites/_tag__guadeloupe/_categorie__produits',
    '/carrieres/_societe__trefima/_localisation__le-lamentin',
  ]) {
    test(`${url} hydrates without an error`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(url);
      await hydrated(page);
      await expect(page.getByText(/\d+ (produits?|résultats?|offres?)|Aucun article/).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }
});

test.describe('content lists', () => {
  test('news filtered by a tag is a built page; a tag with a category is fetched in the browser', async ({ page }) => {
    const built = await page.goto('/actualites/_tag__guadeloupe');
    expect(built?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actualités – Guadeloupe');
    await hydrated(page);
    await page.getByRole('link', { name: 'Produits', exact: true }).click();
    await expect(page).toHaveURL(/\/actualites\/_tag__guadeloupe\/_categorie__produits$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actualités – Produits – Guadeloupe');
    await expect(page.getByText(/\d+ résultats?|Aucun article/).first()).toBeVisible();
  });

  test('a list’s headings follow one another: its title, then each article’s (axe heading-order)', async ({ page }) => {
    for (const path of ['/actualites', '/conseils', '/services']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
      expect([path, violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))]).toEqual([path, []]);
    }
  });

  test('careers combine company and location filters', async ({ page }) => {
    await page.goto('/carrieres/_societe__trefima/_localisation__le-lamentin');
    const offers = page.locator('main h2');
    await expect(offers.first()).toBeVisible();
    for (const meta of await page.locator('main li p').filter({ hasText: 'publiée le' }).allTextContents()) {
      expect(meta).toContain('Trefima');
      expect(meta).toContain('Le Lamentin');
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page is complete HTML: name, price, description, links', async ({ page }) => {
    await page.goto('/produit/barre-ha-o12-12-m');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Barre HA Ø12 – 12 m');
    await expect(page.getByText(/€ HT/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();
    await expect(page.locator('footer a').first()).toHaveAttribute('rel', /nofollow/);
  });
});
