import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { hydrated, settled } from './support/hydrated';
import { DEPOT, newPrivateBuyer, newProfessional } from './support/accounts';

/**
 * The checkout's steps by keyboard and screen reader, in the states a page-load check does not reach (found by an
 * audit of the checkout's accessibility): the territory question asked from a step gives the focus back to the
 * step, not to the header (WCAG 2.4.3); the address step's summary of what is missing holds its message and its
 * alert role when it takes the focus (4.1.3); a new address's civility names its purpose (1.3.5).
 * Each journey works on a new account of its own.
 */
/** A private buyer of Martinique, with a home there unless told otherwise; signed in through the cookie. */
async function newPrivate(page: Page, request: APIRequestContext, baseURL: string, { home = true } = {}) {
  const { token } = await newPrivateBuyer(request, { prefix: 'e2e-clavier', home });
  await page.context().addCookies([{ name: 'jwt_token', value: encodeURIComponent(token), url: baseURL }]);
}

/** A professional of Guadeloupe whose only address is his depot there, shopping in Martinique (the journeys' territory). */
async function guadeloupePro(page: Page, request: APIRequestContext, baseURL: string) {
  const pro = await newProfessional(
    request,
    { prefix: 'e2e-clavier-pro', civility: 'm', first_name: 'Rodolphe', last_name: 'Bellance', company: 'Bellance BTP', address: DEPOT },
    'Clavier-Pro-971!',
  );
  await page.context().addCookies([{ name: 'jwt_token', value: encodeURIComponent(pro.token), url: baseURL }]);
}

async function twoBarsInCart(page: Page) {
  await page.goto('/produit/barre-ha-o12-12-m');
  await hydrated(page);
  await page.getByLabel(/^Quantité \(/).fill('2');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText(/^Ajouté au panier/)).toBeVisible();
}

async function addressStep(page: Page) {
  await page.goto('/adresse');
  await settled(page);
}

const focusInMain = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('main'));

test('the territory chosen from the address step gives the focus back to the step', async ({ page, request, baseURL }) => {
  await guadeloupePro(page, request, baseURL!);
  await twoBarsInCart(page);
  await addressStep(page);
  const change = page.getByRole('button', { name: 'changez de territoire' });
  await change.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Guadeloupe' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Territoire : Guadeloupe' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Adresse de livraison' }).getByRole('radio', { name: /Dépôt/ })).toBeChecked();
  // the button is gone with the notice: the step's content has the focus, not the header's territory button
  await expect.poll(() => focusInMain(page)).toBe(true);
});

test('the territory question dismissed gives the focus back to the step’s button that asked it', async ({ page, request, baseURL }) => {
  await guadeloupePro(page, request, baseURL!);
  await twoBarsInCart(page);
  await addressStep(page);
  const change = page.getByRole('button', { name: 'changez de territoire' });
  await change.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(change).toBeFocused();
});

test('the recap’s notice of another territory, answered, leaves the focus in the recap', async ({ page, request, baseURL }) => {
  await newPrivate(page, request, baseURL!);
  await twoBarsInCart(page);
  await addressStep(page);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/recapitulatif$/);
  await settled(page);
  // the header's territory → Guadeloupe: the Martinique home is no longer of the order's territory
  await page.getByRole('button', { name: /^Territoire : / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Guadeloupe' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Votre adresse de livraison « Maison » est en Martinique' });
  const back = notice.getByRole('button', { name: /territoire/i });
  await back.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Martinique' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Territoire : Martinique' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect.poll(() => focusInMain(page)).toBe(true);
});

test('the address step’s summary of what is missing holds its message and its alert role when it takes the focus', async ({ page, request, baseURL }) => {
  await newPrivate(page, request, baseURL!, { home: false });
  await twoBarsInCart(page);
  await addressStep(page);
  // what the focus meets as it arrives: what a screen reader says then
  await page.evaluate(() => {
    const w = window as unknown as { landed: { role: string | null; text: string }[] };
    w.landed = [];
    document.addEventListener('focusin', (e) => {
      const el = e.target as HTMLElement;
      w.landed.push({ role: el.getAttribute('role'), text: (el.textContent ?? '').trim() });
    });
  });
  await page.getByRole('button', { name: 'Continuer' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Merci de choisir ou d’ajouter une adresse de livraison.' })).toBeFocused();
  const landed = await page.evaluate(() => (window as unknown as { landed: { role: string | null; text: string }[] }).landed.at(-1));
  expect(landed).toMatchObject({ role: 'alert', text: expect.stringContaining('Merci de choisir') });
});

test('a new address’s civility names its purpose, as its other fields do', async ({ page, request, baseURL }) => {
  await newPrivate(page, request, baseURL!);
  await twoBarsInCart(page);
  await addressStep(page);
  await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
  const form = page.getByRole('form', { name: 'Nouvelle adresse' });
  await expect(form.getByLabel(/^Civilité/)).toHaveAttribute('autocomplete', 'honorific-prefix');
  await expect(form.getByLabel(/^Prénom/)).toHaveAttribute('autocomplete', 'given-name');
});
