import { useState } from 'react';
import { apiFailure } from '../../../hooks/api-failure';
import { t } from '@trefima/domain/i18n/t';
import { logoutEverywhere } from '../session-actions';
import { FormAlert } from '../../../components/forms/form-alert';
import type { AccountSession } from './require-session';
import * as styles from '../../../styles/account.module.css';
import { busyProps } from '../../../components/ui/busy';

/**
 * Ends every session of the account, this one included: the API's words
 * then say so in the toast, and the visitor leaves signed out. A failure
 * keeps him signed in here and says why: the other devices are still in.
 */
export function LogoutEverywhere({ signOut }: Pick<AccountSession, 'signOut'>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setPending(true);
    setError(null);
    try {
      await signOut(logoutEverywhere);
    } catch (e) {
      setError(apiFailure(e).alert);
      setPending(false);
    }
  };
  return (
    <section className={styles.section} aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t('account.logoutEverywhere.title')}</h2>
      <p>{t('account.logoutEverywhere.text')}</p>
      <FormAlert message={error} />
      <button type="button" className={styles.danger} onClick={run} {...busyProps(pending)}>
        {pending ? t('account.logoutEverywhere.pending') : t('account.logoutEverywhere.submit')}
      </button>
    </section>
  );
}
