import { Link, navigate } from 'gatsby';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../session';
import { logout } from '../session-actions';
import { paths } from '../../../lib/routes';
import { redirectParam, safeRedirect } from '../../../lib/safe-redirect';
import { t } from '@trefima/domain/i18n/t';
import { LoginForm } from './login-form';
import * as panel from '../../../components/ui/panel.module.css';
import * as actions from '../../../components/ui/action-row.module.css';
import * as styles from '../../../styles/account.module.css';

/**
 * The login page's content: the form; then the ways to an account. The
 * target comes from the URL (/connexion/%2Fmes-devis or ?redirect=) and is
 * read once mounted, so that the built HTML and the first render agree; `at`
 * is the page's location, to read it again when it changes.
 *
 * A customer already logged in never gets the form: while his session loads,
 * a status; then, with a page to go back to, on to it; else what his session
 * is, the way to his account and a logout (the form comes back, focused).
 */
export function LoginPanel({ at }: { at: string }) {
  const { customer, isLoading } = useSession();
  const [target, setTarget] = useState(paths.account as string);
  const [loggedOut, setLoggedOut] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // window.location, not Gatsby's location: the latter re-encodes the path (%2F becomes %252F)
  useEffect(() => setTarget(safeRedirect(redirectParam(window.location.pathname, window.location.search), paths.account)), [at]);
  const asked = target !== paths.account;
  // a login from the form goes on by itself (login-form.tsx)
  const signingIn = useRef(false);
  useEffect(() => {
    if (customer && asked && !signingIn.current) void navigate(target, { replace: true });
  }, [customer, asked, target]);
  const carry = asked ? `?redirect=${encodeURIComponent(target)}` : '';

  const leave = async () => {
    setLeaving(true);
    await logout();
    setLeaving(false);
    setLoggedOut(true);
  };

  let main;
  if (isLoading || (customer && asked && !signingIn.current)) {
    main = (
      <p role="status" className={panel.notice}>
        {t('auth.loginPanel.checking')}
      </p>
    );
  } else if (customer) {
    main = (
      <div className={panel.notice}>
        <p>{t('auth.loginPanel.connectedAs', { firstName: customer.first_name, lastName: customer.last_name, email: customer.email })}</p>
        <p className={actions.row}>
          <Link to={paths.account} className={styles.button}>
            {t('auth.loginPanel.account')}
          </Link>
          <button type="button" className={actions.secondary} onClick={() => void leave()} aria-disabled={leaving || undefined}>
            {t('auth.loginPanel.logout')}
          </button>
        </p>
      </div>
    );
  } else {
    main = <LoginForm target={target} focusFirst={loggedOut} onLogin={() => (signingIn.current = true)} />;
  }

  return (
    <>
      {main}
      <ul className={styles.links}>
        <li>
          <Link to={paths.rewind}>{t('auth.loginPanel.forgotten')}</Link>
        </li>
      </ul>
      <section className={styles.aside} aria-labelledby="login-new">
        <h2 id="login-new">{t('auth.loginPanel.newTitle')}</h2>
        <p>{t('auth.loginPanel.newText')}</p>
        <p>
          <Link to={`${paths.signup}${carry}`} className={actions.secondary}>
            {t('auth.loginPanel.signup')}
          </Link>
        </p>
        <p>
          {t('auth.proRequest.question')} <Link to={paths.proRequest}>{t('auth.proRequest.link')}</Link>
        </p>
      </section>
    </>
  );
}
