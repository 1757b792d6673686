import { useId } from 'react';
import type { BarScheduleHeader } from '@trefima/domain/bar-schedules/contract';
import { useSiteChoices, SiteOptions } from '../../job-sites';
import { t } from '@trefima/domain/i18n/t';
import * as styles from './schedule-editor.module.css';

interface ScheduleSiteSelectProps {
  customerId: number;
  header: BarScheduleHeader;
  readOnly: boolean;
  onChange: (header: BarScheduleHeader) => void;
}

/**
 * The customer's job site the schedule is for: picking one names the
 * header's « Chantier » after it, and its quotation is then for that site.
 * Loaded for a signed-in customer who has open sites only.
 */
export default function ScheduleSiteSelect({ customerId, header, readOnly, onChange }: ScheduleSiteSelectProps) {
  const id = useId();
  const { sites } = useSiteChoices(customerId, false);
  if (!sites.length) return null;
  const value = header.job_site_id ?? null;
  return (
    <label htmlFor={id} className={styles.field}>
      {t('barSchedule.header.accountSite')}
      <select
        id={id}
        value={value === null ? '' : String(value)}
        disabled={readOnly}
        onChange={(e) => {
          const site = sites.find((s) => String(s.job_site_id) === e.target.value);
          onChange(site ? { ...header, job_site_id: site.job_site_id, job_site: site.name.slice(0, 120) } : { ...header, job_site_id: null });
        }}
      >
        <SiteOptions sites={sites} none={t('barSchedule.header.noAccountSite')} kept={value === null ? null : { id: value, name: header.job_site }} />
      </select>
    </label>
  );
}
