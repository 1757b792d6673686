import { useEffect, useId, useRef, useState } from 'react';
import { saveComplementaryInformation } from '../api/line-actions';
import * as styles from './cart.module.css';
import { t } from '@trefima/domain/i18n/t';

const MAX = 2000;

interface ComplementaryInformationProps {
  value: string;
  /** the text the API holds */
  saved: string;
  onChange: (value: string) => void;
}

/**
 * Delivery details, site access, hours: saved with the cart when the field
 * is left, or after a pause in typing. The header's live region announces
 * the save; the status under the field shows it.
 */
export function ComplementaryInformation({ value, saved, onChange }: ComplementaryInformationProps) {
  const id = useId();
  const lastSaved = useRef(saved);
  const [status, setStatus] = useState<{ kind: 'idle' | 'saving' | 'saved' | 'error'; text?: string }>({ kind: 'idle' });

  const save = async (text: string) => {
    if (text === lastSaved.current) return;
    setStatus({ kind: 'saving' });
    try {
      await saveComplementaryInformation(text);
      lastSaved.current = text;
      setStatus({ kind: 'saved' });
    } catch (e) {
      setStatus({ kind: 'error', text: (e as Error).message });
    }
  };

  useEffect(() => {
    if (value === lastSaved.current) return;
    const timer = window.setTimeout(() => void save(value), 1500);
    return () => window.clearTimeout(timer);
  }, [value]);

  const statusText =
    status.kind === 'saving'
      ? t('cart.information.saving')
      : status.kind === 'saved'
        ? t('cart.information.saved')
        : status.kind === 'error'
          ? t('cart.information.failed', { message: String(status.text) })
          : '';

  return (
    <div className={styles.info}>
      <label htmlFor={id} className={styles.infoLabel}>
        {t('cart.information.label')}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('cart.information.hint', { length: value.length, max: MAX })}
      </p>
      <textarea
        id={id}
        className={styles.textarea}
        rows={4}
        maxLength={MAX}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => void save(value)}
        aria-describedby={`${id}-hint ${id}-status`}
      />
      <p id={`${id}-status`} className={status.kind === 'error' ? styles.error : styles.hint}>
        {statusText}
      </p>
    </div>
  );
}
