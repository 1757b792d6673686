import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';

/**
 * A contractor's list from the design office, pasted as LibreOffice copies
 * it (a header, tabs, a French decimal): 15 references and 1,5 t of HA12,
 * two references wrong and one line the page cannot read; he fixes them in
 * place and everything goes to the cart in one call. HA12-12 weighs 10,66 kg:
 * 1 500 / 10,66 = 140,7 → 141 bars, 141 × 10,66 = 1 503,06 kg, which the
 * cart writes to the tenth as every mass it shows (1 503,1 kg).
 */
const LIST = [
  'Référence\tQuantité',
  'HA6-6\t10',
  'HA8-12\t20',
  'HA12-6\t15',
  'HA14-12\t8',
  'HA20-6\t4',
  'RL6-6\t10',
  'RL12-6\t5',
  'FIL-TR4-25\t2',
  'ST10-240\t6',
  'ST25-240\t3',
  'ST50-240\t2',
  'PAFC-P360\t4',
  'CAL-ROUE-30\t1',
  'HA12-12\t1,5 t',
  'HA13-12\t4',
  'PAF10\t2',
  'ST60-240 1 200',
].join('\n');

/** The tool's own live region (the header and the cart have theirs). */
const said = (page: Page, text: RegExp) => page.getByRole('status').filter({ hasText: text });
const reference = (page: Page, n: number) => page.getByRole('combobox', { name: `Référence, ligne ${n}`, exact: true });

test('a contractor pastes his list, fixes the wrong lines and puts everything in the cart at once', async ({ page }) => {
  await page.goto('/commande-rapide');
  await hydrated(page);
  const box = page.getByRole('textbox', { name: /^Lignes à coller/ });
  await box.fill(LIST);
  await page.getByRole('button', { name: 'Lire les lignes' }).click();
  // the line it cannot read stays in the box, with what to change
  await expect(said(page, /^16 lignes lues\. 1 ligne n’a pas pu être lue/)).toBeVisible();
  await expect(box).toHaveValue('ST60-240 1 200');
  await expect(page.getByText(/^Ligne 18 : « 1 200 » peut se lire 1200, ou 1 puis 200/)).toBeVisible();
  await box.fill('ST60-240 2');
  await page.getByRole('button', { name: 'Lire les lignes' }).click();
  await expect(reference(page, 17)).toHaveValue('ST60-240');
  await expect(box).toHaveValue('');

  await page.getByRole('button', { name: 'Vérifier les lignes' }).click();
  await expect(said(page, /^2 lignes sont à corriger\./)).toBeVisible();
  await expect(page.getByText('La référence « HA13-12 » n’existe pas : vérifiez-la.')).toBeVisible();
  await expect(page.getByText(/^« PAF10 » désigne plusieurs produits/)).toBeVisible();
  await reference(page, 15).fill('HA16-12');
  await page.getByRole('button', { name: /^Prendre PAF10-P360 / }).click();
  await expect(reference(page, 16)).toHaveValue('PAF10-P360');
  await page.getByRole('button', { name: 'Vérifier les lignes' }).click();
  await expect(said(page, /^Les 17 lignes sont prêtes/)).toBeVisible();
  // each line's price in his territory and its stock, before it goes to the cart
  const ha12 = page.getByRole('row').filter({ has: reference(page, 14) });
  await expect(ha12).toContainText(/\d\s€ HT \/ barre/);
  await expect(ha12).toContainText(/En stock : \d/);

  await page.getByRole('button', { name: 'Tout ajouter au panier' }).click();
  // said once, by the cart's own live region; shown beside the tool with its link
  await expect(said(page, /^17 lignes ajoutées au panier\.$/)).toHaveCount(1);
  await expect(page.getByText(/^17 lignes ajoutées au panier\. Voir le panier$/)).toBeVisible();
  await page.getByRole('link', { name: 'Voir le panier' }).click();
  await expect(page).toHaveURL(/\/panier$/);
  const ha12line = page.getByRole('listitem').filter({ hasText: 'HA12-12' });
  await expect(ha12line).toContainText(/Demandé : 1,5 t, soit 141 barres = 1\s503,1 kg/);
  await expect(page.getByRole('listitem').filter({ hasText: 'PAF10-P360' })).toBeVisible();
});

for (const [label, viewport] of [
  ['1280 px', { width: 1280, height: 800 }],
  ['390 px', { width: 390, height: 844 }],
] as const) {
  test(`the quick order with a line to correct has no axe violation and no page-wide scroll (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/commande-rapide');
    await hydrated(page);
    await page.getByRole('textbox', { name: /^Lignes à coller/ }).fill('HA12-12 4\nHA13-12 2');
    await page.getByRole('button', { name: 'Lire les lignes' }).click();
    await page.getByRole('button', { name: 'Vérifier les lignes' }).click();
    await expect(page.getByText('La référence « HA13-12 » n’existe pas : vérifiez-la.')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  });
}
