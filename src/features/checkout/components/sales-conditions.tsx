import { useId } from 'react';
import * as styles from './checkout.module.css';

interface SalesConditionsProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

/** The required sales-conditions box, and the conditions themselves in a new tab (said in the link). */
export function SalesConditions({ checked, onChange, error }: SalesConditionsProps) {
  const id = useId();
  return (
    <>
      <div className={styles.check}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>
          J’ai lu et j’accepte les conditions générales de vente<span aria-hidden="true"> *</span>
        </label>
      </div>
      <p className={styles.muted}>
        <a href="/conditions-generales-de-vente" target="_blank" rel="noopener">
          Lire les conditions générales de vente (s’ouvre dans un nouvel onglet)
        </a>
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}
