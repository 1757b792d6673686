import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ADMIN, API, DEPOT, demoSession, field, newProfessional, signedIn } from './support/accounts';
import { hydrated } from './support/hydrated';
import { recapForCollection } from './support/shopper';

/**
 * A company that buys together (issue 46), as one lives it: the boss invites
 * his foreman, who signs up from the mail's link and submits his cart; the
 * boss approves it from « À approuver » and the order says who asked and who
 * approved; a buyer over his monthly limit is sent to approval; the
 * accountant reads the statement and takes its PDF. Each journey works on a
 * company of its own; the demo accountant is only read.
 */
const PASSWORD = 'Entreprise-971!';
const Q = 'site_id=1&lang=fr&sales_plan_id=2';
let seq = 0;
const email = (who: string) => `e2e-${who}-${Date.now()}-${process.pid}-${seq++}@trefima.example`;

/** A new company of Guadeloupe, its administrator verified by the back office, with the depot as its address. */
const newCompany = (request: APIRequestContext) =>
  newProfessional(
    request,
    { prefix: 'e2e-entreprise', civility: 'm', first_name: 'Hervé', last_name: 'Désiré', company: 'Désiré Bâtiment', address: DEPOT },
    PASSWORD,
  );

/** The invitation's link, from the mail the API sent (the back office's outbox). */
async function invitationLink(request: APIRequestContext, to: string): Promise<string> {
  const res = await request.get(`${API}/admin/outbox?to=${encodeURIComponent(to)}`, { headers: ADMIN });
  expect(res.status()).toBe(200);
  const mails = ((await res.json()) as { data: { body: string }[] }).data;
  const link = mails.map((m) => /\/invitation\?jeton=[\w-]+/.exec(m.body)?.[0]).find(Boolean);
  expect(link, `no invitation mailed to ${to}`).toBeTruthy();
  return link!;
}

/** A colleague brought in through the API (invitation, then signup from its link): his session's token and id. */
async function colleagueOf(request: APIRequestContext, adminToken: string, role: string) {
  const address = email(role);
  const invited = await request.post(`${API}/company/invitation?${Q}`, { headers: { authorization: `Bearer ${adminToken}` }, data: { email: address, role } });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = (await invitationLink(request, address)).split('jeton=')[1];
  const person = { civility: 'm', first_name: 'Luc', last_name: 'Sainte-Rose', phone: '0690 45 67 89', password: PASSWORD, password_confirm: PASSWORD };
  const res = await request.post(`${API}/invitation/${token}?${Q}`, { data: person });
  expect(res.status(), await res.text()).toBe(201);
  const { data } = (await res.json()) as { data: { token: string; customer: { customer_id: number } } };
  return { token: data.token, id: data.customer.customer_id };
}

/** Two HA12 bars in the cart, the address step kept as it is, then the recap, settled: picked up at Jarry, paid by transfer. */
async function toRecap(page: Page) {
  await page.goto('/produit/barre-ha-o12-12-m');
  await hydrated(page);
  await page.getByLabel(/^Quantité \(/).fill('2');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('link', { name: /^Panier : 1 article/ })).toBeVisible();
  await page.goto('/panier');
  await hydrated(page);
  await recapForCollection(page);
}

/** Every journey here is in Guadeloupe, the companies' territory (as e2e/support/fixtures.ts sets it, for a page of a new context too). */
test.use({ territory: 2 });
const inGuadeloupe = (page: Page) =>
  page.addInitScript(() => {
    if (localStorage.getItem('trefima.plan') === null) localStorage.setItem('trefima.plan', '2');
  });

const axeClean = async (page: Page) => expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

test.describe('a company buying together', () => {
  test('the boss invites his foreman, who submits his cart; the boss approves it and the order says who asked and who approved', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.slow();
    const boss = await newCompany(request);
    await signedIn(page.context(), baseURL!, boss.token);
    await page.goto('/mon-compte/entreprise');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon entreprise');
    const foremanEmail = email('conducteur');
    const invite = page.getByRole('form', { name: 'Inviter une personne' });
    await field(invite, 'E-mail').fill(foremanEmail);
    await field(invite, 'Rôle').selectOption({ label: 'Conducteur de travaux' });
    await invite.getByRole('button', { name: 'Envoyer l’invitation' }).click();
    await expect(page.getByText(`L’invitation est envoyée à ${foremanEmail}.`)).toBeVisible();

    // the foreman, in his own browser, opens the mail's link and signs up
    const foremanContext = await browser.newContext({ baseURL });
    const foreman = await foremanContext.newPage();
    await inGuadeloupe(foreman);
    await foreman.goto(await invitationLink(request, foremanEmail));
    await hydrated(foreman);
    await expect(foreman.getByText('Hervé Désiré vous invite à rejoindre Désiré Bâtiment comme conducteur de travaux.')).toBeVisible();
    const signup = foreman.getByRole('form', { name: 'Créer votre accès' });
    await field(signup, 'Civilité').selectOption({ label: 'Monsieur' });
    await field(signup, 'Prénom').fill('Joël');
    await field(signup, 'Nom').fill('Alexis');
    await field(signup, 'Téléphone').fill('0690 11 22 33');
    await field(signup, 'Mot de passe').fill(PASSWORD);
    await field(signup, 'Confirmation du mot de passe').fill(PASSWORD);
    await signup.getByRole('button', { name: 'Créer mon accès' }).click();
    await expect(foreman).toHaveURL(/\/mon-compte$/);

    // his cart goes to approval: a foreman never places an order himself
    await toRecap(foreman);
    await foreman.getByRole('button', { name: 'Soumettre à l’approbation' }).click();
    await expect(foreman.getByRole('heading', { name: 'Votre commande attend l’approbation de votre entreprise' })).toBeFocused();
    await foremanContext.close();

    // the boss approves it from « À approuver »
    await page.goto('/mon-compte/a-approuver');
    await hydrated(page);
    const card = page.getByRole('article').filter({ hasText: 'Joël Alexis' });
    await expect(card).toContainText('En attente d’approbation');
    await card.getByRole('button', { name: 'Approuver' }).click();
    const placed = page.getByRole('status').filter({ hasText: /Commande CMD-\d{4}-\d+ passée\./ });
    await expect(placed).toBeVisible();
    const number = /CMD-\d{4}-\d+/.exec((await placed.textContent())!)![0];
    await expect(card).toContainText(`Approuvée par Hervé Désiré : commande ${number}`);

    await page.goto(`/mes-commandes/${number}`);
    await hydrated(page);
    const detail = page.getByRole('article', { name: `Commande ${number}` });
    await expect(detail.getByRole('definition').filter({ hasText: /^Joël Alexis$/ })).toBeVisible();
    await expect(detail.getByRole('definition').filter({ hasText: /^Hervé Désiré$/ })).toBeVisible();
  });

  test('a buyer over his monthly limit is sent to approval, with the figures', async ({ page, request, baseURL }) => {
    const boss = await newCompany(request);
    const buyer = await colleagueOf(request, boss.token, 'acheteur');
    const limit = await request.patch(`${API}/company/people/${buyer.id}?${Q}`, {
      headers: { authorization: `Bearer ${boss.token}` },
      data: { monthly_limit_ht_cents: 1000 },
    });
    expect(limit.status()).toBe(200);
    await signedIn(page.context(), baseURL!, buyer.token);
    await toRecap(page);
    await page.getByRole('button', { name: 'Valider la commande' }).click();
    const held = page.getByRole('alert').filter({ hasText: /au-delà de votre plafond mensuel de 10\s€ HT/ });
    await expect(held).toBeVisible();
    await held.getByRole('button', { name: 'Soumettre à l’approbation' }).click();
    await expect(page.getByRole('heading', { name: 'Votre commande attend l’approbation de votre entreprise' })).toBeFocused();
  });

  test('the accountant reads the statement, its overdue invoice marked, and takes its PDF', async ({ page, request, baseURL }) => {
    await demoSession(request, 'comptable', { planId: 2, context: page.context(), baseURL });
    await page.goto('/mon-compte/releve');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Relevé de compte');
    await expect(page.getByRole('row').filter({ hasText: /Échue depuis \d+ jours?/ })).toHaveCount(1);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Télécharger le PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^releve-bellance-btp-\d{4}-\d{2}-\d{2}\.pdf$/);
    await expect(page.getByRole('status').filter({ hasText: /téléchargé/ })).toBeAttached();
  });

  test('the boss narrows « Mes nomenclatures » and « Mes listes » to what one of his people made, the choice kept in the address', async ({
    page,
    request,
    baseURL,
  }) => {
    const boss = await newCompany(request);
    const buyer = await colleagueOf(request, boss.token, 'acheteur');
    const as = (token: string) => ({ authorization: `Bearer ${token}` });
    const row = { member: 'Poutre P1', mark: '1', diameter: 10, shape_code: '00', dimensions: { A: 6000 }, members: 1, bars_per_member: 4 };
    for (const [token, title] of [
      [boss.token, 'Poutres du patron'],
      [buyer.token, 'Semelles de Luc'],
    ]) {
      const header = { job_site: 'Résidence Les Flamboyants', job_site_id: null, drawing: 'PL-12', title, date: '2026-11-27' };
      const made = await request.post(`${API}/nomenclature?${Q}`, { headers: as(token), data: { header, rows: [row] } });
      expect(made.status(), await made.text()).toBe(201);
    }
    for (const [token, name] of [
      [boss.token, 'Liste du patron'],
      [buyer.token, 'Liste de Luc'],
    ]) {
      const made = await request.post(`${API}/list?${Q}`, { headers: as(token), data: { name } });
      expect(made.status(), await made.text()).toBe(201);
    }
    await signedIn(page.context(), baseURL!, boss.token);

    await page.goto('/mes-nomenclatures');
    await hydrated(page);
    const schedules = page.getByRole('table', { name: 'Vos nomenclatures, la dernière modifiée en premier' });
    const mine = schedules.getByRole('row').filter({ hasText: 'Poutres du patron' });
    const his = schedules.getByRole('row').filter({ hasText: 'Semelles de Luc' });
    await expect(mine).toContainText('Hervé Désiré');
    await expect(his).toContainText('Luc Sainte-Rose');
    const person = page.getByLabel('Personne :', { exact: true });
    await person.selectOption({ label: 'Luc Sainte-Rose' });
    await expect(page).toHaveURL(new RegExp(`[?&]personne=${buyer.id}(&|$)`));
    await expect(his).toHaveCount(1);
    await expect(mine).toHaveCount(0);
    // the choice is in the address: the page opened again (a bookmark) shows the same
    await page.reload();
    await hydrated(page);
    await expect(his).toHaveCount(1);
    await expect(person).toHaveValue(String(buyer.id));
    await expect(mine).toHaveCount(0);
    await person.selectOption({ label: 'Toutes les personnes' });
    await expect(mine).toHaveCount(1);
    await expect(his).toHaveCount(1);

    await page.goto('/mes-listes');
    await hydrated(page);
    const lists = page.getByRole('list', { name: 'Vos listes enregistrées' });
    await expect(lists.getByRole('listitem').filter({ hasText: 'Liste de Luc' })).toHaveCount(1);
    await expect(lists.getByRole('listitem').filter({ hasText: 'Liste du patron' })).toHaveCount(1);
    await page.getByLabel('Personne', { exact: true }).selectOption({ label: 'Luc Sainte-Rose' });
    await expect(page.getByText('1 liste sur 2')).toBeVisible();
    await expect(lists.getByRole('listitem').filter({ hasText: 'Liste de Luc' })).toHaveCount(1);
    await expect(lists.getByRole('listitem').filter({ hasText: 'Liste du patron' })).toHaveCount(0);
  });

  /* At 390 px each screen is its own test: four axe runs in one test passed the 30 s bound on a busy CI host. */
  const narrow = (page: Page) => page.setViewportSize({ width: 390, height: 844 });
  const holds = async (page: Page) => {
    await axeClean(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  };

  test('at 390 px, the foreman’s submission and the boss’s « À approuver » hold, without axe violations', async ({ page, request, baseURL }) => {
    await narrow(page);
    const boss = await newCompany(request);
    const foreman = await colleagueOf(request, boss.token, 'conducteur_travaux');
    await signedIn(page.context(), baseURL!, foreman.token);
    await toRecap(page);
    await page.getByRole('button', { name: 'Soumettre à l’approbation' }).click();
    await expect(page.getByRole('heading', { name: 'Votre commande attend l’approbation de votre entreprise' })).toBeFocused();
    await holds(page);
    await signedIn(page.context(), baseURL!, boss.token);
    await page.goto('/mon-compte/a-approuver');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('À approuver');
    await expect(page.getByRole('button', { name: 'Approuver' })).toBeVisible();
    await holds(page);
  });

  for (const [path, heading] of [
    ['/mon-compte/entreprise', 'Mon entreprise'],
    ['/mon-compte/releve', 'Relevé de compte'],
  ] as const) {
    test(`at 390 px, the administrator’s ${path} holds, without axe violations`, async ({ page, request, baseURL }) => {
      await narrow(page);
      const boss = await newCompany(request);
      await signedIn(page.context(), baseURL!, boss.token);
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await holds(page);
    });
  }
});
