import { navigate } from 'gatsby';
import { useId } from 'react';
import { useJobSites } from '../../job-sites/api';
import { t } from '../../../i18n/t';
import * as styles from './documents.module.css';

interface SiteFilterProps {
  customerId: number;
  /** the list's page, "/mes-commandes" */
  base: string;
  value: number | null;
}

/**
 * The documents of one job site (archived ones included: their orders stay
 * findable). Shown only to a customer who has sites; the choice is in the
 * address (?chantier=12), so that a filtered list can be bookmarked and shared.
 */
export function SiteFilter({ customerId, base, value }: SiteFilterProps) {
  const id = useId();
  const sites = useJobSites(customerId, true);
  const items = sites.data?.items ?? [];
  if (!items.length) return null;
  return (
    <p className={styles.filter}>
      <label htmlFor={id}>{t('documents.siteFilter.label')}</label>{' '}
      <select id={id} value={value === null ? '' : String(value)} onChange={(e) => void navigate(e.target.value ? `${base}?chantier=${e.target.value}` : base)}>
        <option value="">{t('documents.siteFilter.all')}</option>
        {items.map((s) => (
          <option key={s.job_site_id} value={s.job_site_id}>
            {s.archived ? t('documents.siteFilter.archived', { name: s.name }) : s.name}
          </option>
        ))}
      </select>
    </p>
  );
}
