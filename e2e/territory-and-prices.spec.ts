import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';
import { API, demoSession } from './support/accounts';

async function apiPrice(request: import('@playwright/test').APIRequestContext, slug: string, plan: number) {
  const res = await request.get(`${API}/product/${slug}?site_id=1&lang=fr&sales_plan_id=${plan}`);
  const cents = (await res.json()).data.price.ht as number;
  return new Intl.NumberFormat('fr-FR', { minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 }).format(cents / 100);
}
const priceBox = (page: import('@playwright/test').Page) =>
  page
    .locator('main p')
    .filter({ hasText: /€\s*HT/ })
    .first();

test.describe('first visit', () => {
  test.use({ territory: null });

  test('a modal asks for the territory; choosing Guadeloupe shows Guadeloupe prices and is remembered', async ({ page, request }) => {
    await page.goto('/produit/barre-ha-o12-12-m');
    const dialog = page.getByRole('dialog', { name: 'Où se trouve votre chantier ?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Martinique' })).toBeFocused();
    // the page behind is inert: Tab stays in the dialog
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    // a first choice is required: Escape does not close it
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Guadeloupe' }).click();
    await expect(dialog).toBeHidden();
    const gpe = await apiPrice(request, 'barre-ha-o12-12-m', 2);
    await expect(priceBox(page)).toContainText(gpe);
    await expect(page.getByText('Prix Guadeloupe, hors taxes')).toBeVisible();
    await expect(page.getByRole('button', { name: /Territoire : Guadeloupe/ })).toBeVisible();
    await page.goto('/categorie/barres-droites');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('a first visit runs the code of what it shows, not the account forms’ (a phone on a site pays for what it runs)', async ({ page }) => {
    // the territory question on any page; a listing's price filter and sort besides
    const ahead: string[] = [];
    page.on('request', (r) => /\/page-data\/(connexion|inscription)\//.test(r.url()) && ahead.push(r.url()));
    // Gatsby fetches the pages of the links in view after 3 s: the page's clock is moved past them, not waited for
    await page.clock.install();
    for (const path of ['/qui-sommes-nous', '/categorie/acier-pour-beton-arme']) {
      await page.goto(path);
      await expect(page.getByRole('dialog', { name: 'Où se trouve votre chantier ?' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.clock.runFor(5000);
      await page.waitForLoadState('networkidle');
      // the chunks webpack loaded and ran (not what Gatsby merely prefetched): none holds the sign-in's checks
      const ranAccountCode = await page.evaluate(() => {
        const key = Object.keys(self).find((k) => k.startsWith('webpackChunk'));
        const chunks = ((self as unknown as Record<string, unknown>)[key ?? ''] ?? []) as [unknown, Record<string, () => void>][];
        return chunks.some(([, modules]) => Object.values(modules).some((factory) => String(factory).includes('jeton d’appareil')));
      });
      expect(ranAccountCode, path).toBe(false);
    }
    // nor the pages of its links to an account, which a visitor choosing a territory does not follow
    expect(ahead).toEqual([]);
  });

  test('login and signup are reachable without choosing', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('dialog').getByRole('link', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/connexion$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test.describe('a Guadeloupe visitor', () => {
  test.use({ territory: 2 });

  test('never sees the Martinique price: the box is kept empty, then filled in place', async ({ page, request }) => {
    const mtq = await apiPrice(request, 'barre-ha-o12-12-m', 1);
    const gpe = await apiPrice(request, 'barre-ha-o12-12-m', 2);
    expect(mtq).not.toBe(gpe);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/product/prices*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/produit/barre-ha-o12-12-m');
    await hydrated(page);
    const box = priceBox(page);
    const before = await box.boundingBox();
    await expect(box).toBeHidden(); // visibility: hidden, still taking its place
    expect(before!.height).toBeGreaterThan(0);
    release();
    await expect(box).toBeVisible();
    await expect(box).toContainText(gpe);
    expect(await box.boundingBox()).toEqual(before);
  });

  test('a listing makes one request for all its prices', async ({ page, request }) => {
    const calls: string[] = [];
    page.on('request', (r) => /\/product\/prices/.test(r.url()) && calls.push(r.url()));
    await page.goto('/categorie/acier-pour-beton-arme');
    const first = page.getByRole('list', { name: 'Acier pour béton armé' }).getByRole('listitem').first();
    const slug = (await first.getByRole('link').first().getAttribute('href'))!.split('/').pop()!;
    await expect(first.getByText(/€\s*HT/)).toContainText(await apiPrice(request, slug, 2));
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]).searchParams.get('ids')!.split(',')).toHaveLength(24);
    expect(new URL(calls[0]).searchParams.get('sales_plan_id')).toBe('2');
  });

  test('the territory can be changed from the header', async ({ page, request }) => {
    await page.goto('/produit/barre-ha-o12-12-m');
    await hydrated(page);
    await page.getByRole('button', { name: /Territoire : Guadeloupe/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Où se trouve votre chantier ?' });
    await dialog.getByRole('button', { name: 'Guyane' }).click();
    await expect(priceBox(page)).toContainText(await apiPrice(request, 'barre-ha-o12-12-m', 3));
    await page.getByRole('button', { name: /Territoire : Guyane/ }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('a Martinique visitor with a full cart', () => {
  test('switching to Guyane from the cart is said before, and after with both totals and the VAT', async ({ page, request }) => {
    await page.goto('/produit/barre-ha-o12-12-m');
    await hydrated(page);
    await page.getByLabel('Quantité (barres)').fill('10');
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ajouté au panier : 10 barres.' })).toBeVisible();
    await page.goto('/panier');
    await hydrated(page);
    await expect(page.getByLabel('Totaux du panier')).toContainText('TVA (8,5 %)');
    await page.getByRole('button', { name: /Territoire : Martinique/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Où se trouve votre chantier ?' });
    await expect(dialog).toContainText('Les prix et la TVA de votre panier (1 article) suivront le territoire choisi.');
    await dialog.getByRole('button', { name: 'Guyane' }).click();
    const notice = page.getByRole('region', { name: 'Votre panier aux prix de Guyane' });
    await expect(notice).toContainText('Vous êtes passé de Martinique à Guyane');
    await expect(notice).toContainText('TVA 8,5 % → TVA non applicable, art. 294 du CGI');
    const fr = (cents: number) => new Intl.NumberFormat('fr-FR', { minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 }).format(cents / 100);
    const ht = async (plan: number) => {
      const res = await request.get(`${API}/product/barre-ha-o12-12-m?site_id=1&lang=fr&sales_plan_id=${plan}`);
      return 10 * ((await res.json()).data.price.ht as number);
    };
    const [mtq, guy] = [await ht(1), await ht(3)];
    const spaced = (text: string) => new RegExp(text.replace(/[\s\u202f\u00a0]/g, '\\s'));
    await expect(notice).toContainText(spaced(`Total HT ${fr(mtq)} € → ${fr(guy)} €`));
    await expect(notice).toContainText(spaced(`Total TTC ${fr(mtq + Math.round(mtq * 0.085))} € → ${fr(guy)} €`));
    await expect(page.getByRole('status').filter({ hasText: /^Territoire Guyane : votre panier passe de / })).toBeAttached();
    await expect(page.getByLabel('Totaux du panier')).toContainText('TVA non applicable');
    await notice.getByRole('button', { name: 'J’ai compris' }).click();
    await expect(notice).toBeHidden();
  });
});

test.describe('a professional with a discount', () => {
  test.use({ territory: 2 });

  test('sees his net price on a product page and on a listing, the list price beside it, from the one live-prices request', async ({
    page,
    request,
    baseURL,
  }) => {
    const { customer } = await demoSession(request, 'pro', { planId: 2, context: page.context(), baseURL });
    expect(customer.discount_rate).toBeGreaterThan(0);
    const res = await request.get(`${API}/product/barre-ha-o12-12-m?site_id=1&lang=fr&sales_plan_id=2`);
    const list = (await res.json()).data.price.ht as number;
    const net = Math.round((list * (100 - customer.discount_rate)) / 100);
    const fr = (cents: number) => new Intl.NumberFormat('fr-FR', { minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 }).format(cents / 100);

    const calls: string[] = [];
    page.on('request', (r) => /\/product\/prices/.test(r.url()) && calls.push(r.url()));
    await page.goto('/produit/barre-ha-o12-12-m');
    const box = page.locator('main p[data-net-price]').first();
    await expect(box).toContainText(fr(net));
    await expect(box.locator('s')).toContainText(fr(list));
    await expect(box).toContainText(`remise de ${customer.discount_rate} % déduite`);
    expect(calls).toHaveLength(1);

    await page.goto('/categorie/barres-droites');
    const first = page.getByRole('list', { name: 'Barres droites' }).getByRole('listitem').first();
    await expect(first.locator('p[data-net-price]')).toBeVisible();
    await expect(first.locator('p[data-net-price] s')).toBeVisible();
  });
});

test('the API down while browsing: a clear message and nothing lost in the cart', async ({ page }) => {
  await page.goto('/produit/barre-ha-o12-12-m');
  await hydrated(page);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText('Ajouté au panier : 1 barre.')).toBeVisible();
  const cart = page.getByRole('link', { name: /Panier : 1 article/ });
  await expect(cart).toBeVisible();
  await page.route('**/api/v1/**', (r) => r.abort());
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('alert')).toContainText('injoignable');
  await expect(cart).toBeVisible();
  await page.unroute('**/api/v1/**');
  await page.reload();
  await expect(page.getByRole('link', { name: /Panier : 1 article/ })).toBeVisible();
});
