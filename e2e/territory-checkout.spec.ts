import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';
import { ADMIN, API } from './support/accounts';

/**
 * What a buyer sees is what he pays: the cart and the recap follow the
 * territory chosen in the header, delivery addresses belong to the order's
 * territory, and the order is placed at the totals the recap showed.
 * Each journey works on a new account of its own.
 */
const ctx = (plan: number) => `site_id=1&lang=fr&sales_plan_id=${plan}`;
const PASSWORD = 'Chantier-972!';
let seq = 0;

/** As the site writes an amount: two decimals only when fractional. */
const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 }).format(cents / 100).replace(/\s/g, '\\s');
const total = (page: Page, label: string | RegExp) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');

/** A private buyer with a Martinique home (default) and, if asked, a job site in Guadeloupe; logged in through the cookie. */
async function newBuyer(page: Page, request: APIRequestContext, baseURL: string, { guadeloupeSite = false } = {}) {
  const email = `e2e-territoire-${Date.now()}-${process.pid}-${seq++}@trefima.example`;
  const res = await request.post(`${API}/customer?${ctx(1)}`, {
    data: {
      type: 'particulier',
      civility: 'm',
      first_name: 'Jules',
      last_name: 'Marie-Sainte',
      email,
      phone: '0696112233',
      password: PASSWORD,
      password_confirm: PASSWORD,
      accept_terms: true,
      newsletter: false,
    },
  });
  expect(res.status()).toBe(201);
  const { data } = (await res.json()) as { data: { token: string; customer: { customer_id: number } } };
  const auth = { authorization: `Bearer ${data.token}` };
  const address = (label: string, street: string, zipcode: string, city: string) =>
    request.post(`${API}/customer/${data.customer.customer_id}/address?${ctx(1)}`, {
      headers: auth,
      data: { label, civility: 'm', first_name: 'Jules', last_name: 'Marie-Sainte', street, zipcode, city, country_code: 'FR', phone: '0696112233' },
    });
  expect((await address('Maison', '3 rue Victor Hugo', '97200', 'Fort-de-France')).status()).toBe(201);
  if (guadeloupeSite) expect((await address('Chantier de Jarry', 'ZI de Jarry', '97122', 'Baie-Mahault')).status()).toBe(201);
  await page.context().addCookies([{ name: 'jwt_token', value: encodeURIComponent(data.token), url: baseURL }]);
  return { email };
}

async function priceHt(request: APIRequestContext, slug: string, plan: number) {
  const res = await request.get(`${API}/product/${slug}?${ctx(plan)}`);
  return ((await res.json()) as { data: { price: { ht: number } } }).data.price.ht;
}

async function addToCart(page: Page, slug: string, quantity: number) {
  await page.goto(`/produit/${slug}`);
  await hydrated(page);
  await page.getByLabel(/^Quantité \(/).fill(String(quantity));
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText(/^Ajouté au panier/)).toBeVisible();
}

async function chooseTerritory(page: Page, label: string) {
  await page.getByRole('button', { name: /^Territoire : / }).click();
  await page.getByRole('dialog').getByRole('button', { name: label }).click();
  await expect(page.getByRole('button', { name: `Territoire : ${label}` })).toBeVisible();
}

async function fillRecap(page: Page) {
  await page.getByRole('radio', { name: /Livraison sur chantier \(camion plateau\)/ }).check();
  await page.getByRole('radio', { name: /Virement bancaire/ }).check();
  await page.getByLabel('J’ai lu et j’accepte les conditions générales de vente').check();
}

test.describe('one territory, everywhere', () => {
  test('switching territory on the recap shows the new totals before validating, and the order is placed at them', async ({ page, request, baseURL }) => {
    // six pages loaded (product, address and recap twice, the orders), the cart read again in another territory, an order placed
    test.slow();
    await newBuyer(page, request, baseURL!, { guadeloupeSite: true });
    const [mtq, gpe] = [await priceHt(request, 'barre-ha-o12-12-m', 1), await priceHt(request, 'barre-ha-o12-12-m', 2)];
    expect(gpe).not.toBe(mtq);
    await addToCart(page, 'barre-ha-o12-12-m', 2);

    await page.goto('/adresse');
    await hydrated(page);
    const delivery = page.getByRole('group', { name: 'Adresse de livraison' });
    await expect(delivery.getByRole('radio', { name: /Maison/ })).toBeChecked();
    // in Martinique, the Guadeloupe site is not offered, and the page says why
    await expect(delivery.getByRole('radio', { name: /Chantier de Jarry/ })).toBeDisabled();
    await expect(delivery.getByText(/En Guadeloupe : choisissez le territoire Guadeloupe pour y être livré/)).toBeVisible();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page).toHaveURL(/\/recapitulatif$/);
    await fillRecap(page);
    await expect(total(page, 'Sous-total produits')).toHaveText(new RegExp(`^${euros(2 * mtq)}\\s€ HT$`));

    await chooseTerritory(page, 'Guadeloupe');
    // the new territory's prices are on screen, and the Martinique address is no longer a place this order can go
    await expect(total(page, 'Sous-total produits')).toHaveText(new RegExp(`^${euros(2 * gpe)}\\s€ HT$`));
    await expect(page.getByText('Les prix, la TVA et les modes de livraison sont maintenant ceux de la Guadeloupe.')).toBeAttached();
    const warning = page.getByRole('alert').filter({ hasText: 'Votre adresse de livraison « Maison » est en Martinique' });
    await expect(warning).toBeVisible();
    await warning.getByRole('link', { name: 'Choisir une autre adresse de livraison' }).click();

    await expect(page).toHaveURL(/\/adresse$/);
    await expect(delivery.getByRole('radio', { name: /Maison/ })).toBeDisabled();
    await expect(delivery.getByRole('radio', { name: /Chantier de Jarry/ })).toBeChecked();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await fillRecap(page);
    await expect(total(page, 'Sous-total produits')).toHaveText(new RegExp(`^${euros(2 * gpe)}\\s€ HT$`));
    const ttc = (await total(page, 'Total TTC').textContent())!;
    await page.getByRole('button', { name: 'Valider la commande' }).click();
    await expect(page.getByRole('heading', { name: /^Votre commande n°CMD-\S+ est confirmée\.$/ })).toBeVisible();
    await page.goto('/mes-commandes');
    await expect(page.getByText(ttc.trim()).first()).toBeVisible();
  });

  test('totals changed since the recap was shown: the order is refused, the recap shows the new ones, and the second try passes', async ({
    page,
    request,
    baseURL,
  }) => {
    const slug = 'barre-ha-o20-12-m';
    await newBuyer(page, request, baseURL!);
    const before = await priceHt(request, slug, 1);
    await addToCart(page, slug, 1);
    await page.goto('/adresse');
    await hydrated(page);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await fillRecap(page);
    await expect(total(page, 'Sous-total produits')).toHaveText(new RegExp(`^${euros(before)}\\s€ HT$`));

    const after = before + 100;
    const patch = (cents: number) => request.patch(`${API}/admin/product/${slug}`, { headers: ADMIN, data: { prices: { 1: cents } } });
    expect((await patch(after)).status()).toBe(200);
    try {
      await page.getByRole('button', { name: 'Valider la commande' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Les montants de votre commande ont changé' })).toBeVisible();
      await expect(total(page, 'Sous-total produits')).toHaveText(new RegExp(`^${euros(after)}\\s€ HT$`));
      await expect(page).toHaveURL(/\/recapitulatif$/);
      await page.getByRole('button', { name: 'Valider la commande' }).click();
      await expect(page.getByRole('heading', { name: /^Votre commande n°CMD-\S+ est confirmée\.$/ })).toBeVisible();
    } finally {
      await patch(before);
    }
  });
});

test.describe('delivery addresses belong to the territories', () => {
  test('a Paris address: the checkout says why it cannot be delivered, and the address book keeps it for billing only', async ({ page, request, baseURL }) => {
    await newBuyer(page, request, baseURL!);
    await addToCart(page, 'barre-ha-o12-12-m', 1);
    await page.goto('/adresse');
    await hydrated(page);
    await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
    const form = page.getByRole('form', { name: 'Nouvelle adresse' });
    await form.getByLabel(/^Nom de l’adresse/).fill('Bureau de Paris');
    await form.getByLabel(/^Adresse( \*)?$/).fill('10 rue de Rivoli');
    await form.getByLabel(/^Code postal/).fill('75004');
    await form.getByLabel(/^Ville/).fill('Paris');
    await form.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
    await expect(form.getByText('Nous livrons en Martinique, en Guadeloupe et en Guyane uniquement')).toBeVisible();
    await expect(form.getByLabel(/^Code postal/)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(/^Ville/)).toHaveValue('Paris');

    await page.goto('/mes-adresses');
    await hydrated(page);
    await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
    await page.getByLabel(/^Nom de l’adresse/).fill('Siège');
    await page.getByLabel(/^Adresse( \*)?$/).fill('10 rue de Rivoli');
    await page.getByLabel(/^Code postal/).fill('75004');
    await page.getByLabel(/^Ville/).fill('Paris');
    await page.getByLabel('Utiliser comme adresse de livraison par défaut').check();
    await page.getByRole('button', { name: 'Ajouter l’adresse' }).click();
    await expect(page.getByText('Nous livrons en Martinique, en Guadeloupe et en Guyane uniquement').first()).toBeVisible();
    await page.getByLabel('Utiliser comme adresse de livraison par défaut').uncheck();
    await page.getByRole('button', { name: 'Ajouter l’adresse' }).click();
    await expect(page.getByText('Votre adresse a bien été ajoutée.')).toBeVisible();
    await expect(page.getByText('Facturation seulement : nous ne livrons pas à cette adresse.')).toBeVisible();
  });
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the recap of a long product name fits the screen: nothing scrolls sideways', async ({ page, request, baseURL }) => {
    await newBuyer(page, request, baseURL!);
    await addToCart(page, 'barre-ha-o12-12-m', 12);
    await page.goto('/produit/bac-acier-t40-prelaque-ral-7016-0-63-mm');
    await hydrated(page);
    await page.getByLabel(/^Longueur \(m\)/).fill('6,5');
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.getByText(/^Ajouté au panier/)).toBeVisible();
    await page.goto('/adresse');
    await hydrated(page);
    await page.getByRole('button', { name: 'Continuer' }).click();
    const table = page.getByRole('table', { name: 'Articles de votre commande' });
    await expect(table).toContainText('Bac acier T40');
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    const box = (await table.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // the unit price is still read, within the line
    await expect(table.getByRole('rowheader').first()).toContainText(/Prix unitaire : [\d\s,]+\s€ HT/);
  });
});
