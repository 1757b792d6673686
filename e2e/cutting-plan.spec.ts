import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';
import { cell, paste, tag } from './support/schedule-editor';

/**
 * The « Plan de coupe » of a schedule pasted in the editor, as a visitor
 * uses it (his cart is the test's own). Its figures, worked out by hand for
 * any plan that takes the fewest stock bars:
 *   Ø12 straight 4 000 mm, 30 bars: three to a 12 m bar with nothing left, 10 bars of 12 m, nothing lost;
 *   Ø10 straight 3 800 mm, 6 bars: three to a 12 m bar and 600 mm lost on each (below the 1 m kept), 2 bars of 12 m
 *   (a 6 m bar holds one piece: more bars); 1,2 m × 617 g/m = 740 g lost, 5 % of the 24 m bought.
 * On a busy CI host each test has 30 s: one screen each.
 */
test.use({ territory: 2 });

/** Rows copied without titles, laid out as the grid (Ouvrage, Repère, Nuance, Ø, Élém., Barres, Total, Code, A), pasted into its first cell. */
async function pasteSchedule(page: Page) {
  const t = tag();
  await page.goto('/nomenclature');
  await hydrated(page);
  const block = [`Voile V1\t${t}-1\tB500B\t12\t1\t30\t30\t00\t4000`, `Dalle D1\t${t}-2\tB500B\t10\t1\t6\t6\t00\t3800`].join('\r\n');
  await paste(cell(page, 'Ouvrage', 1), block);
  await expect(cell(page, 'Cote A (mm)', 2)).toHaveValue('3800');
}

/** The panel opened (its code loads then) and its plan worked out with the default settings. */
async function openPlan(page: Page) {
  await page.getByRole('button', { name: 'Plan de coupe', exact: true }).click();
  const plan = page.getByRole('region', { name: 'Plan de coupe' });
  await expect(plan.getByText('Plan de coupe calculé : 12 barres à acheter, tous diamètres confondus.')).toBeVisible();
  return plan;
}

test('a buyer reads the plan of his schedule, opens a pattern, downloads its PDF and puts its stock bars in the cart', async ({ page }) => {
  await pasteSchedule(page);
  const plan = await openPlan(page);

  const d12 = plan.getByRole('region', { name: 'Ø12' });
  await expect(d12.getByRole('definition')).toHaveText(['10 barres de 12 m', '0 %, soit 0 kg', 'aucune']);
  await expect(d12).toContainText('Optimal : aucun découpage ne demande moins de barres.');
  await expect(d12).toContainText('Un découpage au plus simple demanderait');
  const d10 = plan.getByRole('region', { name: 'Ø10' });
  await expect(d10.getByRole('definition')).toHaveText(['2 barres de 12 m', '5 %, soit 0,74 kg', 'aucune']);
  await expect(d10).toContainText('Optimal');

  // a pattern's drawing, opened as the buyer asks for it
  const see = d10.getByRole('button', { name: /^Voir la découpe/ }).first();
  await see.click();
  await expect(see).toHaveAttribute('aria-expanded', 'true');
  await expect(d10.getByRole('img', { name: /^Barre de 12 m : 3\s800 \+ 3\s800 \+ 3\s800 mm, perte de 600 mm$/ }).first()).toBeVisible();

  const download = page.waitForEvent('download');
  await plan.getByRole('button', { name: 'Télécharger le plan de coupe (PDF)' }).click();
  const pdf = await download;
  // the API's name for a draft's plan (backend/src/bar-schedules/routes.ts)
  expect(pdf.suggestedFilename()).toBe('plan-de-coupe-brouillon.pdf');
  expect(
    readFileSync((await pdf.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expect(plan.getByText('Plan de coupe téléchargé.')).toBeVisible();

  // cut and bent on site: the straight bars instead of the shaping, the price said before
  await expect(plan.getByRole('region', { name: 'Couper et façonner sur le chantier' })).toContainText(
    /Les barres droites coûtent [\d\s\u202f]+(,\d{2})?\s€ HT/,
  );
  await plan.getByRole('button', { name: 'Je coupe et façonne moi-même' }).click();
  const added = plan.getByText(/^Barres du plan de coupe ajoutées au panier : /);
  await expect(added).toContainText('10 barres Ø12 de 12 m');
  await expect(added).toContainText('2 barres Ø10 de 12 m');
  await plan.getByRole('link', { name: 'Voir le panier' }).click();
  await expect(page).toHaveURL(/\/panier$/);
  await expect(page.getByRole('spinbutton', { name: 'Quantité de Barre HA Ø12 – 12 m', exact: true })).toHaveValue('10');
  await expect(page.getByRole('spinbutton', { name: 'Quantité de Barre HA Ø10 – 12 m', exact: true })).toHaveValue('2');
});

test('at 390 px the plan reads without sideways scroll, a pattern open, and without axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await pasteSchedule(page);
  const plan = await openPlan(page);
  const d10 = plan.getByRole('region', { name: 'Ø10' });
  await expect(d10.getByRole('definition').first()).toHaveText('2 barres de 12 m');
  await d10
    .getByRole('button', { name: /^Voir la découpe/ })
    .first()
    .click();
  const drawing = d10.getByRole('img', { name: /^Barre de 12 m/ }).first();
  await drawing.scrollIntoViewIfNeeded();
  await expect(drawing).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // the panel alone: the editor around it has its own runs (bar-schedule-contractor.spec.ts)
  const { violations } = await new AxeBuilder({ page }).include('#plan-de-coupe').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
});
