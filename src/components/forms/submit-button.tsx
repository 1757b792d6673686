import { t } from '@trefima/domain/i18n/t';
import type { ReactNode } from 'react';
import * as styles from './forms.module.css';
import { busyProps } from '../ui/busy';

/** Busy while sending (busy.ts): a double click never sends twice, and the focus stays on it. */
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
    <button type="submit" className={styles.submit} {...busyProps(pending)}>
      {pending ? pendingLabel : children}
    </button>
  );
}
