import { useState } from 'react';
import { t } from '@trefima/domain/i18n/t';
import * as styles from './error-retry.module.css';
import { busyProps } from '../ui/busy';

export interface ErrorRetryProps {
  /** what could not be done ("Votre panier n’a pas pu être chargé."), above the API's message */
  title?: string;
  error: unknown;
  retry: () => Promise<unknown> | void;
}

/**
 * A call that failed, wherever it shows (customer space, cart, checkout,
 * listings, search): the API's French message (or the network's, when it
 * gave none) and a button to try again, which says it is trying. Nothing is
 * lost meanwhile: what the buyer entered stays where it is.
 */
export function ErrorRetry({ title, error, retry }: ErrorRetryProps) {
  const [retrying, setRetrying] = useState(false);
  const message = error instanceof Error && error.message ? error.message : t('error.network');
  const again = async () => {
    setRetrying(true);
    try {
      await retry();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <div role="alert" className={styles.problem}>
      {title && <p className={styles.title}>{title}</p>}
      <p>{message}</p>
      <button type="button" className={styles.retry} onClick={again} {...busyProps(retrying)}>
        {retrying ? t('error.retrying') : t('error.retry')}
      </button>
    </div>
  );
}
