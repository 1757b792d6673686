import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ADMIN, API, DEPOT, newProfessional, signedIn } from './support/accounts';
import { hydrated } from './support/hydrated';
import { pastOrder } from './support/orders';

/**
 * A company's accountant (role « comptable », domain/companies/roles.ts)
 * follows the money: she reads the company's saved lists, job sites and
 * orders, but prepares no cart, manages no list nor site, and places no
 * order. Every page she opens shows her what the company has, with no button
 * the API would refuse her (backend/src/companies/guarded-calls.ts), and
 * says once why, in the role's own refusal. Each journey works on a company
 * of its own: its boss, verified by the back office, invites her, and writes
 * what she reads through the API, as his pages would.
 */
const PASSWORD = 'Comptable-Neuve-971!';
const Q = 'site_id=1&lang=fr&sales_plan_id=2';
const as = (token: string) => ({ authorization: `Bearer ${token}` });
let seq = 0;

const REFUSED = {
  lists: 'Votre rôle (comptable) ne permet pas de gérer les listes enregistrées : adressez-vous à un administrateur de votre entreprise.',
  cart: 'Votre rôle (comptable) ne permet pas de préparer un panier : adressez-vous à un administrateur de votre entreprise.',
  sites: 'Votre rôle (comptable) ne permet pas de gérer les chantiers : adressez-vous à un administrateur de votre entreprise.',
};

test.use({ territory: 2 });

/** A new company of Guadeloupe and its accountant, invited by the boss, signed up from the mail's link: both sessions. */
async function companyWithAccountant(request: APIRequestContext) {
  const boss = await newProfessional(
    request,
    { prefix: 'e2e-comptable-patron', civility: 'm', first_name: 'Hervé', last_name: 'Désiré', company: 'Désiré Bâtiment', address: DEPOT },
    PASSWORD,
  );
  const email = `e2e-comptable-${Date.now()}-${process.pid}-${seq++}@trefima.example`;
  const invited = await request.post(`${API}/company/invitation?${Q}`, { headers: as(boss.token), data: { email, role: 'comptable' } });
  expect(invited.status(), await invited.text()).toBe(201);
  const outbox = await request.get(`${API}/admin/outbox?to=${encodeURIComponent(email)}`, { headers: ADMIN });
  const mails = ((await outbox.json()) as { data: { body: string }[] }).data;
  const jeton = mails.map((m) => /\/invitation\?jeton=([\w-]+)/.exec(m.body)?.[1]).find(Boolean);
  expect(jeton, `no invitation mailed to ${email}`).toBeTruthy();
  const person = { civility: 'mme', first_name: 'Murielle', last_name: 'Lacroix', phone: '0690 45 67 89', password: PASSWORD, password_confirm: PASSWORD };
  const joined = await request.post(`${API}/invitation/${jeton}?${Q}`, { data: person });
  expect(joined.status(), await joined.text()).toBe(201);
  const { data } = (await joined.json()) as { data: { token: string; customer: { company_role?: string } } };
  expect(data.customer.company_role).toBe('comptable');
  return { boss, accountant: { token: data.token } };
}

/** What the boss writes through the API: `path` posted, its answer's data. */
async function bossMakes<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const res = await request.post(`${API}${path}?${Q}`, { headers: as(token), data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: T }).data;
}

test.describe('a company’s accountant reads what her company prepares, and is offered nothing her role may not do', () => {
  test('on « Mes listes » and « Mes chantiers » she reads the boss’s list, its lines and his site, with no button to change them', async ({
    page,
    request,
    baseURL,
  }) => {
    const { boss, accountant } = await companyWithAccountant(request);
    const bar = (await (await request.get(`${API}/product/barre-ha-o12-12-m?${Q}`)).json()) as { data: { id: number } };
    await bossMakes(request, boss.token, '/list', { name: 'Dalle du lot 2', lines: [{ element_id: bar.data.id, quantity: 12 }] });
    await bossMakes(request, boss.token, '/chantier', {
      name: 'Résidence Les Flamboyants',
      truck_access: 'tout',
      address: {
        civility: 'm',
        first_name: 'Joël',
        last_name: 'Bellance',
        street: 'Rue Frébault',
        zipcode: '97110',
        city: 'Pointe-à-Pitre',
        phone: '0690261234',
      },
    });
    await signedIn(page.context(), baseURL!, accountant.token);

    await page.goto('/mes-listes');
    await hydrated(page);
    const card = page.getByRole('article', { name: 'Dalle du lot 2' });
    await expect(card).toContainText('Hervé Désiré');
    // why is said once, for each thing she may not do
    for (const why of [REFUSED.lists, REFUSED.cart]) await expect(page.getByText(why, { exact: true })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Créer une liste' })).toHaveCount(0);
    // reading the lines is all her card offers: no « Mettre au panier », « Renommer » nor « Supprimer »
    const cardButtons = card.getByRole('button');
    await expect(cardButtons).toHaveCount(1);
    await expect(cardButtons).toHaveAccessibleName('Voir les produits de la liste « Dalle du lot 2 »');
    await cardButtons.click();
    await expect(card.getByRole('row').filter({ hasText: 'HA12-12' })).toContainText(/12\sbarres/);
    await expect(cardButtons).toHaveCount(1);
    await expect(cardButtons).toHaveAccessibleName('Masquer les produits de la liste « Dalle du lot 2 »');

    await page.goto('/mes-chantiers');
    await hydrated(page);
    const site = page.getByRole('article', { name: 'Résidence Les Flamboyants' });
    await expect(site).toContainText('97110 Pointe-à-Pitre');
    await expect(page.getByText(REFUSED.sites, { exact: true })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Créer un chantier' })).toHaveCount(0);
    // neither « Modifier » nor « Archiver »
    await expect(site.getByRole('button')).toHaveCount(0);
  });

  test('on « Commande rapide » she is told why in the tool’s place: nothing to read, check or put in the cart', async ({ page, request, baseURL }) => {
    const { accountant } = await companyWithAccountant(request);
    await signedIn(page.context(), baseURL!, accountant.token);
    await page.goto('/commande-rapide');
    await hydrated(page);
    // the built page has the tool (a visitor may use it): her session read, the role's refusal takes its place
    await expect(page.getByText(REFUSED.cart, { exact: true })).toBeVisible();
    await expect(page.getByText(REFUSED.cart, { exact: true })).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: /^Lignes à coller/ })).toHaveCount(0);
    for (const name of ['Lire les lignes', 'Vérifier les lignes', 'Tout ajouter au panier']) await expect(page.getByRole('button', { name })).toHaveCount(0);
    await expect(page.getByLabel(/importez un fichier/i)).toHaveCount(0);
  });

  test('on the page of an order the boss placed she reads it, and is not offered to order it again', async ({ page, request, baseURL }) => {
    const { boss, accountant } = await companyWithAccountant(request);
    const order = await pastOrder(request, boss, [{ slug: 'barre-ha-o12-12-m', quantity: 3 }]);
    await signedIn(page.context(), baseURL!, accountant.token);
    await page.goto(`/mes-commandes/${order.number}`);
    await hydrated(page);
    const detail = page.getByRole('article', { name: `Commande ${order.number}` });
    await expect(detail.getByRole('rowheader').filter({ hasText: 'Barre HA Ø12 – 12 m' })).toBeVisible();
    await expect(detail.getByRole('definition').filter({ hasText: /^Hervé Désiré$/ })).toBeVisible();
    // « Commander à nouveau » says why she may not, in the button's place
    const again = detail.getByRole('region', { name: 'Commander à nouveau' });
    await expect(again).toContainText(REFUSED.cart);
    await expect(page.getByRole('button', { name: 'Remettre ces produits dans le panier' })).toHaveCount(0);
    // what she may do with it: take its PDF
    await expect(detail.getByRole('button', { name: 'Confirmation de commande (PDF)' })).toBeVisible();
  });

  test('on the page of the boss’s order waiting for his card, she is offered neither to pay it nor to give it up', async ({ page, request, baseURL }) => {
    const { boss, accountant } = await companyWithAccountant(request);
    const order = await pastOrder(request, boss, [{ slug: 'barre-ha-o12-12-m', quantity: 2 }], 'carte-en-ligne');
    // what the API answers her, which the page must not contradict: paying it is placing it, giving it up is its buyer's
    const pay = await request.post(`${API}/order/${order.id}/payment?${Q}`, { headers: as(accountant.token) });
    expect(pay.status(), await pay.text()).toBe(403);
    const giveUp = await request.post(`${API}/order/${order.id}/payment/cancellation?${Q}`, { headers: as(accountant.token) });
    expect(giveUp.status(), await giveUp.text()).toBe(403);
    await signedIn(page.context(), baseURL!, accountant.token);
    await page.goto(`/mes-commandes/${order.number}`);
    await hydrated(page);
    const detail = page.getByRole('article', { name: `Commande ${order.number}` });
    await expect(detail.getByRole('region', { name: 'Suivi de la commande' })).toContainText('En attente de paiement');
    await expect(detail.getByRole('region', { name: 'Commander à nouveau' })).toContainText(REFUSED.cart);
    await expect.soft(page.getByRole('link', { name: `Payer par carte la commande ${order.number}` })).toHaveCount(0);

    await page.goto(`/commande/paiement?commande=${order.number}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: `Paiement de la commande ${order.number}` })).toBeVisible();
    // she reads where its payment stands
    await expect(page.getByText(/Montant : [\d\s,]+€ TTC/)).toBeVisible();
    await expect.soft(page.getByRole('button', { name: 'Renoncer à cette commande' })).toHaveCount(0);
    await expect.soft(page.getByRole('button', { name: /^Payer par carte|^Reprendre le paiement/ })).toHaveCount(0);
  });
});
