import type { ReactNode } from 'react';
import { t } from '@trefima/domain/i18n/t';
import type { Crumb } from '../../../lib/page-context';
import { paths } from '../../../lib/routes';
import { Breadcrumb } from '../../../components/layout/breadcrumb';
import { Seo } from '../../../components/seo/seo';
import * as styles from '../../../styles/account.module.css';

export interface AuthPageProps {
  title: string;
  /** the page's own crumb after 'Espace client'; none on the login page itself */
  crumb?: string;
  path: string;
  description?: string;
  width?: 'narrow' | 'medium';
  children: ReactNode;
}

/**
 * The frame of the sign-in pages (login, signup, forgotten password): not
 * indexed, breadcrumb 'Espace client', one heading. These pages are files of
 * src/pages, whose page context has no crumbs, so they draw their own.
 */
export function AuthPage({ title, crumb, path, description, width = 'narrow', children }: AuthPageProps) {
  const space = t('auth.crumb');
  const crumbs: Crumb[] = crumb ? [{ label: space, path: paths.login }, { label: crumb }] : [{ label: space }];
  return (
    <>
      <Seo title={title} description={description} path={path} noindex />
      <Breadcrumb crumbs={crumbs} />
      <div className={`container ${styles.page}`}>
        <div className={styles[width]}>
          <h1>{title}</h1>
          {children}
        </div>
      </div>
    </>
  );
}
