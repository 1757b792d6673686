import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';
import { API, field } from './support/accounts';

/**
 * One customer signed in on two browsers (two contexts: no shared cookie).
 * A password changed in one ends the other's session: its next page says why
 * and shows the visitor signed out. The account is the test's own.
 */
const PASSWORD = 'Chantier-972!';
const NEXT = 'Tout-Neuf-2026!';

async function newAccount(request: APIRequestContext, tag: string) {
  const email = `e2e-ended-${tag}-${Date.now()}-${process.pid}@trefima.example`;
  const res = await request.post(`${API}/customer?site_id=1&lang=fr&sales_plan_id=1`, {
    data: {
      type: 'particulier',
      civility: 'mme',
      first_name: 'Rose',
      last_name: 'Deux-Postes',
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

/** A browser of its own, signed in through the login page, on /mon-compte. */
async function signedIn(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR' });
  await context.addInitScript(() => localStorage.setItem('trefima.plan', '1'));
  const page = await context.newPage();
  await page.goto('/connexion/%2Fmon-compte');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Connexion à votre compte' });
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/mon-compte$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon compte');
  return { context, page };
}

async function expectSignedOut(page: Page, reason: string) {
  await expect(page.getByRole('status').filter({ hasText: reason })).toBeVisible();
  await expect(page).toHaveURL(/\/connexion\/%2Fmon-compte$/);
  await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();
}

test('a password changed in one browser signs the other out, with the French reason; the first stays', async ({ browser, request, baseURL }) => {
  const email = await newAccount(request, 'password');
  const office = await signedIn(browser, baseURL!, email);
  const phone = await signedIn(browser, baseURL!, email);
  try {
    await field(office.page, 'Mot de passe actuel').fill(PASSWORD);
    await field(office.page, 'Nouveau mot de passe').fill(NEXT);
    await field(office.page, 'Confirmation du mot de passe').fill(NEXT);
    await office.page.getByRole('button', { name: 'Modifier mon mot de passe' }).click();
    await expect(office.page.getByRole('status').filter({ hasText: 'Votre mot de passe a bien été modifié.' })).toBeVisible();

    await phone.page.goto('/mon-compte');
    await expectSignedOut(phone.page, 'Votre mot de passe a été modifié : merci de vous reconnecter avec le nouveau.');
    expect((await phone.context.cookies()).some((c) => c.name === 'jwt_token')).toBe(false);

    await office.page.reload();
    await expect(office.page.getByRole('heading', { level: 1 })).toHaveText('Mon compte');
  } finally {
    await office.context.close();
    await phone.context.close();
  }
});

test('“log out of all my devices” signs out every browser', async ({ browser, request, baseURL }) => {
  const email = await newAccount(request, 'everywhere');
  const office = await signedIn(browser, baseURL!, email);
  const phone = await signedIn(browser, baseURL!, email);
  try {
    await office.page.getByRole('button', { name: 'Se déconnecter de tous mes appareils' }).click();
    await expect(office.page.getByRole('status').filter({ hasText: 'Vous avez été déconnecté de tous vos appareils.' })).toBeVisible();
    await expect(office.page.getByRole('link', { name: 'Connexion' })).toBeVisible();

    await phone.page.goto('/mon-compte');
    await expectSignedOut(phone.page, 'Vous avez été déconnecté de tous vos appareils. Merci de vous reconnecter.');
  } finally {
    await office.context.close();
    await phone.context.close();
  }
});
