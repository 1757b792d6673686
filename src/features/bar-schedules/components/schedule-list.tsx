import { Link } from 'gatsby';
import { useState } from 'react';
import { formatDecimal } from '@trefima/domain/i18n/format';
import { formatDate } from '@trefima/domain/i18n/format-dates';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../../../lib/routes';
import { DocumentFilters, DocumentTable, type DocumentListProps } from '../../documents';
import { downloadBvbs, downloadPdf, duplicateSchedule, useSchedules } from '../api';
import type { BarScheduleSummary } from '@trefima/domain/bar-schedules/contract';
import * as styles from './schedule-editor.module.css';
import { listPath } from '../../../lib/list-params';

const STATUS: Record<BarScheduleSummary['status'], string> = {
  draft: t('barSchedule.status.draft'),
  sent: t('barSchedule.status.sent'),
  ordered: t('barSchedule.status.ordered'),
};

export const scheduleHref = (id: number) => `${paths.barSchedule}?id=${id}`;

/** The customer's schedules, the latest changed first: number and revision, chantier, status, tonnage; open or duplicate each. */
export function ScheduleList({ customerId, page, jobSite, person = null }: DocumentListProps) {
  const filters = { jobSite, person };
  const remote = useSchedules(customerId, page, filters);
  const [message, setMessage] = useState<{ text: string; error?: boolean; id?: number } | null>(null);
  const attempt = async (work: () => Promise<{ text: string; id?: number }>) => {
    try {
      setMessage(await work());
    } catch (e) {
      setMessage({ text: e instanceof Error ? e.message : t('barSchedule.actions.unknown'), error: true });
    }
  };
  const duplicate = (s: BarScheduleSummary) =>
    attempt(async () => {
      const copy = await duplicateSchedule(s.id);
      return { text: t('barSchedule.list.duplicated', { number: s.number, copy: copy.number }), id: copy.id };
    });
  const download = (s: BarScheduleSummary, kind: 'pdf' | 'bvbs') =>
    attempt(async () => {
      await (kind === 'pdf' ? downloadPdf : downloadBvbs)(s.id, s.revision);
      return { text: kind === 'pdf' ? t('barSchedule.actions.pdf') : t('barSchedule.list.bvbsDone', { number: s.number }) };
    });
  return (
    <>
      <p>
        <Link to={paths.barSchedule}>{t('barSchedule.list.new')}</Link>
      </p>
      <DocumentFilters customerId={customerId} base={paths.barSchedules} filters={filters} />
      <DocumentTable
        remote={remote}
        caption={t('barSchedule.list.caption')}
        empty={t('barSchedule.list.empty')}
        columns={[
          {
            header: t('barSchedule.list.number'),
            cell: (s) => (
              // named by its visible number first, then by what it opens (WCAG 2.5.3): said by voice as seen, it is reached
              <Link to={scheduleHref(s.id)} aria-label={t('barSchedule.list.open', { number: s.number, revision: s.revision })}>
                {t('barSchedule.list.numberValue', { number: s.number, revision: s.revision })}
              </Link>
            ),
          },
          { header: t('barSchedule.list.jobSite'), cell: (s) => [s.header.job_site, s.header.title].filter(Boolean).join(' – ') },
          { header: t('barSchedule.list.date'), cell: (s) => formatDate(s.header.date) },
          { header: t('barSchedule.list.status'), cell: (s) => STATUS[s.status] },
          // a company's schedules say who of its people made each (issue 46); a private buyer's list has no such column
          ...(remote.data?.items.some((s) => s.made_by)
            ? [{ header: t('barSchedule.list.madeBy'), cell: (s: BarScheduleSummary) => s.made_by?.name ?? '—' }]
            : []),
          {
            header: t('barSchedule.list.mass'),
            num: true,
            cell: (s) => t('barSchedule.list.massValue', { t: formatDecimal(s.mass_g / 1e6, { decimals: 3 }) }),
          },
          {
            header: t('barSchedule.list.actions'),
            cell: (s) => (
              <span className={styles.rowActions}>
                {(
                  [
                    [() => download(s, 'pdf'), t('barSchedule.list.pdf'), t('barSchedule.list.pdfName', { number: s.number })],
                    [() => download(s, 'bvbs'), t('barSchedule.list.bvbs'), t('barSchedule.list.bvbsName', { number: s.number })],
                    [() => duplicate(s), t('barSchedule.list.duplicate'), t('barSchedule.list.duplicateName', { number: s.number })],
                  ] as const
                ).map(([act, label, name]) => (
                  <button key={label} type="button" className={styles.secondaryButton} onClick={() => void act()} aria-label={name}>
                    {label}
                  </button>
                ))}
              </span>
            ),
          },
        ]}
        page={page}
        path={listPath(paths.barSchedules, filters)}
      />
      <div aria-live="polite">
        {message && (
          <p className={message.error ? styles.error : undefined}>
            {message.text} {message.id && <Link to={scheduleHref(message.id)}>{t('barSchedule.list.openCopy')}</Link>}
          </p>
        )}
      </div>
    </>
  );
}
