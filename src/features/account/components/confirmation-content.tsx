import { Link } from 'gatsby';
import { account as m } from '../../../i18n/fr/account';
import { paths } from '../../../lib/routes';
import { confirmedForm } from './confirmed-forms';
import * as styles from './account.module.css';

/** The words of the confirmation page of a form, and the way back. */
export function ConfirmationContent({ form, reference }: { form: string; reference?: string | null }) {
  const key = confirmedForm(form);
  const extra =
    key === 'inscription' ? { to: paths.account, label: 'Accéder à mon compte' } : key === 'devis' ? { to: paths.quotations, label: 'Voir mes devis' } : null;
  return (
    <div className={styles.page}>
      <h1>{m[`confirmation.${key}.title` as keyof typeof m]}</h1>
      <p>{m[`confirmation.${key}.text` as keyof typeof m]}</p>
      {reference && (
        <p>
          Référence de votre demande : <strong>{reference}</strong>
        </p>
      )}
      <p className={styles.actions}>
        {extra && (
          <Link to={extra.to} className={styles.secondary}>
            {extra.label}
          </Link>
        )}
        <Link to={paths.home} className={styles.button}>
          {m['confirmation.home']}
        </Link>
      </p>
    </div>
  );
}
