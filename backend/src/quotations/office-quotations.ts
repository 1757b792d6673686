import { effectiveStatus, type QuotationStatus } from '@trefima/domain/quotations/lifecycle';
import type { Db } from '../db';
import type { Documents, QuotationRow } from '../documents/documents';
import type { QuotationAnswers } from './quotation-answer';

type Listed = QuotationRow & { email: string; first_name: string; last_name: string; company: string | null; territory: string };

const LISTED = `SELECT q.*, c.email, c.first_name, c.last_name, c.company, p.label AS territory FROM quotation q JOIN customer c ON c.id = q.customer_id
  JOIN sales_plan p ON p.id = q.sales_plan_id`;
const NEWEST = 'ORDER BY q.created_at DESC, q.id DESC';

/**
 * The back office's quotations, newest first, with who asked each and where; of one status, those that read it today
 * in their own territory, as the buyer reads them (effectiveStatus): nothing writes `expiree`, a proposal past its last
 * valid day reads it. The stored status is that status or `envoyee`, the only one whose reading moves with the day.
 */
export function officeQuotations(
  d: { db: Db; documents: Documents; answers: QuotationAnswers },
  status: QuotationStatus | null,
  limit: number,
  offset: number,
) {
  const { db } = d;
  let rows: Listed[];
  let total: number;
  if (status) {
    const ids = reading(d, status);
    const page = ids.slice(offset, offset + limit);
    rows = db.prepare(`${LISTED} WHERE q.id IN (${page.map(() => '?').join(', ')}) ${NEWEST}`).all(...page) as Listed[];
    total = ids.length;
  } else {
    rows = db.prepare(`${LISTED} ${NEWEST} LIMIT ? OFFSET ?`).all(limit, offset) as Listed[];
    total = db.prepare('SELECT COUNT(*) FROM quotation').pluck().get() as number;
  }
  return {
    items: rows.map((r) => ({
      ...d.answers.answer(r),
      customer: { id: r.customer_id, email: r.email, name: `${r.first_name} ${r.last_name}`, company: r.company },
      territory: r.territory,
    })),
    total,
  };
}

/** The ids of the quotations that read `status` today in their territory, newest first. */
function reading({ db, documents }: { db: Db; documents: Documents }, status: QuotationStatus): number[] {
  const candidates = db
    .prepare(`SELECT id, status, proposal_valid_until, revision, sales_plan_id FROM quotation q WHERE q.status = ? OR q.status = 'envoyee' ${NEWEST}`)
    .all(status) as Pick<QuotationRow, 'id' | 'status' | 'proposal_valid_until' | 'revision' | 'sales_plan_id'>[];
  const todays = new Map<number, string>();
  const today = (plan: number) => todays.get(plan) ?? todays.set(plan, documents.today(plan)).get(plan)!;
  return candidates.filter((r) => effectiveStatus(documents.quotationState(r), today(r.sales_plan_id)) === status).map((r) => r.id);
}
