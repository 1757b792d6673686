import type { ReactNode } from 'react';
import * as styles from './form-grid.module.css';

/** Two fields side by side (first and last name, postcode and town), one above the other on a phone. */
export function FormGrid({ children }: { children: ReactNode }) {
  return <div className={styles.pair}>{children}</div>;
}

export interface FormSectionProps {
  legend: string;
  /** a sentence under the legend, which the group's description points to */
  hint?: { id: string; text: string };
  children: ReactNode;
}

/** A group of a long form under its legend (the site's address, its access), read as one by screen readers. */
export function FormSection({ legend, hint, children }: FormSectionProps) {
  return (
    <fieldset className={styles.section} aria-describedby={hint?.id}>
      <legend>{legend}</legend>
      {hint && <p id={hint.id}>{hint.text}</p>}
      {children}
    </fieldset>
  );
}
