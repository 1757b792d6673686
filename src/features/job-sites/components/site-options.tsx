import type { JobSite } from '@trefima/domain/job-sites/contract';
import { t } from '@trefima/domain/i18n/t';

interface SiteOptionsProps {
  sites: JobSite[];
  /** the empty choice's words: « Aucun chantier », « Tous les chantiers »… */
  none: string;
  /** a site chosen earlier that the list no longer has (archived since), kept so that the select still shows it */
  kept?: { id: number; name: string } | null;
}

/** A site select's options, the same in every feature that offers one: the empty choice, then the sites, an archived one said so. */
export function SiteOptions({ sites, none, kept = null }: SiteOptionsProps) {
  return (
    <>
      <option value="">{none}</option>
      {kept && !sites.some((s) => s.job_site_id === kept.id) && <option value={kept.id}>{kept.name}</option>}
      {sites.map((s) => (
        <option key={s.job_site_id} value={s.job_site_id}>
          {s.archived ? t('jobSites.option.archived', { name: s.name }) : s.name}
        </option>
      ))}
    </>
  );
}
