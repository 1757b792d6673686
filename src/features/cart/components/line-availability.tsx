import type { CartLine } from '@trefima/domain/contract';
import { availabilityOf, shortageAdvice } from './availability';
import * as styles from './cart-line.module.css';

interface LineAvailabilityProps {
  /** the quantity field points here (aria-describedby) */
  id: string;
  line: CartLine;
  /** what the whole cart asks of this product, when several lines share it */
  wanted?: number;
}

/**
 * Availability under a cart line; a shortage is said in words (not only in
 * red), since it is why the cart cannot be ordered. Polite live region: a
 * quantity changed with the buttons can bring the stock's limit in view.
 */
export function LineAvailability({ id, line, wanted }: LineAvailabilityProps) {
  const { text, short, tone } = availabilityOf(line, wanted);
  return (
    <div id={id} className={styles.availability} aria-live="polite">
      <p className={`${styles.meta} ${tone === 'ok' ? styles.inStock : styles.lowStock}`}>{text}</p>
      {short && <p className={styles.shortage}>{shortageAdvice(line)}</p>}
    </div>
  );
}
