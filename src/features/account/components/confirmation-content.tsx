import { Link } from 'gatsby';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../../../lib/routes';
import { confirmedForm } from './confirmed-forms';
import * as actions from '../../../components/ui/action-row.module.css';
import * as styles from '../../../styles/account.module.css';

// one literal id per message: the build writes each text in place of its id
const WORDS: Record<string, { title: string; text: string }> = {
  default: { title: t('confirmation.default.title'), text: t('confirmation.default.text') },
  contact: { title: t('confirmation.contact.title'), text: t('confirmation.contact.text') },
  diagnostic: { title: t('confirmation.diagnostic.title'), text: t('confirmation.diagnostic.text') },
  entretien: { title: t('confirmation.entretien.title'), text: t('confirmation.entretien.text') },
  partenaire: { title: t('confirmation.partenaire.title'), text: t('confirmation.partenaire.text') },
  'candidature-spontanee': { title: t('confirmation.candidature-spontanee.title'), text: t('confirmation.candidature-spontanee.text') },
  candidature: { title: t('confirmation.candidature.title'), text: t('confirmation.candidature.text') },
  echantillon: { title: t('confirmation.echantillon.title'), text: t('confirmation.echantillon.text') },
  catalogue: { title: t('confirmation.catalogue.title'), text: t('confirmation.catalogue.text') },
  etude: { title: t('confirmation.etude.title'), text: t('confirmation.etude.text') },
  inscription: { title: t('confirmation.inscription.title'), text: t('confirmation.inscription.text') },
  devis: { title: t('confirmation.devis.title'), text: t('confirmation.devis.text') },
};

/** The words of the confirmation page of a form, and the way back. */
export function ConfirmationContent({ form, reference }: { form: string; reference?: string | null }) {
  const key = confirmedForm(form);
  const words = WORDS[key] ?? WORDS.default;
  const extra =
    key === 'inscription'
      ? { to: paths.account, label: t('account.confirmation.toAccount') }
      : key === 'devis'
        ? { to: paths.quotations, label: t('account.confirmation.toQuotations') }
        : null;
  return (
    <div className={styles.page}>
      <h1>{words.title}</h1>
      <p>{words.text}</p>
      {reference && (
        <p>
          {t('account.confirmation.reference')} <strong>{reference}</strong>
        </p>
      )}
      <p className={actions.row}>
        {extra && (
          <Link to={extra.to} className={actions.secondary}>
            {extra.label}
          </Link>
        )}
        <Link to={paths.home} className={styles.button}>
          {t('confirmation.home')}
        </Link>
      </p>
    </div>
  );
}
