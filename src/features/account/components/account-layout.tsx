import type { ReactNode } from 'react';
import { t } from '@trefima/domain/i18n/t';
import type { Crumb } from '../../../lib/page-context';
import { paths } from '../../../lib/routes';
import { Breadcrumb } from '../../../components/layout/breadcrumb';
import { Seo } from '../../../components/seo/seo';
import { AccountNav } from './account-nav';
import { RequireSession, type AccountSession } from './require-session';
import * as styles from '../../../styles/account.module.css';

export interface AccountLayoutProps {
  title: string;
  pathname: string;
  /** the crumbs after 'Mon compte'; none on /mon-compte itself */
  crumbs?: Crumb[];
  children: (session: AccountSession) => ReactNode;
}

/**
 * A page of the customer space: not indexed, breadcrumb 'Mon compte', the
 * space's menu beside the content, and the content only with a session.
 */
export function AccountLayout({ title, pathname, crumbs = [], children }: AccountLayoutProps) {
  const home = t('account.crumb');
  const trail: Crumb[] = crumbs.length ? [{ label: home, path: paths.account }, ...crumbs] : [{ label: home }];
  return (
    <>
      <Seo title={title} path={pathname} noindex />
      <Breadcrumb crumbs={trail} />
      <div className={`container ${styles.page}`}>
        <h1>{title}</h1>
        <RequireSession>
          {(session) => (
            <div className={styles.layout}>
              <AccountNav pathname={pathname} onLogout={session.signOut} />
              <div className={styles.content}>{children(session)}</div>
            </div>
          )}
        </RequireSession>
      </div>
    </>
  );
}
