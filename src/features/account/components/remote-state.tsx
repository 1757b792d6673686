import type { ReactNode } from 'react';
import { account as m } from '../../../i18n/fr/account';
import { ErrorRetry } from './error-retry';
import * as styles from './account.module.css';

export interface RemoteStateProps<T> {
  data: T | undefined;
  error: unknown;
  retry: () => void;
  children: (data: T) => ReactNode;
}

/**
 * What a customer-space call gives: a status in a block that keeps the
 * content's place while it loads, the API's message and 'Réessayer' when it
 * failed, then the content (kept on screen if a later refresh fails).
 */
export function RemoteState<T>({ data, error, retry, children }: RemoteStateProps<T>) {
  if (data !== undefined) {
    return (
      <>
        {error ? <ErrorRetry error={error as Error} retry={retry} /> : null}
        {children(data)}
      </>
    );
  }
  if (error) return <ErrorRetry error={error as Error} retry={retry} />;
  return (
    <p role="status" className={styles.loading}>
      {m['account.loading']}
    </p>
  );
}
