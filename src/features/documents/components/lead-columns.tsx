import { Link } from 'gatsby';
import type { TimeZone } from '@trefima/domain/calendar/time-zones';
import { formatDate } from '@trefima/domain/i18n/format-dates';
import { t } from '@trefima/domain/i18n/t';
import type { DocumentColumn } from './document-table';

interface Listed {
  id: number;
  number: string;
  created_at: string;
  time_zone: TimeZone;
  status_label: string;
}

/** The columns an order's or a quotation's list opens with: its number, a link to it that says which, its date and its status. */
export function leadColumns<D extends Listed>(base: string, linkLabel: (number: string) => string): DocumentColumn<D>[] {
  return [
    {
      header: t('documents.column.number'),
      cell: (d) => (
        <Link to={`${base}/${d.id}`} aria-label={linkLabel(d.number)}>
          {d.number}
        </Link>
      ),
    },
    { header: t('documents.column.date'), cell: (d) => formatDate(d.created_at, d.time_zone) },
    { header: t('documents.column.status'), cell: (d) => d.status_label },
  ];
}

/**
 * « Passée par », « Demandé par »: a company's documents say who of its
 * people made each (`made_by`); a private buyer's carry no maker, and his
 * list no such column.
 */
export function makerColumns<D extends { made_by?: { name: string } }>(items: readonly D[] | undefined, header: string): DocumentColumn<D>[] {
  return items?.some((d) => d.made_by) ? [{ header, cell: (d) => d.made_by?.name ?? '—' }] : [];
}
