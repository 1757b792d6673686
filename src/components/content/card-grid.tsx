import type { ReactNode } from 'react';
import * as styles from './card-grid.module.css';

export function CardGrid({ children, label }: { children: ReactNode[]; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {children.map((c, i) => (
        <li key={i}>{c}</li>
      ))}
    </ul>
  );
}
