import type { PageProps } from 'gatsby';
import { useEffect, useState } from 'react';
import { AuthPage } from '../features/account';
import { InvitationSignup } from '../features/company';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../lib/routes';
import * as styles from '../styles/account.module.css';

/** The mailed link, /invitation?jeton=…: a colleague joins his company's account. */
export default function InvitationPage({ location }: PageProps) {
  // read once mounted: the built HTML has no token
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => setToken(new URLSearchParams(window.location.search).get('jeton') ?? ''), [location.search]);
  return (
    <AuthPage title={t('companyPages.invitation.title')} crumb={t('companyPages.invitation.crumb')} path={paths.invitation} width="medium">
      {token === null ? (
        <p role="status" className={styles.loading}>
          {t('companyPages.invitation.loading')}
        </p>
      ) : (
        <InvitationSignup key={token} token={token} />
      )}
    </AuthPage>
  );
}
