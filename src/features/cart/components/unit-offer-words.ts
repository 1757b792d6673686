import type { CartLine, Product } from '@trefima/domain/contract';
import { t } from '@trefima/domain/i18n/t';

/*
 * The button that opens the buyer's units names the units he will be offered. Which they are is decided by
 * domain/units/conversions.ts (`buyerUnits`), which loads with the form, not with the page: these words follow its
 * rules from what the page already has. A sheet cut to length is offered m² by its covering width (or its overall
 * width, which every sheet of the catalogue has); a bar, its metres; a panel, a roll or a tonne, its mass only.
 */

/** « Commander en kg, en tonnes ou en mètres », on a product page whose product converts at all. */
export function buyerUnitButtonWords(p: Pick<Product, 'unit' | 'length' | 'width' | 'covering_width'> & { cut_to_length: unknown }): string {
  if (p.cut_to_length) return p.covering_width || p.width ? t('cart.buyerUnit.openArea') : t('cart.buyerUnit.open');
  return p.unit === 'barre' && p.length ? t('cart.buyerUnit.open') : t('cart.buyerUnit.openMass');
}

/** « kg, t ou m »: a cart line's units, in the words of its button (its factors come from the API once opened). */
export function unitsOfferedWords(line: Pick<CartLine, 'unit' | 'length'>): string {
  if (line.length !== null || line.unit === 'ml') return t('cart.lineUnits.massLengthArea');
  return line.unit === 'barre' ? t('cart.lineUnits.massLength') : t('cart.lineUnits.mass');
}
