import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';
import { API } from './support/accounts';

/**
 * Sign-in backs off after a few wrong passwords for one account: the page
 * says when to try again, and keeps what was typed. The account is the
 * test's own, so that no other journey meets its lock.
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
