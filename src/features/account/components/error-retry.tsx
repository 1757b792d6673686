import { account as m } from '../../../i18n/fr/account';
import { formMessages } from '../../../forms/messages';
import * as styles from './account.module.css';

/** A call that failed: the API's French message and a button to try again. */
export function ErrorRetry({ error, retry }: { error: Error | undefined; retry: () => void }) {
  return (
    <div role="alert" className={styles.problem}>
      <p>{error?.message || formMessages.unknown}</p>
      <button type="button" className={styles.secondary} onClick={retry}>
        {m['account.retry']}
      </button>
    </div>
  );
}
