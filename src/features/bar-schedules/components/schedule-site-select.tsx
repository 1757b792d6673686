import { useId } from 'react';
import type { BarScheduleHeader } from '../../../contract/bar-schedules';
import { useJobSites } from '../../job-sites/api';
import { t } from '../../../i18n/t';
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
  const sites = useJobSites(customerId, false);
  const items = sites.data?.items ?? [];
  if (!items.length) return null;
  const value = header.job_site_id ?? null;
  return (
    <label htmlFor={id} className={styles.field}>
      {t('barSchedule.header.accountSite')}
      <select
        id={id}
        value={value === null ? '' : String(value)}
        disabled={readOnly}
        onChange={(e) => {
          const site = items.find((s) => String(s.job_site_id) === e.target.value);
          onChange(site ? { ...header, job_site_id: site.job_site_id, job_site: site.name.slice(0, 120) } : { ...header, job_site_id: null });
        }}
      >
        <option value="">{t('barSchedule.header.noAccountSite')}</option>
        {value !== null && !items.some((s) => s.job_site_id === value) && <option value={value}>{header.job_site}</option>}
        {items.map((s) => (
          <option key={s.job_site_id} value={s.job_site_id}>
            {s.name}
          </option>
        ))}
      </select>
    </label>
  );
}
