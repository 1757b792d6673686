import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';
import { demoSession, field } from './support/accounts';

/**
 * A buyer who works with the keyboard (or a screen reader) keeps his place while the shop answers: the button he
 * pressed says it is busy and keeps the focus, where a `disabled` one dropped it to the page. The API's answer is
 * held until the test has looked, then let through.
 */
async function holdCalls(page: Page, url: RegExp) {
  let release = () => {};
  const released = new Promise<void>((r) => (release = r));
  let arrived = () => {};
  const held = new Promise<void>((r) => (arrived = r));
  await page.route(url, async (route) => {
    arrived();
    await released;
    await route.continue();
  });
  return { held, release: () => release() };
}

test('a form sent with Enter on its button keeps the focus on it while it is sent, and after the refusal', async ({ page }) => {
  await page.goto('/renouveller-mot-de-passe');
  await hydrated(page);
  const rewind = page.getByRole('form', { name: 'Renouvellement du mot de passe' });
  await field(rewind, 'E-mail').fill('personne-ici@trefima.example');
  const call = await holdCalls(page, /\/api\/v1\/customer\/rewind\?/);
  await rewind.getByRole('button', { name: 'Recevoir le lien' }).focus();
  await page.keyboard.press('Enter');
  await call.held;
  const busy = rewind.getByRole('button', { name: 'Envoi…' });
  await expect(busy).toBeFocused();
  await expect(busy).toHaveAttribute('aria-disabled', 'true');
  // pressed again while busy: still one call, still focused
  await page.keyboard.press('Enter');
  call.release();
  await expect(page.getByRole('alert').filter({ hasText: 'Il n’y a pas de compte correspondant' })).toBeVisible();
  await expect(rewind.getByRole('button', { name: 'Recevoir le lien' })).toBeFocused();
});

test('a download pressed from the keyboard keeps the focus on its button while the file is made', async ({ page, request, baseURL }) => {
  await demoSession(request, 'comptable', { planId: 2, context: page.context(), baseURL });
  await page.goto('/mon-compte/releve');
  await hydrated(page);
  const pdf = page.getByRole('button', { name: 'Télécharger le PDF' });
  await expect(pdf).toBeVisible();
  const call = await holdCalls(page, /\/api\/v1\/company\/statement\/pdf\?/);
  await pdf.focus();
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  await call.held;
  await expect(pdf).toHaveAttribute('aria-disabled', 'true');
  await expect(pdf).toBeFocused();
  call.release();
  await download;
  await expect(page.getByRole('status').filter({ hasText: /téléchargé/ })).toBeAttached();
  await expect(pdf).toBeFocused();
});
