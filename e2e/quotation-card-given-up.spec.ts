import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ADMIN, API, DEPOT, newProfessional, signedIn } from './support/accounts';
import { hydrated } from './support/hydrated';

/**
 * A quotation accepted, then ordered by card, the card payment given up: the
 * acceptance stands, only the payment failed (backend/src/quotations/
 * quotation-reopening.ts). The quotation is « Accepté » again without an
 * order, and offered to be ordered at the prices the office proposed, not
 * today's: 20 bars HA12-12 at 11,90 € HT (16,07 € in the catalogue of
 * Guadeloupe), 238 € HT. The Stripe double of the e2e stack plays the
 * provider's page (see card-payment.spec.ts). A new professional of
 * Guadeloupe each, whose quotations and orders are his own.
 */
const PASSWORD = 'Devis-Carte-971!';
const Q = 'site_id=1&lang=fr&sales_plan_id=2';
test.use({ territory: 2 });

/** A professional's quotation of 20 bars, which the sales office proposed at 11,90 € HT the bar: his session, the quotation. */
async function proposedQuotation(request: APIRequestContext) {
  const pro = await newProfessional(
    request,
    { prefix: 'e2e-devis-carte', civility: 'mme', first_name: 'Hélène', last_name: 'Désiré', company: 'Désiré Bâtiment', address: DEPOT },
    PASSWORD,
  );
  const call = async <T>(method: 'get' | 'post', path: string, data?: unknown): Promise<T> => {
    const res = await request[method](`${API}${path}?${Q}`, { headers: { authorization: `Bearer ${pro.token}` }, ...(data === undefined ? {} : { data }) });
    expect([200, 201], `${method} ${path}: ${await res.text()}`).toContain(res.status());
    return ((await res.json()) as { data: T }).data;
  };
  const bar = await call<{ id: number }>('get', '/product/barre-ha-o12-12-m');
  const cart = await call<{ token: string }>('post', '/cart/update', { cart_token: null, elements: [{ element_id: bar.id, quantity: 20 }] });
  const quotation = await call<{ id: number; number: string }>('post', '/cart/convert-to-quotation', { cart_token: cart.token });
  const validUntil = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const proposed = await request.post(`${API}/admin/quotations/${quotation.id}/propose`, {
    headers: ADMIN,
    data: { valid_until: validUntil, message: 'Prix ferme, acier au cours de décembre.', lines: [{ unit_price_ht: 1190 }] },
  });
  expect(proposed.status(), await proposed.text()).toBe(200);
  return { pro, quotation, call };
}

/** The recap of a quotation's cart: its line at the proposed price, picked up at Jarry, paid with `payment`, the conditions accepted. */
async function recapAtTheQuotationsPrices(page: Page, payment: RegExp) {
  await expect(page).toHaveURL(/\/adresse$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon adresse');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/recapitulatif$/);
  await hydrated(page);
  await expect(page.getByText(/^Masse totale : /)).toBeVisible();
  const line = page.getByRole('row').filter({ hasText: 'Barre HA Ø12 – 12 m' });
  await expect(line).toContainText(/20\s*11,90\s€\s*238\s€/);
  await page.getByRole('radio', { name: /Retrait au dépôt de Jarry/ }).check();
  await page.getByRole('radio', { name: payment }).check();
  await page.getByLabel('J’ai lu et j’accepte les conditions générales de vente').check();
}

test.describe('a quotation ordered by card, the payment given up', () => {
  test('the quotation is « Accepté » again, and ordered anew at its prices', async ({ page, request, baseURL }) => {
    test.slow();
    const { pro, quotation } = await proposedQuotation(request);
    await signedIn(page.context(), baseURL!, pro.token);

    // accepted from its page, ordered by card
    await page.goto(`/mes-devis/${quotation.id}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Accepter ce devis' }).click();
    await recapAtTheQuotationsPrices(page, /^Carte bancaire \(paiement sécurisé 3-D Secure\)/);
    await page.getByRole('button', { name: 'Valider et payer par carte' }).click();

    // on the provider's page he changes his mind: back to the shop, and the order given up
    await expect(page.getByRole('heading', { name: 'Paiement par carte bancaire' })).toBeVisible();
    const first = (await page.getByText(/^Référence de la commande :/).textContent())!.replace(/^Référence de la commande :\s*/, '').trim();
    await page.getByRole('link', { name: 'Retour à la boutique' }).click();
    await expect(page).toHaveURL(new RegExp(`/commande/paiement\\?commande=${first}&retour=abandon$`));
    await hydrated(page);
    await page.getByRole('button', { name: 'Renoncer à cette commande' }).click();
    await page.getByRole('button', { name: 'Oui, renoncer' }).click();
    await expect(page.getByText(`Vous avez renoncé à la commande ${first} : elle est annulée et ses articles sont remis en vente.`)).toBeVisible();

    // his mail says the quotation's prices stand, and where to order it
    const outbox = await request.get(`${API}/admin/outbox?to=${encodeURIComponent(pro.email)}`, { headers: ADMIN });
    const mails = ((await outbox.json()) as { data: { subject: string; body: string }[] }).data;
    const givenUp = mails.find((m) => m.subject === `Commande ${first} annulée à votre demande`);
    expect(givenUp?.body).toContain(`Les prix de votre devis ${quotation.number} restent acquis`);

    // the quotation: accepted, no order, offered again
    await page.goto(`/mes-devis/${quotation.id}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: `Devis ${quotation.number}` })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^Accepté/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accepter ce devis' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Poursuivre la commande' }).click();
    await recapAtTheQuotationsPrices(page, /Virement bancaire/);
    await page.getByRole('button', { name: 'Valider la commande' }).click();
    await expect(page).toHaveURL(/\/confirmation-commande$/);
    const confirmed = page.getByRole('heading', { name: /^Votre commande n°CMD-\d{4}-\d+ est confirmée\.$/ });
    await expect(confirmed).toBeVisible();
    const second = /CMD-\d{4}-\d+/.exec((await confirmed.textContent())!)![0];
    expect(second).not.toBe(first);

    // the new order is the quotation's, at its prices; the one given up stays cancelled
    await page.goto(`/mes-commandes/${second}`);
    await hydrated(page);
    const order = page.getByRole('article', { name: `Commande ${second}` });
    await expect(order.getByRole('link', { name: `Devis ${quotation.number}` })).toBeVisible();
    await expect(order.getByRole('row').filter({ hasText: 'Barre HA Ø12 – 12 m' })).toContainText(/11,90\s€/);
    await page.goto('/mes-commandes');
    await hydrated(page);
    await expect(page.getByRole('row').filter({ hasText: first })).toContainText('Annulée');
    await expect(page.getByRole('row').filter({ hasText: second })).toContainText('Reçue');
  });

  test('the page that says the order is given up points to the quotation, whose prices stand', async ({ page, request, baseURL }) => {
    const { pro, quotation, call } = await proposedQuotation(request);
    await call('post', `/quotations/${quotation.id}/accept`, { revision: 1 });
    const accepted = await call<{ checkout_cart_token: string }>('get', `/quotations/${quotation.id}`);
    const carriers = await call<{ id: number; code: string }[]>('get', '/carrier');
    const payments = await call<{ id: number; code: string }[]>('get', '/payment');
    const order = await call<{ number: string }>('post', '/order', {
      cart_token: accepted.checkout_cart_token,
      carrier_id: carriers.find((c) => c.code === 'retrait-jarry')!.id,
      payment_id: payments.find((p) => p.code === 'carte-en-ligne')!.id,
      delivery_address_id: pro.addressId,
      billing_address_id: pro.addressId,
      accept_cgv: true,
    });
    await signedIn(page.context(), baseURL!, pro.token);
    await page.goto(`/commande/paiement?commande=${order.number}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Renoncer à cette commande' }).click();
    await page.getByRole('button', { name: 'Oui, renoncer' }).click();
    await expect(page.getByText(`Vous avez renoncé à la commande ${order.number} : elle est annulée et ses articles sont remis en vente.`)).toBeVisible();
    // as his mail says it (« Les prix de votre devis … restent acquis »): the way on is the quotation, at its prices,
    // not only « Commander à nouveau », which puts the articles in the cart at today's
    await expect(page.getByRole('link', { name: new RegExp(quotation.number) })).toBeVisible();
  });
});
