import type { CartLine } from '@trefima/domain/contract';
import { totalMassText } from '@trefima/domain/units/mass-text';
import * as styles from './cart-mass.module.css';

/** The cart's total mass in kg and t under its totals, which a contractor checks against his truck and his plan. */
export function CartMass({ list }: { list: readonly Pick<CartLine, 'mass_kg'>[] }) {
  const text = totalMassText(list);
  return text ? <p className={styles.mass}>{text}</p> : null;
}
