import { Link } from 'gatsby';
import type { Customer } from '../../../contract';
import { customerTypes } from '../../../forms/options';
import { paths } from '../../../lib/routes';
import * as styles from './account.module.css';

/** "841 257 369 00014": the SIREN in threes, then the establishment's five digits. */
const groupSiret = (siret: string) => (/^\d{14}$/.test(siret) ? `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}` : siret);

type Terms = Pick<Customer, 'type' | 'company' | 'siret' | 'professional_verified'>;

/**
 * The account's status, company and SIRET, as text: they open professional
 * terms (discount, payment on account), so only the sales office sets them
 * and the API refuses a change from the profile. Each case says what the
 * customer can do instead.
 */
export function ProfessionalTerms({ customer }: { customer: Terms }) {
  const pro = customer.type === 'professionnel';
  return (
    <div className={styles.terms}>
      <dl className={styles.termsList}>
        <div>
          <dt>Type de compte</dt>
          <dd>{customerTypes[customer.type]}</dd>
        </div>
        {pro && customer.company && (
          <div>
            <dt>Société</dt>
            <dd>{customer.company}</dd>
          </div>
        )}
        {pro && customer.siret && (
          <div>
            <dt>SIRET</dt>
            <dd>{groupSiret(customer.siret)}</dd>
          </div>
        )}
      </dl>
      {pro && !customer.professional_verified && (
        <p className={styles.muted}>
          Vos conditions professionnelles (dont le paiement à 30 jours) s’ouvriront dès que notre service commercial aura vérifié votre compte.
        </p>
      )}
      {pro ? (
        <p className={styles.muted}>
          Pour changer de société ou de SIRET, <Link to={paths.contact}>contactez notre service commercial</Link>.
        </p>
      ) : (
        <p>
          Vous êtes une entreprise du bâtiment ? <Link to={paths.proRequest}>Demander l’ouverture d’un compte professionnel</Link>
        </p>
      )}
    </div>
  );
}
