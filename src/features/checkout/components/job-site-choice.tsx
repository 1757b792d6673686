import { Link } from 'gatsby';
import { useId } from 'react';
import type { Customer } from '@trefima/domain/contract';
import { useSiteChoices, SiteOptions } from '../../job-sites';
import * as styles from './checkout.module.css';
import { t } from '@trefima/domain/i18n/t';

interface JobSiteChoiceProps {
  customer: Customer;
  value: number | null;
  /** the site chosen, with its address id; null for none */
  onChange: (site: { id: number; addressId: number } | null) => void;
}

/**
 * /adresse: the job site the order is for. A site's delivery goes to its
 * address, so choosing one chooses its address below. Shown to a customer
 * with open sites, and to a professional as a way to make one.
 */
export function JobSiteChoice({ customer, value, onChange }: JobSiteChoiceProps) {
  const id = useId();
  const { sites: items, loaded } = useSiteChoices(customer.customer_id, false);
  if (!items.length) {
    return customer.type === 'professionnel' && loaded ? (
      <p className={styles.muted}>
        {t('checkout.jobSite.none')} <Link to="/mes-chantiers">{t('checkout.jobSite.create')}</Link>
      </p>
    ) : null;
  }
  const chosen = items.find((s) => s.job_site_id === value);
  return (
    <section className={styles.section}>
      <label htmlFor={id} className={styles.choiceTitle}>
        {t('checkout.jobSite.label')}
      </label>
      <select
        id={id}
        className={styles.field}
        aria-describedby={`${id}-hint`}
        value={chosen ? String(chosen.job_site_id) : ''}
        onChange={(e) => {
          const site = items.find((s) => String(s.job_site_id) === e.target.value);
          onChange(site ? { id: site.job_site_id, addressId: site.address.address_id } : null);
        }}
      >
        <SiteOptions sites={items} none={t('checkout.jobSite.noSite')} />
      </select>
      <p id={`${id}-hint`} className={styles.muted}>
        {chosen ? t('checkout.jobSite.chosen', { name: chosen.name }) : t('checkout.jobSite.hint')}
      </p>
    </section>
  );
}
