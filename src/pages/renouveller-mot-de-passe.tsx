import { AuthPage } from '../features/account/components/auth-page';
import { RewindForm } from '../features/account/components/rewind-form';
import { paths } from '../lib/routes';

/** Forgotten password: the reset link is sent by e-mail. */
export default function RewindPage() {
  return (
    <AuthPage title="Mot de passe oublié" crumb="Mot de passe oublié" path={paths.rewind}>
      <RewindForm />
    </AuthPage>
  );
}
