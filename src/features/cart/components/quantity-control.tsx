import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { isValidQuantity, parseQuantity, quantityRule, stepQuantity } from '../quantity';
import * as styles from './cart-line.module.css';
import { boundProps } from '../../../components/ui/bound';
import { t } from '@trefima/domain/i18n/t';

interface QuantityControlProps {
  /** the product, as named in the controls' accessible names */
  name: string;
  quantity: number;
  min: number;
  step: number;
  /** a stocked product's stock; none for made-to-order products */
  max?: number;
  /** ids of what else the field is about (the line's availability) */
  describedBy?: string;
  onChange: (quantity: number) => void;
}

/**
 * − / number / + for one cart line. The buttons move by the product's step
 * and never below its minimum, nor above the stock; a typed quantity is sent
 * on Enter or when the field is left, once it respects the minimum and the
 * step. One beyond the stock is sent too: the API's answer names the product
 * and what is left, which says more than a bound on a field.
 */
export function QuantityControl({ name, quantity, min, step, max, describedBy, onChange }: QuantityControlProps) {
  const intl = useIntl();
  const id = useId();
  const [draft, setDraft] = useState(String(quantity));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setDraft(String(quantity));
    setError(null);
  }, [quantity]);

  const commit = () => {
    const q = parseQuantity(draft);
    if (q === quantity) return setError(null);
    if (q === null || !isValidQuantity(q, min, step)) return setError(quantityRule(min, step));
    setError(null);
    onChange(q);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit();
    }
  };
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // At a bound, a button is said unavailable and does nothing, but is not `disabled` (components/ui/bound.ts).
  const atMin = quantity <= min;
  const atMax = max !== undefined && quantity + Math.max(step, 1) > max;

  return (
    <div className={styles.quantity}>
      <label htmlFor={id} className={styles.label}>
        <span aria-hidden="true">{t('cart.quantityControl.label')}</span>
        <span className="visually-hidden">{intl.formatMessage({ id: 'cart.quantity.label' }, { name })}</span>
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={intl.formatMessage({ id: 'cart.quantity.decrease' }, { name })}
          {...boundProps(atMin, () => onChange(stepQuantity(quantity, -1, min, step)))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className={styles.quantityInput}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={step}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={[describedBy, step > 1 || min > 1 ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined}
        />
        <button
          type="button"
          className={styles.stepButton}
          aria-label={intl.formatMessage({ id: 'cart.quantity.increase' }, { name })}
          {...boundProps(atMax, () => onChange(stepQuantity(quantity, 1, min, step)))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {(step > 1 || min > 1) && (
        <p id={hintId} className={styles.hint}>
          {quantityRule(min, step)}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
