import { useId } from 'react';
import * as styles from './checkout.module.css';
import { t } from '@trefima/domain/i18n/t';

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
          {t('checkout.salesConditions.accept')}
          <span aria-hidden="true"> *</span>
        </label>
      </div>
      <p className={styles.muted}>
        <a href="/conditions-generales-de-vente" target="_blank" rel="noopener">
          {t('checkout.salesConditions.read')}
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
