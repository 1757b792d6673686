import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';

/**
 * A slab carried by walls: the buyer says which way it spans, and the ST panel's main wires (its length) are laid from
 * one support to the other (welded-mesh.md, « What the tool should do with this »). ST25-240: 2,40 × 6,00 m, main wires
 * Ø7 at 150 along its length, distribution wires Ø7 at 300.
 *   9 × 6 m spanning along its 9 m: the panels' 6 m along the 9 m, lapped 423 mm end to end (EN 1992-1-1, C25/30):
 *   ceil((9 − 0,423) / (6 − 0,423)) = 2 along, and ceil((6 − 0,3) / (2,4 − 0,3)) = 3 rows across; the middle row's end
 *   laps shifted 2 141 mm from its neighbours' (no four panels at a corner), its short pieces cut from what the others
 *   left: 5 panels (6 unstaggered, each row's short piece from a panel of its own).
 *   Spanning along its 6 m: the panels' length across the slab, 5 side by side, as on the ground.
 */
test('a buyer lays the mesh of a slab on walls with its main wires along the span, then the other way', async ({ page }) => {
  await page.goto('/calepinage-treillis?reference=ST25-240');
  await hydrated(page);
  await page.getByRole('textbox', { name: /^Longueur \(m\)/ }).fill('9');
  await page.getByRole('textbox', { name: /^Largeur \(m\)/ }).fill('6');
  await expect(page.getByRole('combobox', { name: /^Panneau de treillis/ }).locator('option:checked')).toHaveText(/^ST25-240 – /);
  const span = page.getByRole('combobox', { name: 'Portée de la dalle' });
  await span.selectOption({ label: 'Portée dans le sens de la longueur' });
  await page.getByRole('button', { name: 'Calculer le calepinage' }).click();
  await expect(page.getByText(/^Calepinage calculé : 5 panneaux ST25-240/)).toBeVisible();
  await expect(page.getByText(/^Une file de panneaux sur deux est décalée de 2\s?141 mm : /)).toBeVisible();
  await expect(page.getByText('Fils porteurs dans le sens de la portée : la longueur des panneaux suit la longueur de la dalle.')).toBeVisible();
  await expect(page.getByText(/^En bout de panneau \(panneaux bout à bout\), recouvrement des fils porteurs Ø7 : 423 mm \(EN 1992-1-1/)).toBeVisible();

  // the same slab spanning the other way: the panels turn, and the page says so
  await span.selectOption({ label: 'Portée dans le sens de la largeur' });
  await page.getByRole('button', { name: 'Calculer le calepinage' }).click();
  await expect(page.getByText(/^Calepinage calculé : 5 panneaux ST25-240/)).toBeVisible();
  await expect(page.getByText('Fils porteurs dans le sens de la portée : la longueur des panneaux suit la largeur de la dalle.')).toBeVisible();
});
