import { navigate } from 'gatsby';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { t } from '@trefima/domain/i18n/t';
import type { Customer } from '@trefima/domain/contract';
import { hasSessionToken, useSession, useSessionToken } from '../../session';
import { paths } from '../../../lib/routes';
import { logout } from '../session-actions';
import { ErrorRetry } from '../../../components/common/error-retry';
import * as styles from '../../../styles/account.module.css';

export interface AccountSession {
  customer: Customer;
  /** the customer as the API now has it (after an update), or fetched again */
  refresh: (customer?: Customer) => Promise<unknown>;
  /**
   * logs out (or ends the session another way: every session at once) and goes
   * home, without the detour by the login page; a failure is thrown and the
   * session kept
   */
  signOut: (end?: () => Promise<unknown>) => Promise<void>;
}

/**
 * The customer space needs a session. While /user/logged answers, a status
 * says so; without a session (no token cookie, or the API no longer knows it)
 * the visitor goes to /connexion/<this page, encoded>, which brings him back
 * after logging in. The first render is the loading one, like the built HTML.
 */
export function RequireSession({ children }: { children: (session: AccountSession) => ReactNode }) {
  useSessionToken(); // re-render when the token changes (login elsewhere, reset, logout)
  const { customer, user, error, mutate } = useSession();
  const [mounted, setMounted] = useState(false);
  const leaving = useRef(false);
  useEffect(() => setMounted(true), []);
  // the mark of NO_SESSION_SCRIPT follows the session once the page lives (a sign-in, a sign-out elsewhere)
  useEffect(() => void document.documentElement.classList.toggle('session-absent', !hasSessionToken()));
  const mustLogin = mounted && !leaving.current && !hasSessionToken();

  useEffect(() => {
    if (!mustLogin) return;
    const here = `${window.location.pathname}${window.location.search}`;
    navigate(`${paths.login}/${encodeURIComponent(here)}`, { replace: true });
  }, [mustLogin]);

  if (mounted && customer && !leaving.current) {
    return (
      <>
        {children({
          customer,
          refresh: (next) => (next ? mutate({ user, customer: next }) : mutate()),
          signOut: async (end = logout) => {
            leaving.current = true;
            try {
              await end();
            } catch (e) {
              leaving.current = false;
              throw e;
            }
            navigate(paths.home);
          },
        })}
      </>
    );
  }
  if (mounted && error && !mustLogin) {
    return <ErrorRetry error={error as Error} retry={() => void mutate()} />;
  }
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: NO_SESSION_SCRIPT }} />
      <p role="status" className={styles.session}>
        {mustLogin ? t('account.session.redirect') : t('account.session.loading')}
      </p>
    </>
  );
}

/**
 * Runs as the built page is parsed, before its first paint: without a session
 * cookie the visitor is going to be sent to the sign-in page, so the status
 * takes a whole screen at once (account.module.css). The footer is then below
 * the fold from the first paint to the sign-in page, and nothing on the screen
 * moves while the redirection waits on a slow network.
 */
// the session's cookie is jwt_token (shop-client/session-events.ts), read here as hasSessionToken reads it
const NO_SESSION_SCRIPT = "if(!/(?:^|; )jwt_token=/.test(document.cookie))document.documentElement.classList.add('session-absent')";
