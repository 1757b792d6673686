import * as styles from './forms.module.css';

/** The form's own message (a failed send, a wrong password), announced as soon as it appears. */
export function FormAlert({ message, kind = 'error' }: { message?: string | null; kind?: 'error' | 'success' }) {
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={message ? (kind === 'error' ? styles.alert : styles.success) : undefined}>
      {message}
    </div>
  );
}
