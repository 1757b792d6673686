import type { ReactNode } from 'react';
import * as styles from './waiting-status.module.css';

/** Something is on its way (the session, the cart): said to screen readers, with the space it will take kept. */
export function WaitingStatus({ children, minHeight = '12rem' }: { children: ReactNode; minHeight?: string }) {
  return (
    <div role="status" className={styles.waiting} style={{ minHeight }}>
      <span className={styles.spinner} aria-hidden="true" />
      {children}
    </div>
  );
}
