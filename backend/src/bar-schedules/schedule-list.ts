import type { BarScheduleSummary } from '@trefima/domain/bar-schedules/contract';
import type { Db } from '../db';
import { SHARED } from '../companies/scope';
import { madeByOf } from '../companies/made-by';
import { headerOf, type RevisionRow } from './schedule-revisions';

/** `jobSiteId`: the schedules whose latest revision is for that site; `personId`: those one of the company's people made. */
export function listSchedules(
  db: Db,
  customerId: number,
  limit: number,
  offset: number,
  jobSiteId?: number,
  personId?: number,
): { items: BarScheduleSummary[]; total: number } {
  const site = jobSiteId ?? null;
  const person = personId ?? null;
  const rows = db
    .prepare(
      `SELECT s.id, s.number, s.customer_id, s.updated_at, r.letter, r.status, r.job_site, r.job_site_id, r.drawing, r.title, r.schedule_date, r.row_count, r.mass_g
      FROM bar_schedule s JOIN bar_schedule_revision r ON r.id = (SELECT MAX(id) FROM bar_schedule_revision WHERE schedule_id = s.id)
      WHERE s.customer_id IN ${SHARED} AND (? IS NULL OR r.job_site_id = ?) AND (? IS NULL OR s.customer_id = ?)
      ORDER BY s.updated_at DESC, s.id DESC LIMIT ? OFFSET ?`,
    )
    .all(customerId, site, site, person, person, limit, offset) as (RevisionRow & { number: string; customer_id: number })[];
  const total = db
    .prepare(
      `SELECT COUNT(*) FROM bar_schedule s JOIN bar_schedule_revision r ON r.id = (SELECT MAX(id) FROM bar_schedule_revision WHERE schedule_id = s.id)
      WHERE s.customer_id IN ${SHARED} AND (? IS NULL OR r.job_site_id = ?) AND (? IS NULL OR s.customer_id = ?)`,
    )
    .pluck()
    .get(customerId, site, site, person, person) as number;
  const made = madeByOf(db);
  return {
    items: rows.map((r) => ({
      id: r.id,
      number: r.number,
      revision: r.letter,
      status: r.status,
      header: headerOf(r),
      row_count: r.row_count,
      mass_g: r.mass_g,
      updated_at: r.updated_at,
      ...made(r.customer_id),
    })),
    total,
  };
}
