import type { ReactNode } from 'react';
import * as styles from './lead-forms.module.css';

/** Two fields side by side, one under the other on a phone. */
export function Pair({ children }: { children: ReactNode }) {
  return <div className={styles.grid2}>{children}</div>;
}
