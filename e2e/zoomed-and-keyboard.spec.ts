import { expect, test } from './support/fixtures';
import { demoSession } from './support/accounts';
import { hydrated, settled } from './support/hydrated';
import { addFromProductPage } from './support/shopper';

/**
 * A buyer who reads at 400 % (320 CSS px: WCAG 1.4.10, no page-wide sideways scroll) and one who uses the keyboard only
 * (2.4.3: an action never drops the focus to the page's top), in the states the page-load checks do not reach (found
 * by an audit of the tools' states).
 */
const pageWidth = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('read at 320 px', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test('a drawn mesh layout, a rectangle then an L, does not scroll the page sideways', async ({ page }) => {
    await page.goto('/calepinage-treillis');
    await hydrated(page);
    for (const [shape, values] of [
      ['Rectangle', ['9', '6']],
      ['En L (deux rectangles)', ['9', '6', '4', '3']],
    ] as const) {
      await page.getByRole('radio', { name: shape, exact: true }).check();
      const boxes = page.getByRole('form', { name: 'Votre dalle' }).getByRole('textbox');
      for (const [i, v] of values.entries()) await boxes.nth(i).fill(v);
      await page.getByRole('button', { name: 'Calculer le calepinage' }).click();
      await expect(page.getByRole('region', { name: 'Résultat' }).getByRole('definition').first()).toBeVisible();
      expect([shape, await pageWidth(page)]).toEqual([shape, 320]);
    }
  });

  test.describe('the company’s account statement', () => {
    test.use({ territory: 2 });
    test('does not scroll the page sideways (its table scrolls in its own box)', async ({ page, context, request, baseURL }) => {
      await demoSession(request, 'pro', { planId: 2, context, baseURL });
      await page.goto('/mon-compte/releve');
      await settled(page);
      await expect(page.getByRole('heading', { name: /^Votre encours au/ })).toBeVisible();
      expect(await pageWidth(page)).toBe(320);
    });
  });
});

test('a cart line’s units form, opened from the keyboard, takes the focus its button had', async ({ page }) => {
  await addFromProductPage(page, 'barre-ha-o12-12-m', { quantity: 2 });
  await page.goto('/panier');
  await settled(page);
  const open = page.getByRole('button', { name: 'Quantité en kg, t ou m pour Barre HA Ø12 – 12 m' });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Quantité de Barre HA Ø12 – 12 m dans votre unité' })).toBeFocused();
});
