import { Link } from 'gatsby';
import { useEffect, useState } from 'react';
import { hasSessionToken } from '../../session';
import { paths } from '../../../lib/routes';
import { t } from '@trefima/domain/i18n/t';
import { lazyPart } from '../../../lib/lazy-part';
import { PartBoundary } from '../../../components/common/part-boundary';

// who the buyer is signed in as loads only for a buyer who has a session: the session's client is not the signup page's first load
const SignedInAs = lazyPart(() => import('./signed-in-as'));

/**
 * The signup page's first line. A visitor is offered the sign-in page; a
 * buyer whose session is open (he followed a link to /inscription) is told
 * who he is signed in as, and is never asked to sign in while his session
 * is being read. The paragraph stays, so that the form below does not move.
 */
export function SignupAlready() {
  // the built HTML knows no session: the cookie is read once mounted
  const [session, setSession] = useState(false);
  useEffect(() => setSession(hasSessionToken()), []);
  const offer = (
    <p>
      {t('auth.signup.already')} <Link to={paths.login}>{t('auth.signup.login')}</Link>.
    </p>
  );
  if (!session) return offer;
  return (
    <PartBoundary fallback={<p aria-hidden="true">&nbsp;</p>}>
      <SignedInAs fallback={offer} />
    </PartBoundary>
  );
}
