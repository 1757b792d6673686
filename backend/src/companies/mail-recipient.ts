import type { Db } from '../db';

/** Who is mailed the news of what a customer made, and, when it is not he, the line that says why. */
export interface MailRecipient {
  email: string;
  first_name: string;
  /** « Demandé par Joël Alexis, qui a quitté votre entreprise : son suivi vous revient. », for his successor; null for himself */
  leaver: string | null;
}

/**
 * A person removed from his company is mailed nothing of it: what he made stays the company's (docs/companies.md), and
 * its news go to the administrator who carries it on, as his accepted quotations' carts do (cart-heir.ts): the
 * company's first administrator still in it. Nobody when none is left. Invoices go to those who read them
 * (documents/readers-instead.ts, for which a removed person reads nothing).
 */
export function mailRecipient(db: Db, customerId: number): MailRecipient | null {
  const c = db.prepare('SELECT email, first_name, last_name, company_id, removed_at FROM customer WHERE id = ?').get(customerId) as
    { email: string; first_name: string; last_name: string; company_id: number | null; removed_at: string | null } | undefined;
  if (!c) return null;
  if (c.removed_at === null || c.company_id === null) return { email: c.email, first_name: c.first_name, leaver: null };
  const administrator = db
    .prepare("SELECT email, first_name FROM customer WHERE company_id = ? AND company_role = 'administrateur' AND removed_at IS NULL ORDER BY id LIMIT 1")
    .get(c.company_id) as { email: string; first_name: string } | undefined;
  if (!administrator) return null;
  return { ...administrator, leaver: `Demandé par ${c.first_name} ${c.last_name}, qui a quitté votre entreprise : son suivi vous revient.` };
}

/** A mail's first lines: « Bonjour … », then, to a leaver's successor, who made what it speaks of. */
export const greeting = (to: Pick<MailRecipient, 'first_name' | 'leaver'>): string[] => [`Bonjour ${to.first_name},`, ...(to.leaver ? ['', to.leaver] : [])];

/** A mail written for the buyer (its first line « Bonjour … »), told to a leaver's successor: who made it, after its greeting. */
export const toRecipient = (body: string, to: MailRecipient): string => (to.leaver ? body.replace('\n', `\n\n${to.leaver}\n`) : body);
