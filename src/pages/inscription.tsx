import { Link, type PageProps } from 'gatsby';
import { useEffect, useState } from 'react';
import { AuthPage, SignupAlready, SignupForm } from '../features/account';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../lib/routes';
import { redirectParam, safeRedirect } from '../lib/safe-redirect';
import * as styles from '../styles/account.module.css';

/** Signup for private buyers and professionals; then logged in, on to /mon-compte or `?redirect=`. */
export default function SignupPage({ location }: PageProps) {
  const [target, setTarget] = useState<string>(paths.account);
  useEffect(() => setTarget(safeRedirect(redirectParam(window.location.pathname, window.location.search), paths.account)), [location.search]);
  return (
    <AuthPage title={t('auth.signup.title')} crumb={t('auth.signup.crumb')} path={paths.signup} width="medium" description={t('auth.signup.description')}>
      <SignupAlready />
      <SignupForm target={target} />
      <section className={styles.aside} aria-labelledby="signup-pro">
        <h2 id="signup-pro">{t('auth.signup.proTitle')}</h2>
        <p>{t('auth.signup.proText')}</p>
        <p>
          <Link to={paths.proRequest}>{t('auth.proRequest.link')}</Link>
        </p>
      </section>
    </AuthPage>
  );
}
