import type { Db } from '../db';
import { invalid } from '../shared/errors';

interface Membership {
  company_id: number;
  company_role: string | null;
  name: string;
  /** the company's other people still in it */
  others: number;
  /** those of them who are administrators */
  other_administrators: number;
  /** the people who left it (companies.ts `remove`) */
  former: number;
}

const WITH = 'Ouvrez-lui ensuite un compte particulier avec une autre adresse e-mail.';

/**
 * Ends the company membership of a customer the back office makes a private buyer (`Customers.setTerms`, in its
 * transaction): a private buyer is in no company (companies.ts `member`, scope.ts). What a person does in a company
 * stays the company's, read through his account's company (scope.ts, ledger.ts: its orders, invoices, credit): only one
 * who was alone in it leaves it, his role and monthly limit with it, its history his own. One the company shares with
 * others, present or gone, is refused in French, and so, first, its last administrator, whom the company needs
 * (companies.ts `keepAnAdministrator`). A person removed from his company keeps it: his account is closed, his
 * history the company's. Whether he left it: his role changed, the caller ends his sessions (as companies/routes.ts does).
 */
export function leaveCompany(db: Db, customerId: number, at: string): boolean {
  const m = db
    .prepare(
      `SELECT c.company_id, c.company_role, co.name,
        (SELECT COUNT(*) FROM customer o WHERE o.company_id = c.company_id AND o.id != c.id AND o.removed_at IS NULL) AS others,
        (SELECT COUNT(*) FROM customer o WHERE o.company_id = c.company_id AND o.id != c.id AND o.removed_at IS NULL
          AND o.company_role = 'administrateur') AS other_administrators,
        (SELECT COUNT(*) FROM customer o WHERE o.company_id = c.company_id AND o.id != c.id AND o.removed_at IS NOT NULL) AS former
      FROM customer c JOIN company co ON co.id = c.company_id WHERE c.id = ? AND c.removed_at IS NULL`,
    )
    .get(customerId) as Membership | undefined;
  if (!m) return false;
  const refused =
    m.others > 0 && m.company_role === 'administrateur' && m.other_administrators === 0
      ? `Ce client est le dernier administrateur de l’entreprise « ${m.name} », qui compte d’autres personnes : il ne peut pas la quitter pour devenir particulier. Ce qu’il y a fait reste à l’entreprise : qu’il nomme d’abord un autre administrateur, qui pourra le retirer de l’entreprise. ${WITH}`
      : m.others > 0
        ? `Ce client fait partie de l’entreprise « ${m.name} » avec d’autres personnes : ses commandes, devis et factures sont ceux de l’entreprise et le restent, il ne peut donc pas devenir particulier avec ce compte. Un administrateur de l’entreprise peut l’en retirer. ${WITH}`
        : m.former > 0
          ? `D’autres personnes ont fait partie de l’entreprise « ${m.name} » de ce client : ce qu’il y a fait avec elles reste à l’entreprise, il ne peut donc pas devenir particulier avec ce compte. Ouvrez-lui un compte particulier avec une autre adresse e-mail.`
          : null;
  if (refused) throw invalid({ type: refused });
  // nobody is left to approve what he submitted to his company (his own requests, by choice): refused, kept for the
  // record, his cart thawed for him to order as a private buyer (companies.ts refuses them so for one who leaves)
  db.prepare("UPDATE order_approval SET status = 'refusee', decided_at = ?, refusal_reason = ? WHERE requested_by = ? AND status = 'en_attente'").run(
    at,
    'Le demandeur est devenu client particulier : sa commande se passe sans approbation.',
    customerId,
  );
  db.prepare('UPDATE cart SET held = 0 WHERE customer_id = ? AND held = 1').run(customerId);
  db.prepare('UPDATE customer SET company_id = NULL, company_role = NULL, monthly_limit_ht_cents = NULL WHERE id = ?').run(customerId);
  return true;
}
