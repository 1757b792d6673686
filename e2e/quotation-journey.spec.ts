import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures';
import { ADMIN, API, field, newProfessional, signedIn } from './support/accounts';
import { hydrated } from './support/hydrated';

/**
 * Issue 21's journey, as a buyer lives it: a quotation asked from the cart,
 * seen « demandé »; the sales office proposes (its admin call, as the back
 * office makes it); the buyer reads the proposal and its validity, asks for a
 * revision, gets a second proposal and accepts it; checkout at the proposed
 * prices; the order « Reçue », then « Expédiée » with its delivery note, and
 * the invoice downloaded as a PDF. A fresh professional of Guadeloupe, so
 * that no other test shares his cart or his documents.
 */
const PASSWORD = 'Devis-Chantier-971!';
/** what the office adds to the request in its second proposal */
const ADDED_SLUG = 'barre-ha-o8-6-m';
test.use({ territory: 2 });

const newBuyer = (request: APIRequestContext) =>
  newProfessional(request, { prefix: 'e2e-devis', civility: 'mme', first_name: 'Hélène', last_name: 'Désiré', company: 'Désiré Bâtiment' }, PASSWORD);

interface AddedLine {
  element_id: number;
  quantity: number;
  unit_price_ht: number;
}

/** The sales office's answer: a price per line of the request, and any line it adds, valid 20 days from today. */
async function propose(request: APIRequestContext, id: number, prices: number[], message: string, added?: AddedLine[]) {
  const validUntil = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const res = await request.post(`${API}/admin/quotations/${id}/propose`, {
    headers: ADMIN,
    data: {
      valid_until: validUntil,
      message,
      delivery_terms: 'Livraison sur chantier sous 5 jours ouvrés.',
      delivery_ht: 14500,
      lines: prices.map((unit_price_ht) => ({ unit_price_ht })),
      ...(added ? { added } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function moveOrder(request: APIRequestContext, id: number, status: string) {
  const res = await request.post(`${API}/admin/order/${id}/status`, { headers: ADMIN, data: { status } });
  expect(res.status(), await res.text()).toBe(200);
}

const idIn = (page: Page) => Number(/\/(\d+)\/?$/.exec(new URL(page.url()).pathname)![1]);

test('a buyer asks a quotation, has it revised, accepts it, orders it and downloads its invoice', async ({ page, context, request, baseURL }) => {
  test.setTimeout(240_000);
  await signedIn(context, baseURL!, (await newBuyer(request)).token);

  // the cart becomes a quotation request
  await page.goto('/produit/barre-ha-o12-12-m');
  await hydrated(page);
  await page.getByRole('button', { name: 'Ajouter au panier' }).first().click();
  // what the buyer waits for before he goes to his cart: on a loaded machine the cart was still empty there
  await expect(page.getByText(/^Ajouté au panier/)).toBeVisible();
  await page.goto('/panier');
  await hydrated(page);
  await page.getByRole('button', { name: 'Demander un devis' }).click();
  await expect(page.getByText(/Votre demande de devis n°DEV-\d{4}-\d+ a bien été envoyée\./)).toBeVisible();

  await page.goto('/mes-devis');
  await hydrated(page);
  const row = page.getByRole('row').filter({ hasText: /DEV-/ }).first();
  await expect(row).toContainText('Demande reçue');
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/mes-devis\/\d+$/);
  const id = idIn(page);

  // the office proposes; the buyer reads it and asks for a revision
  await propose(request, id, [1290], 'Prix ferme, acier au cours de novembre.');
  await page.reload();
  await hydrated(page);
  await expect(page.getByText('Devis envoyé').first()).toBeVisible();
  await expect(page.getByText(/Valable jusqu’au \d{1,2} \S+ \d{4}/).first()).toBeVisible();
  await expect(page.getByText('Prix ferme, acier au cours de novembre.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Demander une révision' }).click();
  await page.getByRole('textbox', { name: /révision|message|modifier/i }).fill('Pouvez-vous revoir le prix pour une commande ferme cette semaine ?');
  await page.getByRole('button', { name: /^Envoyer/ }).click();
  await expect(page.getByText('En cours d’étude').first()).toBeVisible();

  // the second proposal adds the tie bars the buyer asked for in his message; accepted
  const tieBars = (await (await request.get(`${API}/product/${ADDED_SLUG}?site_id=1&lang=fr&sales_plan_id=2`)).json()) as {
    data: { id: number; name: string };
  };
  await propose(request, id, [1190], 'Révision : remise de volume accordée.', [{ element_id: tieBars.data.id, quantity: 10, unit_price_ht: 450 }]);
  await page.reload();
  await hydrated(page);
  await expect(page.getByText('Révision : remise de volume accordée.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Accepter ce devis' }).click();

  // checkout at the proposed prices
  await expect(page).toHaveURL(/\/adresse$/);
  await hydrated(page);
  await field(page, 'Nom de l’adresse').fill('Chantier Petit-Bourg');
  await field(page, 'Adresse').fill('Route de Versailles');
  await field(page, 'Code postal').fill('97170');
  await field(page, 'Ville').fill('Petit-Bourg');
  await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
  await expect(page.getByRole('radio', { name: /Chantier Petit-Bourg/ }).first()).toBeChecked();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/recapitulatif$/);
  await hydrated(page);
  // the requested line at its revised price; the line the office added says so, here and on the order
  const requested = page.getByRole('row').filter({ hasText: /11,90/ });
  await expect(requested).toBeVisible();
  const addedByOffice = 'Ajouté par nos services à votre demande';
  await expect(requested).not.toContainText(addedByOffice);
  await expect(page.getByRole('row').filter({ hasText: tieBars.data.name })).toContainText(addedByOffice);
  await page.getByRole('radio', { name: /Livraison sur chantier \(camion plateau\)/ }).check();
  // the delivery at the price the proposal agreed, as the order will charge it
  await expect(page.getByText('145 € HT, prix de votre devis').first()).toBeVisible();
  await page.getByRole('radio', { name: /Virement bancaire/ }).check();
  await page.getByLabel('J’ai lu et j’accepte les conditions générales de vente').check();
  await page.getByRole('button', { name: 'Valider la commande' }).click();
  await expect(page).toHaveURL(/\/confirmation-commande$/);

  // the order, « Reçue », then « Expédiée » with its delivery note and invoice
  await page.goto('/mes-commandes');
  await hydrated(page);
  const orderRow = page.getByRole('row').filter({ hasText: /CMD-/ }).first();
  await expect(orderRow).toContainText('Reçue');
  await orderRow.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/mes-commandes\/\d+$/);
  const orderId = idIn(page);
  await expect(page.getByRole('row').filter({ hasText: tieBars.data.name })).toContainText(addedByOffice);
  await moveOrder(request, orderId, 'en_preparation');
  await moveOrder(request, orderId, 'expediee');
  await page.reload();
  await hydrated(page);
  await expect(page.getByText('Expédiée').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Bon de livraison/ })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^Facture FAC-/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^facture-FAC-(MTQ|GPE|GUF)-\d{4}-\d{6}\.pdf$/);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

/** The buyer's calls the phone test makes through the API, as the pages would. */
function buyerApi(request: APIRequestContext, token: string) {
  const q = 'site_id=1&lang=fr&sales_plan_id=2';
  const auth = { authorization: `Bearer ${token}` };
  return async <T>(method: 'get' | 'post', path: string, data?: unknown, status = [200, 201]): Promise<T> => {
    const res = await request[method](`${API}${path}${path.includes('?') ? '&' : '?'}${q}`, { headers: auth, ...(data === undefined ? {} : { data }) });
    expect(status, `${method} ${path}: ${await res.text()}`).toContain(res.status());
    return ((await res.json()) as { data: T }).data;
  };
}

test('the quotation, its cart and the order at phone width: no page-wide scroll, no axe violation', async ({ page, context, request, baseURL }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const { token, customerId } = await newBuyer(request);
  await signedIn(context, baseURL!, token);
  const call = buyerApi(request, token);
  const check = async (where: string) => {
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${where}: no page-wide scroll`).toBe(true);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map((v) => `${where} – ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  };

  const bar = await call<{ id: number }>('get', '/product/barre-ha-o12-12-m');
  const cart = await call<{ token: string }>('post', '/cart/update', { cart_token: null, elements: [{ element_id: bar.id, quantity: 20 }] });
  const quotation = await call<{ id: number }>('post', '/cart/convert-to-quotation', { cart_token: cart.token });
  await propose(request, quotation.id, [1290], 'Prix ferme, acier au cours de novembre.');

  await page.goto(`/mes-devis/${quotation.id}`);
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Accepter ce devis' })).toBeVisible();
  await page.getByRole('button', { name: 'Demander une révision' }).click();
  await expect(page.getByRole('textbox', { name: /révision|message|modifier/i })).toBeVisible();
  await check('/mes-devis/{id} with the revision form');
  await page.getByRole('button', { name: 'Accepter ce devis' }).click();
  await expect(page).toHaveURL(/\/adresse$/);
  await page.goto('/panier');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Revenir à mon panier' })).toBeVisible();
  await check('/panier of an accepted quotation');

  const address = await call<{ addresses: { address_id: number }[] }>('post', `/customer/${customerId}/address`, {
    label: 'Chantier Petit-Bourg',
    civility: 'mme',
    first_name: 'Hélène',
    last_name: 'Désiré',
    street: 'Route de Versailles',
    zipcode: '97170',
    city: 'Petit-Bourg',
    phone: '0690261234',
    is_default_delivery: true,
  });
  const addressId = address.addresses[0].address_id;
  const accepted = await call<{ checkout_cart_token: string }>('get', `/quotations/${quotation.id}`);
  const carriers = await call<{ id: number; code: string }[]>('get', '/carrier');
  const payments = await call<{ id: number; code: string }[]>('get', '/payment');
  const order = await call<{ id: number }>('post', '/order', {
    cart_token: accepted.checkout_cart_token,
    carrier_id: carriers.find((c) => c.code === 'livraison-plateau')!.id,
    payment_id: payments.find((p) => p.code === 'virement')!.id,
    delivery_address_id: addressId,
    billing_address_id: addressId,
    accept_cgv: true,
  });
  await moveOrder(request, order.id, 'en_preparation');
  await moveOrder(request, order.id, 'expediee');
  await page.goto(`/mes-commandes/${order.id}`);
  await hydrated(page);
  await expect(page.getByRole('button', { name: /Bon de livraison/ })).toBeVisible();
  await check('/mes-commandes/{id} shipped');
  await page.goto('/mes-devis');
  await hydrated(page);
  await expect(page.getByRole('row').filter({ hasText: /DEV-/ }).first()).toBeVisible();
  await check('/mes-devis');
  await page.goto('/mes-factures');
  await hydrated(page);
  await check('/mes-factures');
});

test('a buyer refuses a proposal from the keyboard, with his reason, and the sales office reads it', async ({ page, context, request, baseURL }) => {
  test.setTimeout(120_000);
  const { token } = await newBuyer(request);
  await signedIn(context, baseURL!, token);
  const call = buyerApi(request, token);
  const bar = await call<{ id: number }>('get', '/product/barre-ha-o12-12-m');
  const cart = await call<{ token: string }>('post', '/cart/update', { cart_token: null, elements: [{ element_id: bar.id, quantity: 40 }] });
  const quotation = await call<{ id: number; number: string }>('post', '/cart/convert-to-quotation', { cart_token: cart.token });
  await propose(request, quotation.id, [1390], 'Prix au cours du jour.');

  await page.goto(`/mes-devis/${quotation.id}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Refuser' }).focus();
  await page.keyboard.press('Enter');
  const reason = page.getByRole('textbox', { name: 'Motif du refus (facultatif)' });
  await expect(reason).toBeVisible();
  await reason.focus();
  await page.keyboard.type('Un confrère nous propose 12,50 € la barre.');
  await page.getByRole('button', { name: 'Confirmer le refus' }).focus();
  await page.keyboard.press('Enter');

  // said in the live region, which takes the focus as the buttons go away; nothing is offered any more
  const status = page.getByRole('status').filter({ hasText: 'Devis refusé : notre bureau commercial en est informé.' });
  await expect(status).toBeVisible();
  await expect(status).toBeFocused();
  // the status alone: no « Valable jusqu’au » beside a refused proposal
  const refusedStatus = page.getByRole('definition').filter({ hasText: /^Refusé/ });
  await expect(refusedStatus).toHaveText('Refusé');
  for (const name of ['Accepter ce devis', 'Refuser', 'Demander une révision']) await expect(page.getByRole('button', { name })).toHaveCount(0);
  await page.reload();
  await hydrated(page);
  await expect(refusedStatus).toHaveText('Refusé');
  await expect(page.getByRole('button', { name: 'Accepter ce devis' })).toHaveCount(0);

  const office = await request.get(`${API}/admin/outbox?to=contact@trefima.example`, { headers: ADMIN });
  const mails = ((await office.json()) as { data: { subject: string; body: string }[] }).data;
  const refused = mails.find((m) => m.subject === `Devis ${quotation.number} refusé`);
  expect(refused?.body).toContain('Motif : Un confrère nous propose 12,50 € la barre.');
});
