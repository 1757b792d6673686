import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';

/**
 * A buyer on a building site's network: the page came, but a part of it whose
 * code loads on first use (the mesh layout's result) does not. The page must
 * not go blank nor reload under his fingers: the part says in French that it
 * could not come, what he typed stays, and « Réessayer » brings it once the
 * network is back.
 */
test('a part whose code does not come says so in its place, keeps what was typed, and comes on « Réessayer »', async ({ page }) => {
  await page.goto('/calepinage-treillis');
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('textbox', { name: /^Longueur \(m\)/ }).fill('9');
  await page.getByRole('textbox', { name: /^Largeur \(m\)/ }).fill('6');
  await expect(page.getByRole('combobox', { name: /^Panneau de treillis/ })).toHaveValue(/\d+/);

  // the network drops every script from now on; the API's answers still come
  const dropped: string[] = [];
  await page.route(/\.js(\?|$)/, (route) => {
    dropped.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  await page.getByRole('button', { name: 'Calculer le calepinage' }).click();

  const result = page.getByRole('region', { name: 'Résultat' });
  await expect(result.getByRole('alert')).toHaveText(
    'Cette partie de la page n’a pas pu être chargée : vérifiez votre connexion, puis réessayez (ou rechargez la page). Réessayer',
  );
  expect(dropped.length).toBeGreaterThan(0);
  await expect(page.getByRole('textbox', { name: /^Longueur \(m\)/ })).toHaveValue('9');
  await expect(page.getByRole('textbox', { name: /^Largeur \(m\)/ })).toHaveValue('6');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  await page.unroute(/\.js(\?|$)/);
  await result.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByText(/^Calepinage calculé : 5 panneaux ST25C-240/)).toBeVisible();
  await expect(page.getByRole('img', { name: /Plan de pose/ })).toBeVisible();
  await expect(result.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('the territory question asked from the header, its code not come, says so at the top of the window, and the button asks again', async ({ page }) => {
  await page.goto('/produit/barre-ha-o12-12-m');
  await hydrated(page);
  await page.route(/\.js(\?|$)/, (route) => route.abort('internetdisconnected'));
  const button = page.getByRole('button', { name: /^Territoire : / });
  await button.click();
  const said = page.getByText('Le choix du territoire n’a pas pu s’ouvrir : vérifiez votre connexion, puis réessayez.');
  await expect(said).toBeInViewport();
  await expect(button).toBeFocused();

  await page.unroute(/\.js(\?|$)/);
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Où se trouve votre chantier ?' })).toBeVisible();
});
