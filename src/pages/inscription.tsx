import { Link, type PageProps } from 'gatsby';
import { useEffect, useState } from 'react';
import { AuthPage } from '../features/account/components/auth-page';
import { SignupForm } from '../features/account/components/signup-form';
import { paths } from '../lib/routes';
import { redirectParam, safeRedirect } from '../lib/safe-redirect';
import * as styles from '../features/account/components/account.module.css';

/** Signup for private buyers and professionals; then logged in, on to /mon-compte or `?redirect=`. */
export default function SignupPage({ location }: PageProps) {
  const [target, setTarget] = useState<string>(paths.account);
  useEffect(() => setTarget(safeRedirect(redirectParam(window.location.pathname, window.location.search), paths.account)), [location.search]);
  return (
    <AuthPage
      title="Créer un compte"
      crumb="Créer un compte"
      path={paths.signup}
      width="medium"
      description="Créez votre compte client Trefima, particulier ou professionnel."
    >
      <p>
        Déjà client ? <Link to={paths.login}>Connectez-vous</Link>.
      </p>
      <SignupForm target={target} />
      <section className={styles.aside} aria-labelledby="signup-pro">
        <h2 id="signup-pro">Entreprise du bâtiment ?</h2>
        <p>Notre service commercial peut ouvrir votre compte professionnel et vous faire bénéficier de conditions adaptées.</p>
        <p>
          <Link to={paths.proRequest}>Demander l’ouverture d’un compte professionnel</Link>
        </p>
      </section>
    </AuthPage>
  );
}
