import type { PageProps } from 'gatsby';
import { AuthPage, LoginPanel } from '../../features/account';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../../lib/routes';

/**
 * /connexion and /connexion/<target>: the target is a URL-encoded path of the
 * site (/connexion/%2Fmes-devis), or `?redirect=`; anything else leads to
 * /mon-compte (src/lib/safe-redirect.ts).
 */
export default function LoginPage({ location }: PageProps) {
  return (
    <AuthPage title={t('auth.login.title')} path={paths.login} description={t('auth.login.description')}>
      <LoginPanel at={location.pathname + location.search} />
    </AuthPage>
  );
}
