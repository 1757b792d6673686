import type { CartLine } from '@trefima/domain/contract';
import { formatDecimal } from '@trefima/domain/i18n/format';
import { massKilograms } from '@trefima/domain/units/mass-text';
import { t } from '@trefima/domain/i18n/t';
import { CUT_SHEET_UNIT, unitPlural } from '@trefima/domain/i18n/units';
import { UNIT_WRITTEN } from '@trefima/domain/units/conversions';

/**
 * A line entered in the buyer's unit shows both figures: what he asked
 * (1,2 t) and what he gets, the whole units of sale and their mass.
 */
export function AskedNote({ line }: { line: CartLine }) {
  const { asked } = line;
  if (!asked) return null;
  const values = {
    asked: `${formatDecimal(asked.amount, { decimals: 3 })} ${UNIT_WRITTEN[asked.unit]}`,
    count: `${formatDecimal(line.quantity, { decimals: 0 })} ${unitPlural(line.length !== null ? CUT_SHEET_UNIT : line.unit, line.quantity)}`,
    // the cart's one precision for masses (cart-figures.ts)
    mass: line.mass_kg === null ? '' : massKilograms(line.mass_kg, { symbol: false }),
  };
  return <>{line.mass_kg === null ? t('cart.line.asked', values) : t('cart.line.askedWithMass', values)}</>;
}
