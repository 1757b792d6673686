import { Link } from 'gatsby';
import { useEffect, useState } from 'react';
import { useSession } from '../../hooks/use-session';
import { paths } from '../../lib/routes';
import { redirectParam, safeRedirect } from '../../lib/safe-redirect';
import { LoginForm } from './login-form';
import * as styles from './account.module.css';

/**
 * The login page's content: the form, or a note when a session is already
 * open; then the ways to an account. The target comes from the URL
 * (/connexion/%2Fmes-devis or ?redirect=) and is read once mounted, so that
 * the built HTML and the first render agree; `at` is the page's location, to
 * read it again when it changes.
 */
export function LoginPanel({ at }: { at: string }) {
  const { customer } = useSession();
  const [target, setTarget] = useState(paths.account as string);
  // window.location, not Gatsby's location: the latter re-encodes the path (%2F becomes %252F)
  useEffect(() => setTarget(safeRedirect(redirectParam(window.location.pathname, window.location.search), paths.account)), [at]);
  const carry = target === paths.account ? '' : `?redirect=${encodeURIComponent(target)}`;
  return (
    <>
      {customer ? (
        <div className={styles.notice}>
          <p>
            Vous êtes connecté en tant que {customer.first_name} {customer.last_name} ({customer.email}).
          </p>
          <Link to={target} className={styles.button}>
            Continuer
          </Link>
        </div>
      ) : (
        <LoginForm target={target} />
      )}
      <ul className={styles.links}>
        <li>
          <Link to={paths.rewind}>Mot de passe oublié ?</Link>
        </li>
      </ul>
      <section className={styles.aside} aria-labelledby="login-new">
        <h2 id="login-new">Pas encore de compte ?</h2>
        <p>Créez votre compte en quelques minutes pour commander en ligne, demander des devis et suivre vos commandes.</p>
        <p>
          <Link to={`${paths.signup}${carry}`} className={styles.secondary}>
            Créer un compte
          </Link>
        </p>
        <p>
          Vous êtes une entreprise du bâtiment ?{' '}
          <Link to={paths.proRequest}>Demander l’ouverture d’un compte professionnel</Link>
        </p>
      </section>
    </>
  );
}
