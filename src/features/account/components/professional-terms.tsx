import { Link } from 'gatsby';
import type { Customer } from '@trefima/domain/contract';
import { t } from '@trefima/domain/i18n/t';
import { customerTypes } from '@trefima/domain/forms/options';
import { paths } from '../../../lib/routes';
import { Facts } from '../../../components/ui/card';
import * as styles from '../../../styles/account.module.css';

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
      <Facts
        className={styles.termsList}
        rows={[
          [t('account.terms.type'), customerTypes[customer.type]],
          pro && !!customer.company && [t('account.terms.company'), customer.company],
          pro && !!customer.siret && [t('account.terms.siret'), groupSiret(customer.siret)],
        ]}
      />
      {pro && !customer.professional_verified && <p className={styles.muted}>{t('account.terms.pending')}</p>}
      {pro ? (
        <p className={styles.muted}>
          {t('account.terms.change')} <Link to={paths.contact}>{t('account.terms.contact')}</Link>.
        </p>
      ) : (
        <p>
          {t('auth.proRequest.question')} <Link to={paths.proRequest}>{t('auth.proRequest.link')}</Link>
        </p>
      )}
    </div>
  );
}
