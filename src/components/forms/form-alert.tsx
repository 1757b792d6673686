import { forwardRef } from 'react';
import * as styles from './forms.module.css';

/**
 * The form's own message (a failed send, a wrong password), announced as soon
 * as it appears. It can take the focus (`ref`) when a refusal has no field
 * at fault to give it to, so that the buyer reads what went wrong at once.
 */
export const FormAlert = forwardRef<HTMLDivElement, { message?: string | null; kind?: 'error' | 'success' }>(function FormAlert(
  { message, kind = 'error' },
  ref,
) {
  return (
    <div
      ref={ref}
      role={kind === 'error' ? 'alert' : 'status'}
      tabIndex={message ? -1 : undefined}
      className={message ? (kind === 'error' ? styles.alert : styles.success) : undefined}
    >
      {message}
    </div>
  );
});
