import { t } from '@trefima/domain/i18n/t';
import type { ReactNode } from 'react';
import * as styles from './forms.module.css';

/** Disabled while sending: a double click never sends twice. */
export function SubmitButton({
  children,
  pending,
  pendingLabel = t('forms.submitButton.pending'),
}: {
  children: ReactNode;
  pending: boolean;
  pendingLabel?: string;
}) {
  return (
    <button type="submit" className={styles.submit} disabled={pending} aria-disabled={pending}>
      {pending ? pendingLabel : children}
    </button>
  );
}
