import { useLocation } from '@reach/router';
import { useHydrated } from '../../hooks/use-hydrated';
import { paths } from '../../lib/routes';
import { SiteLink } from '../layout/site-link';
import { loginHref } from './login-href';
import { t } from '@trefima/domain/i18n/t';
import * as styles from './header-tools.module.css';
import { useSessionToken } from '../../features/session';

/**
 * "Connexion" for a visitor, leading back to the page shown once logged in;
 * "Mon compte" once logged in (the token cookie is there). The header's HTML
 * is shared by many pages and knows no session: until the page has hydrated
 * the link is the built one, /connexion.
 */
export function AccountLink() {
  const token = useSessionToken();
  useLocation(); // rendered again on each page change
  const hydrated = useHydrated();
  const logged = hydrated && token !== null;
  // window.location, not the router's: the latter re-encodes the path (%2F becomes %252F)
  const to = logged ? paths.account : hydrated ? loginHref(window.location.pathname, window.location.search) : paths.login;
  return (
    <SiteLink to={to} className={`${styles.tool} ${styles.account}`}>
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
      </svg>
      <span className={styles.total}>{logged ? t('header.account.account') : t('header.account.login')}</span>
    </SiteLink>
  );
}
