import type { JobSite } from '@trefima/domain/job-sites/contract';
import { t } from '@trefima/domain/i18n/t';
import { JobSiteCard, type JobSiteCardProps } from './job-site-card';
import * as panel from '../../../components/ui/panel.module.css';

export interface JobSiteListProps extends Omit<JobSiteCardProps, 'site' | 'pending'> {
  sites: readonly JobSite[];
  /** the archived sites are listed too (after the open ones, as the API sorts them) */
  withArchived: boolean;
  /** the site whose action is under way */
  pendingId: number | null;
}

/** The customer's sites as cards, or what a site is for when he has none yet. */
export function JobSiteList({ sites, withArchived, pendingId, ...actions }: JobSiteListProps) {
  // a role that may not create one is not told to
  const empty = withArchived ? t('jobSites.emptyArchived') : actions.readOnly ? t('jobSites.emptyReadOnly') : t('jobSites.empty');
  if (sites.length === 0) return <p className={panel.empty}>{empty}</p>;
  return (
    <ul className="card-grid" aria-label={t('jobSites.list')}>
      {sites.map((s) => (
        <li key={s.job_site_id}>
          <JobSiteCard site={s} pending={pendingId === s.job_site_id} {...actions} />
        </li>
      ))}
    </ul>
  );
}
