import { Link } from 'gatsby';
import { useState } from 'react';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../../../lib/routes';
import * as styles from './account-nav.module.css';

const LINKS = [
  { to: paths.account, label: t('account.nav.profile') },
  { to: paths.addresses, label: t('account.nav.addresses') },
  { to: paths.barSchedules, label: t('account.nav.barSchedules') },
  { to: paths.jobSites, label: t('account.nav.jobSites') },
  { to: paths.savedLists, label: t('savedLists.nav') },
  { to: paths.quotations, label: t('account.nav.quotations') },
  { to: paths.orders, label: t('account.nav.orders') },
  { to: paths.invoices, label: t('account.nav.invoices') },
] as const;

/**
 * The customer space's own menu; the current section is marked for screen
 * readers too (aria-current). 'Se déconnecter' closes the session (the
 * logout toast says so) and goes home.
 */
export function AccountNav({ pathname, onLogout }: { pathname: string; onLogout: () => Promise<void> }) {
  const [leaving, setLeaving] = useState(false);
  const current = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  return (
    <nav aria-label={t('account.nav.label')} className={styles.nav}>
      <ul className={styles.list}>
        {LINKS.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className={styles.link} aria-current={current(l.to) ? 'page' : undefined}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.logout}
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          void onLogout();
        }}
      >
        {t('account.nav.logout')}
      </button>
    </nav>
  );
}
