import { useId, type ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { afterPress } from './after-press';
import * as choices from './choices.module.css';
import * as styles from './forms.module.css';

export interface CheckboxGroupProps {
  legend: string;
  /** one registration for every box: react-hook-form gives the ticked values as a list */
  registration: UseFormRegisterReturn;
  /** value → label */
  options: Record<string, string>;
  error?: FieldError | { message?: string };
  required?: boolean;
  /** most boxes one may tick (said in the hint) */
  max?: number;
  hint?: ReactNode;
  stacked?: boolean;
}

/**
 * A multi-choice as checkboxes in a fieldset. The hint says how many may be
 * ticked; the error (e.g. 'Vous ne pouvez sélectionner que 2 valeurs maximum')
 * is tied to the group and to each box.
 */
export function CheckboxGroup({ legend, registration, options, error, required, max, hint, stacked }: CheckboxGroupProps) {
  const id = useId();
  const said = hint ?? (max ? `${max === 2 ? 'Deux' : max} choix au maximum.` : undefined);
  const hintId = said ? `${id}-hint` : undefined;
  const errorId = error?.message ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={choices.fieldset} aria-describedby={describedBy}>
      <legend className={choices.legend}>
        {legend}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      {said && (
        <p id={hintId} className={styles.hint}>
          {said}
        </p>
      )}
      <div className={`${choices.options} ${stacked ? choices.stacked : ''}`}>
        {Object.entries(options).map(([value, label]) => (
          <label key={value} className={choices.option}>
            <input
              type="checkbox"
              value={value}
              aria-invalid={error?.message ? true : undefined}
              aria-describedby={errorId}
              {...registration}
              onBlur={afterPress(registration.onBlur)}
            />
            {label}
          </label>
        ))}
      </div>
      {/* polite: the limit's message is said as soon as a box too many is ticked */}
      <div aria-live="polite">
        {error?.message && (
          <p id={errorId} className={styles.error}>
            {error.message}
          </p>
        )}
      </div>
    </fieldset>
  );
}
