import { Link } from 'gatsby';
import type { ReactNode } from 'react';
import { useSession } from '../../session';
import { paths } from '../../../lib/routes';
import { t } from '@trefima/domain/i18n/t';

/** Who the session is, with the way to the account; `fallback` once the session turns out to be over. */
export default function SignedInAs({ fallback }: { fallback: ReactNode }) {
  const { customer, isLoading } = useSession();
  if (customer)
    return (
      <p>
        {t('auth.loginPanel.connectedAs', { firstName: customer.first_name, lastName: customer.last_name, email: customer.email })}{' '}
        <Link to={paths.account}>{t('auth.loginPanel.account')}</Link>
      </p>
    );
  if (isLoading) return <p aria-hidden="true">&nbsp;</p>;
  return <>{fallback}</>;
}
