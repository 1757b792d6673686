import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';
import { API } from './support/accounts';

/**
 * The roof configurator, as a Martinique visitor (fixtures). The worked
 * example is the one of src/features/configurator/roof.test.ts: two slopes, 10 m × 8 m at
 * 30 %, Bac acier T40 RAL 7016, 0,10 m overhang →
 *   rampant 4 × √1,09 + 0,10 = 4,276 → 4,28 m; 2 × ceil(10 / 1) = 20 sheets
 *   ridge ceil(10 / 1,9) = 6; closures 2 eaves × 10 + 2 sides of the ridge × 10 = 40
 *   rives 4 gable edges × ceil(4,28 / 1,9) = 12; screws ceil(85,6 m² × 6) = 514 → 6 boxes of 100
 *   stitching screws, each side of the ridge every 30 cm and each rive every 50 cm: 2 × 35 + 4 × 10 = 110 → 1 box of 250
 * At the Martinique prices (13,90 €/m, faîtière 21,50, closoir 2,40, rive
 * 16,80, vis 34,50, vis de couture 28,90): 20 × 59,49 + 6 × 21,50 + 40 × 2,40 + 12 × 16,80 + 6 × 34,50 + 28,90
 * = 1 852,30 € HT.
 */
const CTX = 'site_id=1&lang=fr&sales_plan_id=1';

const PASSWORD = 'Toiture-972!';

/** A private buyer signed up through the API, with an e-mail of his own: his address and his session's token. */
async function privateBuyer(request: APIRequestContext, prefix: string, who: { civility: string; first_name: string; last_name: string; phone: string }) {
  const email = `${prefix}-${Date.now()}-${process.pid}@trefima.example`;
  const data = { type: 'particulier', ...who, email, password: PASSWORD, password_confirm: PASSWORD, accept_terms: true, newsletter: false };
  const created = await request.post(`${API}/customer?${CTX}`, { data });
  expect(created.status()).toBe(201);
  return { email, token: ((await created.json()) as { data: { token: string } }).data.token };
}

const EXPECTED = { sheet: { quantity: 20, length: 4.28 }, ridge: 6, closure: 40, flashing: 12, screws: 6, stitching: 1 };

interface ConfiguratorData {
  profiles: {
    code: string;
    closure_product_id: number;
    screw_product_id: number;
    stitching_screw_product_id: number;
    colors: { color: { ral: string | null }; sheet_product_id: number; ridge_product_id: number; flashing_product_id: number }[];
  }[];
}

/** The catalogue products of T40 RAL 7016, as the API gives them to the configurator. */
async function t40Products(request: APIRequestContext) {
  const { data } = (await (await request.get(`${API}/configurateur?${CTX}`)).json()) as { data: ConfiguratorData };
  const t40 = data.profiles.find((p) => p.code === 'bac-t40')!;
  const c = t40.colors.find((k) => k.color.ral === 'RAL 7016')!;
  return {
    sheet: c.sheet_product_id,
    ridge: c.ridge_product_id,
    flashing: c.flashing_product_id,
    closure: t40.closure_product_id,
    screws: t40.screw_product_id,
    stitching: t40.stitching_screw_product_id,
  };
}

async function describeExample(page: Page, slopes = 'Deux pans') {
  await page.goto('/configurateur');
  await hydrated(page);
  await page.getByRole('radio', { name: slopes }).check();
  await page.getByRole('textbox', { name: 'Longueur (m)' }).fill('10');
  await page.getByRole('textbox', { name: 'Largeur (m)' }).fill('8');
  await page.getByRole('textbox', { name: 'Pente (%)' }).fill('30');
  await page.getByRole('combobox', { name: 'Profil de couverture' }).selectOption({ label: 'Bac acier T40' });
  await page.getByRole('radio', { name: 'RAL 7016 Gris anthracite' }).check();
  await expect(page.getByRole('textbox', { name: 'Débord à l’égout (m)' })).toHaveValue('0,1');
}

const bill = (page: Page) => page.getByRole('table', { name: 'Liste des matériaux' });
/** The cells of the bill's row whose designation matches. */
const row = (page: Page, designation: RegExp) =>
  bill(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: designation }) })
    .getByRole('cell');

async function expectRow(page: Page, designation: RegExp, quantity: number, length?: string) {
  const cells = row(page, designation);
  await expect(cells.nth(0)).toHaveText(String(quantity));
  await expect(cells.nth(1)).toHaveText(length ?? '–');
}

test.describe('the roof configurator', () => {
  test('is a public page with its title, description and canonical URL', async ({ page }) => {
    await page.goto('/configurateur');
    await expect(page).toHaveTitle(/^Configurateur de toiture : plaques, faîtières et visserie \| /);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /plaques coupées à longueur/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/configurateur$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configurateur de toiture');
    await expect(page.getByRole('heading', { name: 'Comment le calcul est fait' })).toBeVisible();
  });

  test('the worked example: the bill’s quantities, its total, and all of it in the cart', async ({ page, request }) => {
    const ids = await t40Products(request);
    await describeExample(page);

    await expect(bill(page).getByRole('row')).toHaveCount(1 + 6 + 1); // head, 6 lines, total
    await expectRow(page, /^Bac acier T40 RAL 7016 Gris anthracite – 0,63 mm – plaque de 4,28 m$/, EXPECTED.sheet.quantity, '4,28 m');
    await expectRow(page, /^Faîtière RAL 7016/, EXPECTED.ridge);
    await expectRow(page, /^Closoir Bac acier T40$/, EXPECTED.closure);
    await expectRow(page, /^Rive RAL 7016/, EXPECTED.flashing);
    await expectRow(page, /^Vis de fixation – boîtes de 100 \(514 vis\)$/, EXPECTED.screws);
    await expectRow(page, /^Vis de couture \(faîtières et rives\) – boîtes de 250 \(110 vis\)$/, EXPECTED.stitching);
    await expect(row(page, /plaque de 4,28 m/).nth(2)).toHaveText(/^59,49\s€\s*soit 13,90\s€ le mètre$/);
    await expect(row(page, /plaque de 4,28 m/).nth(3)).toHaveText(/^1\s189,80\s€$/);
    await expect(
      bill(page)
        .getByRole('row', { name: /^Total HT/ })
        .getByRole('cell'),
    ).toHaveText(/^1\s852,30\s€$/);
    await expect(page.getByText('85,6 m²')).toBeVisible();

    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Les 6 articles de votre toiture ont été ajoutés au panier.' })).toBeVisible();

    // the API's cart holds each product once, with the bill's quantity (and the sheets' length)
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('trefima.cart') ?? 'null') as { token: string } | null)?.token);
    expect(token).toBeTruthy();
    const res = await request.get(`${API}/cart?${CTX}&cart_token=${encodeURIComponent(token!)}`);
    expect(res.ok()).toBe(true);
    const { data } = (await res.json()) as { data: { cart: { list: { element_id: number; quantity: number; length: number | null; name: string }[] } } };
    const list = data.cart.list;
    expect(list.map(({ element_id, quantity, length }) => ({ element_id, quantity, length })).sort((a, b) => a.element_id - b.element_id)).toEqual(
      [
        { element_id: ids.sheet, quantity: EXPECTED.sheet.quantity, length: EXPECTED.sheet.length },
        { element_id: ids.ridge, quantity: EXPECTED.ridge, length: null },
        { element_id: ids.closure, quantity: EXPECTED.closure, length: null },
        { element_id: ids.flashing, quantity: EXPECTED.flashing, length: null },
        { element_id: ids.screws, quantity: EXPECTED.screws, length: null },
        { element_id: ids.stitching, quantity: EXPECTED.stitching, length: null },
      ].sort((a, b) => a.element_id - b.element_id),
    );

    // and the cart page shows them
    await page.getByRole('link', { name: 'Voir mon panier' }).click();
    await expect(page).toHaveURL(/\/panier\/?$/);
    const lines = page.getByRole('list', { name: 'Articles du panier' }).getByRole('listitem');
    await expect(lines).toHaveCount(6);
    const nameOf = (id: number) => list.find((l) => l.element_id === id)!.name;
    const quantity = (name: string) => page.getByRole('spinbutton', { name: `Quantité de ${name}`, exact: true });
    await expect(quantity(`${nameOf(ids.sheet)} (4,28 m)`)).toHaveValue('20');
    await expect(lines.filter({ hasText: nameOf(ids.sheet) })).toContainText('Longueur : 4,28 m');
    await expect(quantity(nameOf(ids.ridge))).toHaveValue('6');
    await expect(quantity(nameOf(ids.closure))).toHaveValue('40');
    await expect(quantity(nameOf(ids.flashing))).toHaveValue('12');
    await expect(quantity(nameOf(ids.screws))).toHaveValue('6');
    await expect(quantity(nameOf(ids.stitching))).toHaveValue('1');
    await expect(
      page
        .locator('dl > div')
        .filter({ has: page.locator('dt', { hasText: 'Total HT' }) })
        .locator('dd'),
    ).toHaveText(/^1\s852,30\s€ HT$/);
  });

  test('a hip roof: sheets cut to the hips, grouped by length', async ({ page }) => {
    // same numbers as roof.test.ts: 4,28 × 12, 3,24 × 8, 2,19 × 8, 1,15 × 8; 18 ridge pieces; 40 closures; no rive; 7 boxes
    await describeExample(page, 'Quatre pans');
    await expectRow(page, /plaque de 4,28 m$/, 12, '4,28 m');
    await expectRow(page, /plaque de 3,24 m$/, 8, '3,24 m');
    await expectRow(page, /plaque de 2,19 m$/, 8, '2,19 m');
    await expectRow(page, /plaque de 1,15 m$/, 8, '1,15 m');
    await expectRow(page, /^Faîtière RAL 7016 Gris anthracite \(faîtage et arêtiers\)$/, 18);
    await expectRow(page, /^Closoir/, 40);
    await expectRow(page, /^Vis de fixation/, 7);
    await expect(bill(page).getByRole('rowheader', { name: /^Rive/ })).toHaveCount(0);
  });

  test('a pitch below the profile’s minimum is refused in French, and no bill is given', async ({ page }) => {
    await describeExample(page);
    await expect(bill(page)).toBeVisible();
    const pitch = page.getByRole('textbox', { name: 'Pente (%)' });
    await pitch.fill('5');
    await expect(page.getByText('La pente de 5 % est trop faible pour le profil Bac acier T40 : il faut au moins 7 %.')).toBeVisible();
    await expect(pitch).toHaveAttribute('aria-invalid', 'true');
    await expect(pitch).toHaveAccessibleDescription(/il faut au moins 7 %/);
    await expect(bill(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Longueur (m)' }).fill('10 m');
    await expect(page.getByText('La longueur doit être un nombre, par exemple 10,5.')).toBeVisible();
  });

  test('a quotation: sent to log in first, back to the same roof, then the quotation number', async ({ page, request }) => {
    const { email } = await privateBuyer(request, 'e2e-toiture', { civility: 'm', first_name: 'Max', last_name: 'Rochemont', phone: '0696445566' });

    await describeExample(page);
    await page.getByRole('button', { name: 'Demander un devis' }).click();
    await expect(page).toHaveURL(/\/connexion\/%2Fconfigurateur$/);
    await hydrated(page);
    await page.getByLabel(/^E-mail( \*)?$/).fill(email);
    await page.getByLabel(/^Mot de passe( \*)?$/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();

    await expect(page).toHaveURL(/\/configurateur\/?$/);
    await expect(page.getByRole('textbox', { name: 'Longueur (m)' })).toHaveValue('10');
    await expect(page.getByRole('textbox', { name: 'Pente (%)' })).toHaveValue('30');
    await expectRow(page, /plaque de 4,28 m$/, 20, '4,28 m');
    await hydrated(page);
    await page.getByRole('button', { name: 'Demander un devis' }).click();
    const sent = page.getByRole('status').filter({ hasText: /Votre demande de devis n° \S+ a été envoyée/ });
    await expect(sent).toBeVisible({ timeout: 15_000 });
    await expect(sent.getByRole('link', { name: 'Voir mes devis' })).toHaveAttribute('href', '/mes-devis');
    await expect(sent).toBeFocused();
  });

  test('a quotation with a full cart: the quotation holds the roof alone, and the cart is kept as it was', async ({ page, request, baseURL }) => {
    const { token } = await privateBuyer(request, 'e2e-toiture-panier', { civility: 'mme', first_name: 'Rose', last_name: 'Ursulet', phone: '0696445577' });
    await page.context().addCookies([{ name: 'jwt_token', value: encodeURIComponent(token), url: baseURL! }]);
    await page.goto('/produit/barre-ha-o12-12-m');
    await hydrated(page);
    await page.getByLabel(/^Quantité \(/).fill('7');
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.getByText(/^Ajouté au panier/)).toBeVisible();

    await describeExample(page);
    await hydrated(page);
    await expect(page.getByText('la demande de devis ne portera que sur cette toiture, et votre panier restera tel quel.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Demander un devis' }).click();
    const sent = page.getByRole('status').filter({ hasText: /Votre demande de devis n° \S+ a été envoyée/ });
    await expect(sent).toBeVisible({ timeout: 15_000 });
    const number = (await sent.textContent())!.match(/n° (\S+)/)![1];

    const quotations = (await (await request.get(`${API}/quotations?${CTX}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { items: { number: string; lines: { reference: string }[] }[] };
    };
    const quoted = quotations.data.items.find((q) => q.number === number)!;
    expect(quoted.lines.map((l) => l.reference)).not.toContain('HA12-12');
    expect(quoted.lines.length).toBeGreaterThanOrEqual(4);

    await page.goto('/panier');
    const lines = page.getByRole('list', { name: 'Articles du panier' }).getByRole('listitem');
    await expect(lines).toHaveCount(1);
    await expect(page.getByRole('spinbutton', { name: 'Quantité de Barre HA Ø12 – 12 m', exact: true })).toHaveValue('7');
  });

  test('a quotation whose answer is lost on the way: pressed again, the first quotation, and one only', async ({ page, request, baseURL }) => {
    const { token } = await privateBuyer(request, 'e2e-toiture-perdue', { civility: 'm', first_name: 'Jude', last_name: 'Nestoret', phone: '0696445588' });
    await page.context().addCookies([{ name: 'jwt_token', value: encodeURIComponent(token), url: baseURL! }]);
    await describeExample(page);
    await hydrated(page);

    // the request reaches the API, which makes the quotation; its answer never comes back (an island's network)
    const asked = '**/cart/convert-to-quotation?*';
    await page.route(asked, async (route) => {
      await route.fetch();
      await route.abort('internetdisconnected');
    });
    await page.getByRole('button', { name: 'Demander un devis' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Le serveur est injoignable' })).toBeVisible();
    await page.unroute(asked);
    await page.getByRole('button', { name: 'Demander un devis' }).click();
    const sent = page.getByRole('status').filter({ hasText: /Votre demande de devis n° \S+ a été envoyée/ });
    await expect(sent).toBeVisible({ timeout: 15_000 });
    const number = (await sent.textContent())!.match(/n° (\S+)/)![1];

    const quotations = (await (await request.get(`${API}/quotations?${CTX}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { items: { number: string }[] };
    };
    expect(quotations.data.items.map((q) => q.number)).toEqual([number]);
  });
});
