import { AuthPage } from '../components/account/auth-page';
import { RewindForm } from '../components/account/rewind-form';
import { paths } from '../lib/routes';

/** Forgotten password: the reset link is sent by e-mail. */
export default function RewindPage() {
  return (
    <AuthPage title="Mot de passe oublié" crumb="Mot de passe oublié" path={paths.rewind}>
      <RewindForm />
    </AuthPage>
  );
}
