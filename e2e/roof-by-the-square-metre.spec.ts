import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';

/**
 * A roofer orders the corrugated sheets of a roof by its area: on the
 * product's page he gives the sheets' length (the roof's slope), asks for
 * his square metres, and the page says how many sheets that makes, counted
 * on the sheet's covering width once laid with its side lap, not its overall
 * width (domain/units/conversions.ts). The cart line keeps both figures.
 *
 * Tôle ondulée 76/18, 0,50 mm: 0,99 m overall, 0,912 m covering, 4,40 kg per
 * metre, 10,00 € HT the metre in Martinique, cut from 1 to 8 m.
 *   4,5 m sheets cover 0,912 × 4,5 = 4,104 m² each: 50 m² / 4,104 = 12,18 → 13 sheets
 *   (the overall width would make 50 / 4,455 = 11,2 → 12, a roof short of a sheet),
 *   13 × 4,5 × 4,40 = 257,4 kg; a sheet of 4,5 m is 45 € HT, 13 of them 585 € HT.
 *   6 m sheets cover 5,472 m²: 50 / 5,472 = 9,14 → 10 sheets, 10 × 6 × 4,40 = 264 kg (the cart writes masses to the tenth: 264,0 kg).
 * A visitor of Martinique: no account is needed to fill a cart, and his cart is his browser's own.
 */
const SLUG = 'tole-ondulee-76-18-prelaquee-ral-9010-0-50-mm';
const NAME = 'Tôle ondulée 76/18 prélaquée RAL 9010 – 0,50 mm';
/** a whole sentence of the page, its spaces as French typography writes them (narrow no-break before units and in thousands) */
const sentence = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s')}$`);

/** The product's page, its sheets 4,5 m long, the quantity in m² chosen: the field for the area. */
async function areaForm(page: Page) {
  await page.goto(`/produit/${SLUG}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAME);
  await page.getByLabel('Longueur (m)').fill('4,5');
  await page.getByRole('button', { name: 'Commander en kg, en tonnes, en mètres ou en m²' }).click();
  const unit = page.getByRole('combobox', { name: 'Unité' });
  // a sheet of a known length has a fixed area: m² is offered beside kg, t and m
  await expect(unit.getByRole('option')).toHaveText(['kg', 't', 'm', 'm²']);
  await unit.selectOption({ label: 'm²' });
  return page.getByRole('textbox', { name: 'Quantité souhaitée' });
}

test.describe('a roof ordered by the square metre', () => {
  test('he asks for 50 m² of 4,5 m sheets, reads 13 sheets, and the cart line keeps the m² he asked for', async ({ page }) => {
    const wanted = await areaForm(page);
    await wanted.fill('50');
    const made = `50 m² de ${NAME} = 13 tôles de 4,5 m = 257,4 kg`;
    await expect(page.getByText(sentence(made))).toBeVisible();
    await page.getByRole('button', { name: 'Ajouter au panier' }).last().click();
    await expect(page.getByRole('status').filter({ hasText: sentence(`Ajouté au panier : ${made}.`) })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Panier : 1 article/ })).toBeVisible();

    await page.goto('/panier');
    await hydrated(page);
    const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: NAME }) });
    await expect(line).toContainText(/Demandé : 50\sm², soit 13 tôles = 257,4\skg/);
    await expect(line).toContainText(/Longueur : 4,5\sm/);
    await expect(line.getByRole('spinbutton', { name: `Quantité de ${NAME} (4,5 m)` })).toHaveValue('13');
    // a sheet of 4,5 m at 10 € the metre
    await expect(line).toContainText(/Prix unitaire : 45\s€ HT/);
    await expect(line).toContainText(/Total HT\s*585\s€ HT/);
    // the API keeps what was asked: the cart read again says the same
    await page.reload();
    await hydrated(page);
    await expect(line).toContainText(/Demandé : 50\sm², soit 13 tôles = 257,4\skg/);
  });

  test('the count follows the sheets’ length: the same 50 m² in 6 m sheets is 10 sheets', async ({ page }) => {
    const wanted = await areaForm(page);
    await wanted.fill('50');
    await expect(page.getByText(sentence(`50 m² de ${NAME} = 13 tôles de 4,5 m = 257,4 kg`))).toBeVisible();
    await page.getByLabel('Longueur (m)').fill('6');
    await expect(page.getByText(sentence(`50 m² de ${NAME} = 10 tôles de 6 m = 264 kg`))).toBeVisible();
    await page.getByRole('button', { name: 'Ajouter au panier' }).last().click();
    await expect(page.getByRole('status').filter({ hasText: /^Ajouté au panier : 50\sm² de .* = 10 tôles de 6\sm/ })).toBeVisible();
    await page.goto('/panier');
    await hydrated(page);
    const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: NAME }) });
    await expect(line).toContainText(/Demandé : 50\sm², soit 10 tôles = 264,0\skg/);
    await expect(line).toContainText(/Longueur : 6\sm/);
  });
});
