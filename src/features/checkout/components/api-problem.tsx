import { useState } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './checkout.module.css';

/**
 * A call that failed (the API is down, or answered an error): its French
 * message and a 'Réessayer' button. Nothing is lost meanwhile: the cart's
 * token stays in storage.
 */
export function ApiProblem({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => Promise<unknown> | void }) {
  const intl = useIntl();
  const [retrying, setRetrying] = useState(false);
  const message = error instanceof Error && error.message ? error.message : intl.formatMessage({ id: 'error.network' });
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <div role="alert" className={styles.problem}>
      <p className={styles.problemTitle}>{title}</p>
      <p>{message}</p>
      <button type="button" className={styles.secondary} onClick={retry} disabled={retrying}>
        {retrying ? 'Nouvelle tentative…' : intl.formatMessage({ id: 'error.retry' })}
      </button>
    </div>
  );
}
