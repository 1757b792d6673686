import { memo } from 'react';
import type { BarScheduleHeader } from '@trefima/domain/bar-schedules/contract';
import { t } from '@trefima/domain/i18n/t';
import { lazyPart } from '../../../lib/lazy-part';
import { PartBoundary } from '../../../components/common/part-boundary';
import * as styles from './schedule-editor.module.css';

export interface ScheduleHeaderFieldsProps {
  header: BarScheduleHeader;
  /** the saved schedule's number and revision letter; none for a draft */
  saved: { number: string; revision: string } | null;
  readOnly: boolean;
  onChange: (header: BarScheduleHeader) => void;
  /** a signed-in customer may pick one of his job sites */
  customerId: number | null;
}

// the job sites' list loads for a signed-in customer only
const ScheduleSiteSelect = lazyPart(() => import('./schedule-site-select'));

const FIELDS = [
  { key: 'job_site', label: t('barSchedule.header.jobSite'), max: 120 },
  { key: 'drawing', label: t('barSchedule.header.drawing'), max: 60 },
  { key: 'title', label: t('barSchedule.header.title'), max: 120 },
] as const;

/** The schedule's header: chantier, plan, object and date; its number and revision once saved. */
export const ScheduleHeaderFields = memo(function ScheduleHeaderFields({ header, saved, readOnly, onChange, customerId }: ScheduleHeaderFieldsProps) {
  return (
    <fieldset className={styles.header}>
      <legend className="visually-hidden">{t('barSchedule.header.legend')}</legend>
      {customerId !== null && (
        <PartBoundary fallback={null}>
          <ScheduleSiteSelect customerId={customerId} header={header} readOnly={readOnly} onChange={onChange} />
        </PartBoundary>
      )}
      {FIELDS.map((f) => (
        <label key={f.key} className={styles.field}>
          {f.label}
          <input value={header[f.key]} maxLength={f.max} readOnly={readOnly} onChange={(e) => onChange({ ...header, [f.key]: e.target.value })} />
        </label>
      ))}
      <label className={styles.field}>
        {t('barSchedule.header.date')}
        <input type="date" value={header.date} readOnly={readOnly} required onChange={(e) => onChange({ ...header, date: e.target.value })} />
      </label>
      <p className={styles.field}>
        <span>{t('barSchedule.header.reference')}</span>
        <strong>{saved ? t('barSchedule.header.savedAs', { number: saved.number, revision: saved.revision }) : t('barSchedule.header.unsaved')}</strong>
      </p>
    </fieldset>
  );
});
