import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';
import { API } from './support/accounts';

/**
 * Sign-in backs off after a few wrong passwords for one account: the page
 * says when to try again, and keeps what was typed. A browser that signed in
 * to the account before is not held by a stranger's wrong passwords (its
 * device token). Each account is the test's own, so that no other journey
 * meets its lock.
 */
const PASSWORD = 'Chantier-972!';

async function newAccount(request: APIRequestContext) {
  const email = `e2e-throttle-${Date.now()}-${process.pid}@trefima.example`;
  const res = await request.post(`${API}/customer?site_id=1&lang=fr&sales_plan_id=1`, {
    data: {
      type: 'particulier',
      civility: 'm',
      first_name: 'Marc',
      last_name: 'Essai',
      email,
      phone: '0696112233',
      password: PASSWORD,
      password_confirm: PASSWORD,
      accept_terms: true,
    },
  });
  expect(res.status()).toBe(201);
  return email;
}

const form = (page: Page) => page.getByRole('form', { name: 'Connexion à votre compte' });

test('wrong passwords end in a French “try again in …” and nothing typed is lost', async ({ page, request }) => {
  const email = await newAccount(request);
  await page.goto('/connexion');
  await hydrated(page);
  const statuses: number[] = [];
  page.on('response', (r) => /\/customer\/login/.test(r.url()) && statuses.push(r.status()));
  await form(page).getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  const password = form(page).getByRole('textbox', { name: 'Mot de passe', exact: true });
  for (let i = 1; i <= 6 && !statuses.includes(429); i++) {
    await password.fill(`pas-le-bon-${i}`);
    await form(page).getByRole('button', { name: 'Se connecter' }).click();
    await expect.poll(() => statuses.length).toBe(i);
  }
  expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
  expect(statuses.at(-1)).toBe(429);
  await expect(page.getByRole('alert').filter({ hasText: /Trop de tentatives de connexion\. Réessayez dans \d+ (secondes|minutes?)\./ })).toBeVisible();
  await expect(form(page).getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
  await expect(password).toHaveValue(/pas-le-bon-\d/);
  await expect(form(page).getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  await expect(page).toHaveURL(/\/connexion$/);
});

/** A stranger's browser of its own: wrong passwords on the login page until the account is locked. */
async function lockedOutBy(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR' });
  await context.addInitScript(() => localStorage.setItem('trefima.plan', '1'));
  const page = await context.newPage();
  await page.goto('/connexion');
  await hydrated(page);
  const statuses: number[] = [];
  page.on('response', (r) => /\/customer\/login/.test(r.url()) && statuses.push(r.status()));
  await form(page).getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  const password = form(page).getByRole('textbox', { name: 'Mot de passe', exact: true });
  for (let i = 1; i <= 8 && !statuses.includes(429); i++) {
    await password.fill(`pas-le-bon-${i}`);
    await form(page).getByRole('button', { name: 'Se connecter' }).click();
    await expect.poll(() => statuses.length).toBe(i);
  }
  expect(statuses.at(-1)).toBe(429);
  return { context, page, statuses };
}

test('a stranger’s wrong passwords lock the account for his browser, not for the owner’s, which signed in before', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // two browsers, four pages loaded and up to nine sign-ins, each password checked by scrypt until the lock
  test.slow();
  const email = await newAccount(request);
  // the owner signs in once on this browser, then signs out: the browser keeps its device token
  await page.goto('/connexion/%2Fmon-compte');
  await hydrated(page);
  await form(page).getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await form(page).getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
  await form(page).getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/mon-compte$/);
  await page.getByRole('button', { name: 'Se déconnecter', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();

  const stranger = await lockedOutBy(browser, baseURL!, email);
  // even the right password waits on the stranger's browser
  const tries = stranger.statuses.length;
  await form(stranger.page).getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
  await form(stranger.page).getByRole('button', { name: 'Se connecter' }).click();
  await expect.poll(() => stranger.statuses.length).toBe(tries + 1);
  await expect(stranger.page.getByRole('alert').filter({ hasText: /Trop de tentatives de connexion\. Réessayez dans/ })).toBeVisible();
  expect(stranger.statuses.at(-1)).toBe(429);
  await expect(stranger.page).toHaveURL(/\/connexion$/);
  await stranger.context.close();

  // the owner's browser signs in all the same
  await page.goto('/connexion/%2Fmon-compte');
  await hydrated(page);
  await form(page).getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await form(page).getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
  await form(page).getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/mon-compte$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon compte');
});
