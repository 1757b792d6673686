import type { ReactNode } from 'react';
import * as styles from './lead-forms.module.css';

/** A group of fields under a legend (identity, site, project…). */
export function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}
