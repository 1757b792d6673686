import type { BarSchedule, BarScheduleHeader, BarScheduleRow } from '@trefima/domain/bar-schedules/contract';
import type { BarScheduleRowInput } from '@trefima/domain/bar-schedules/requests';
import type { Db } from '../db';
import { DomainError } from '../shared/errors';
import type { ScheduleFigures } from './bar-schedule-view';

export interface RevisionRow {
  id: number;
  schedule_id: number;
  letter: string;
  status: 'draft' | 'sent' | 'ordered';
  job_site: string;
  job_site_id: number | null;
  drawing: string;
  title: string;
  schedule_date: string;
  rows: string;
  row_count: number;
  mass_g: number;
  created_at: string;
  updated_at: string;
}

/** A revision without its rows: what a schedule's list of revisions and its answer's header need. */
export type RevisionFacts = Omit<RevisionRow, 'rows'>;
export const FACTS = 'id, schedule_id, letter, status, job_site, job_site_id, drawing, title, schedule_date, row_count, mass_g, created_at, updated_at';

export interface ScheduleRow {
  id: number;
  number: string;
  customer_id: number;
  created_at: string;
  updated_at: string;
}

/** Rows as they are written: their values, their JSON, and their figures, which the answer gives. */
export interface Stored {
  rows: BarScheduleRow[];
  text: string;
  worked: ScheduleFigures;
}

export interface ScheduleInput {
  header: BarScheduleHeader;
  rows: BarScheduleRowInput[];
}

export const notFound = () => new DomainError('NOT_FOUND', 'Cette nomenclature est introuvable.');
export const revisionNotFound = (letter?: string) => new DomainError('NOT_FOUND', `La révision ${letter} de cette nomenclature est introuvable.`);

/** A, B… Z, then AA, AB…: the letters of the revisions of a schedule. */
export const nextLetter = (letter: string): string => {
  if (letter === 'Z') return 'AA';
  const last = letter.at(-1)!;
  return last === 'Z' ? nextLetter(letter.slice(0, -1)) + 'A' : letter.slice(0, -1) + String.fromCharCode(last.charCodeAt(0) + 1);
};

export const viewOf = (schedule: ScheduleRow, revision: RevisionFacts, all: RevisionFacts[], worked: ScheduleFigures): BarSchedule => ({
  id: schedule.id,
  number: schedule.number,
  revision: revision.letter,
  status: revision.status,
  editable: !all.some((r) => r.status === 'ordered'),
  header: headerOf(revision),
  ...worked,
  revisions: all.map((r) => ({ letter: r.letter, status: r.status, created_at: r.created_at, mass_g: r.mass_g })),
  created_at: schedule.created_at,
  updated_at: schedule.updated_at,
});

const headerValues = (h: BarScheduleHeader) => [h.job_site.trim(), h.job_site_id ?? null, h.drawing.trim(), h.title.trim(), h.date] as const;

export const headerOf = (r: Pick<RevisionRow, 'job_site' | 'job_site_id' | 'drawing' | 'title' | 'schedule_date'>): BarScheduleHeader => ({
  job_site: r.job_site,
  job_site_id: r.job_site_id,
  drawing: r.drawing,
  title: r.title,
  date: r.schedule_date,
});

export const copyTitle = (title: string) => (title ? `${title} (copie)`.slice(0, 120) : 'Copie');

export function insertRevision(db: Db, scheduleId: number, letter: string, header: BarScheduleHeader, { rows, text, worked }: Stored, at: string) {
  db.prepare(
    `INSERT INTO bar_schedule_revision (schedule_id, letter, job_site, job_site_id, drawing, title, schedule_date, rows, row_count, mass_g, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(scheduleId, letter, ...headerValues(header), text, rows.length, worked.totals.mass_g, at, at);
}

export function writeRevision(db: Db, revisionId: number, header: BarScheduleHeader, { rows, text, worked }: Stored, at: string) {
  db.prepare(
    'UPDATE bar_schedule_revision SET job_site = ?, job_site_id = ?, drawing = ?, title = ?, schedule_date = ?, rows = ?, row_count = ?, mass_g = ?, updated_at = ? WHERE id = ?',
  ).run(...headerValues(header), text, rows.length, worked.totals.mass_g, at, revisionId);
}
