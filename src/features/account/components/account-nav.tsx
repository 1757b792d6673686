import { Link } from 'gatsby';
import { useState } from 'react';
import { t } from '@trefima/domain/i18n/t';
import { can, type CompanyRole } from '@trefima/domain/companies/roles';
import { paths } from '../../../lib/routes';
import { useSession } from '../../session';
import { approvalsNavLinks } from '../../approvals';
import { statementNavLinks } from '../../statement';
import * as styles from './account-nav.module.css';
import { busyProps } from '../../../components/ui/busy';

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
/** A company's person (customer.company_role) has its page; a private buyer has none. */
const COMPANY_LINK = { to: paths.company, label: t('companyPages.nav') };

/**
 * The customer space's own menu; the current section is marked for screen
 * readers too (aria-current). 'Se déconnecter' closes the session (the
 * logout toast says so) and goes home.
 */
export function AccountNav({ pathname, onLogout }: { pathname: string; onLogout: () => Promise<void> }) {
  const [leaving, setLeaving] = useState(false);
  const { customer } = useSession();
  // a company's people: their company, then what they decide or follow, and the statement beside the invoices (by role)
  const role = customer?.company_role;
  // the foreman does not follow the company's money: its invoices are not his to read (domain/companies/roles.ts)
  const own = role && !can(role as CompanyRole, 'invoices.read') ? LINKS.filter((l) => l.to !== paths.invoices) : LINKS;
  const links = role ? [...own.slice(0, 1), COMPANY_LINK, ...approvalsNavLinks(customer), ...own.slice(1), ...statementNavLinks(customer)] : LINKS;
  // /mon-compte is the space's home: its own link is current on itself only, not on /mon-compte/entreprise
  const current = (to: string) => pathname === to || (to !== paths.account && pathname.startsWith(`${to}/`));
  return (
    <nav aria-label={t('account.nav.label')} className={styles.nav}>
      <ul className={styles.list}>
        {links.map((l) => (
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
        {...busyProps(leaving)}
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
