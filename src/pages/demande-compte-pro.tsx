import { AskToCreateForm } from '../features/account/components/ask-to-create-form';
import { AuthPage } from '../features/account/components/auth-page';
import { paths } from '../lib/routes';

/** A professional asks the sales team to open his account. */
export default function ProRequestPage() {
  return (
    <AuthPage
      title="Demander l’ouverture d’un compte professionnel"
      crumb="Compte professionnel"
      path={paths.proRequest}
      width="medium"
      description="Entreprises du bâtiment : demandez l’ouverture de votre compte professionnel Trefima."
    >
      <p>Notre service commercial étudie votre demande et vous répond sous 48 heures. Vous recevrez alors un lien pour choisir votre mot de passe.</p>
      <AskToCreateForm />
    </AuthPage>
  );
}
