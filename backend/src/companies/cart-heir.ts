import { can, isCompanyRole } from '@trefima/domain/companies/roles';
import type { Db } from '../db';

/**
 * Who goes on with an accepted quotation's cart (ordered from that cart only: quotations/quotation-lifecycle.ts) made
 * for `personId`: himself while he may still order (or submit for approval); once he is removed from his company or
 * holds a role that does neither, `preferred` (the administrator who made that change) unless it is he, else the
 * company's first administrator still in it. Left with him, nobody could order the company's accepted proposal again.
 */
export function cartHeir(db: Db, personId: number, preferred?: number): number {
  const p = db.prepare('SELECT company_id, company_role, removed_at FROM customer WHERE id = ?').get(personId) as
    { company_id: number | null; company_role: string | null; removed_at: string | null } | undefined;
  if (!p || p.company_id === null) return personId;
  const orders = p.company_role !== null && isCompanyRole(p.company_role) && can(p.company_role, 'orders.submit_for_approval');
  if (p.removed_at === null && orders) return personId;
  if (preferred !== undefined && preferred !== personId) return preferred;
  const administrator = db
    .prepare("SELECT id FROM customer WHERE company_id = ? AND company_role = 'administrateur' AND removed_at IS NULL AND id != ? ORDER BY id LIMIT 1")
    .pluck()
    .get(p.company_id, personId) as number | undefined;
  return administrator ?? personId;
}
