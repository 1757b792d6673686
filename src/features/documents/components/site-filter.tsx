import { useId } from 'react';
import { useSiteChoices, SiteOptions } from '../../job-sites';
import { t } from '@trefima/domain/i18n/t';
import * as styles from './documents.module.css';
import { listPath } from '../../../lib/list-params';
import { listTo } from './person-filter';

interface SiteFilterProps {
  customerId: number;
  /** the list's page, "/mes-commandes" */
  base: string;
  value: number | null;
  /** the person the list is narrowed to as well (`?personne=7`), kept when the site changes */
  person?: number | null;
}

/**
 * The documents of one job site (archived ones included: their orders stay
 * findable). Shown only to a customer who has sites; the choice is in the
 * address (?chantier=12), so that a filtered list can be bookmarked and shared.
 * A change shows the list at once, the select keeping the focus (`listTo`).
 */
export function SiteFilter({ customerId, base, value, person = null }: SiteFilterProps) {
  const id = useId();
  const { sites } = useSiteChoices(customerId, true);
  if (!sites.length) return null;
  return (
    <p className={styles.filter}>
      <label htmlFor={id}>{t('documents.siteFilter.label')}</label>{' '}
      <select
        id={id}
        value={value === null ? '' : String(value)}
        onChange={(e) => listTo(base, listPath(base, { jobSite: Number(e.target.value) || null, person }))}
      >
        <SiteOptions sites={sites} none={t('documents.siteFilter.all')} />
      </select>
    </p>
  );
}
