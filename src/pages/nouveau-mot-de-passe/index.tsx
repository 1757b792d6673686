import type { PageProps } from 'gatsby';
import { useEffect, useState } from 'react';
import { AuthPage, NewPasswordForm } from '../../features/account';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../../lib/routes';
import * as styles from '../../styles/account.module.css';

/** The e-mailed link, /nouveau-mot-de-passe?token=…: a new password for that account. */
export default function NewPasswordPage({ location }: PageProps) {
  // read once mounted: the built HTML has no token
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => setToken(new URLSearchParams(window.location.search).get('token') ?? ''), [location.search]);
  return (
    <AuthPage title={t('auth.newPassword.title')} crumb={t('auth.newPassword.crumb')} path={paths.newPassword}>
      {token === null ? (
        <p role="status" className={styles.loading}>
          {t('account.loading')}
        </p>
      ) : (
        <NewPasswordForm key={token} token={token} />
      )}
    </AuthPage>
  );
}
