import { Link } from 'gatsby';
import type { Customer } from '@trefima/domain/contract';
import { formatSiret } from '@trefima/domain/i18n/format';
import { t } from '@trefima/domain/i18n/t';
import { customerTypes } from '@trefima/domain/forms/options';
import { paths } from '../../../lib/routes';
import { Facts } from '../../../components/ui/card';
import * as styles from '../../../styles/account.module.css';

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
          pro && !!customer.siret && [t('account.terms.siret'), formatSiret(customer.siret)],
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
