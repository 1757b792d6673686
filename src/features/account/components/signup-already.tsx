import { Link } from 'gatsby';
import { useSession } from '../../session/api/use-session';
import { paths } from '../../../lib/routes';
import { t } from '../../../i18n/t';

/**
 * The signup page's first line. A visitor is offered the sign-in page; a
 * buyer whose session is open (he followed a link to /inscription) is told
 * who he is signed in as, and is not asked to sign in while his session is
 * being read. The paragraph stays, so that the form below does not move.
 */
export function SignupAlready() {
  const { customer, isLoading } = useSession();
  if (customer)
    return (
      <p>
        {t('auth.loginPanel.connectedAs', { firstName: customer.first_name, lastName: customer.last_name, email: customer.email })}{' '}
        <Link to={paths.account}>{t('auth.loginPanel.account')}</Link>
      </p>
    );
  if (isLoading) return <p aria-hidden="true">&nbsp;</p>;
  return (
    <p>
      {t('auth.signup.already')} <Link to={paths.login}>{t('auth.signup.login')}</Link>.
    </p>
  );
}
