import { Link } from 'gatsby';
import { AuthPage } from '../../features/account/components/auth-page';
import { paths } from '../../lib/routes';
import * as styles from '../../features/account/components/account.module.css';

/** After a new password was chosen. */
export default function NewPasswordConfirmationPage() {
  return (
    <AuthPage title="Mot de passe modifié" crumb="Mot de passe modifié" path={`${paths.newPassword}/confirmation`}>
      <p className={styles.notice}>Votre mot de passe a bien été modifié, vous pouvez vous connecter.</p>
      <p>
        <Link to={paths.login} className={styles.button}>
          Se connecter
        </Link>
      </p>
    </AuthPage>
  );
}
