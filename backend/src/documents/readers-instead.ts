import { can, isCompanyRole, roleInSentence, type CompanyAction } from '@trefima/domain/companies/roles';
import type { Db } from '../db';

/** One of a company's people, mailed a document. */
export interface Reader {
  email: string;
  first_name: string;
}

/** A customer whose role may not read a kind of document, and who of his company may, in his place. */
export interface ReadersInstead {
  /** « Joël Alexis (conducteur de travaux) »: who asked for the order, as the readers' mail names him */
  asker: string;
  /** his company's people, but those removed, whose role may read it: none leaves it to the company's space */
  readers: Reader[];
}

interface Person {
  email: string;
  first_name: string;
  last_name: string;
  company_id: number | null;
  company_role: string | null;
  removed_at: string | null;
}

/**
 * Whether a document of `customerId`'s own may be mailed to him: null when it may (a private buyer, a professional
 * alone, a role that reads it), else whom of his company it goes to instead. By the role matrix the API guards the
 * same document's download with (domain/companies/roles.ts): a PDF mailed is a PDF read, and the foreman answered 403
 * for his invoice must not find it in his mailbox, while the accountant who pays it must. A person removed from his
 * company reads none of its documents any more: they go to its readers.
 */
export function readersInstead(db: Db, customerId: number, action: CompanyAction): ReadersInstead | null {
  const person = db.prepare('SELECT email, first_name, last_name, company_id, company_role, removed_at FROM customer WHERE id = ?');
  const c = person.get(customerId) as Person | undefined;
  if (!c?.company_role || c.company_id === null || !isCompanyRole(c.company_role)) return null;
  if (c.removed_at === null && can(c.company_role, action)) return null;
  const people = db
    .prepare('SELECT email, first_name, last_name, company_id, company_role, removed_at FROM customer WHERE company_id = ? AND removed_at IS NULL ORDER BY id')
    .all(c.company_id) as Person[];
  return {
    asker: `${c.first_name} ${c.last_name} (${c.removed_at === null ? roleInSentence(c.company_role) : 'qui a quitté l’entreprise'})`,
    readers: people
      .filter((p) => p.company_role !== null && isCompanyRole(p.company_role) && can(p.company_role, action))
      .map(({ email, first_name }) => ({ email, first_name })),
  };
}
