import { can, type CompanyRole } from '../companies/roles';

/** A reader of an order waiting for its card: his company role (null for a private buyer), whether he placed it. */
export interface OrderReader {
  role: CompanyRole | null;
  /** the order is his own: he placed it (or submitted it, and it was approved for him) */
  placedIt: boolean;
  /** the order needed, and had, the company's approval */
  approved: boolean;
}

/**
 * Who may pay by card an order waiting for it (issue 46): a private buyer his own orders; in a company, whoever may
 * place orders, and the one an approved order is for, who is mailed to pay it (without him nobody is asked, and the
 * order is cancelled when its reservation runs out) even if his role only submits (the foreman). The accountant never:
 * a card at checkout is placing the order. The API guards the call by this rule (backend/src/companies/guarded-calls.ts),
 * the site offers the button by it.
 */
export function mayPayOrder({ role, placedIt, approved }: OrderReader): boolean {
  if (role === null) return placedIt;
  return can(role, 'orders.place') || (placedIt && approved && can(role, 'orders.submit_for_approval'));
}

/** Who may give up an order waiting for its card: the person who placed it alone (a colleague may pay it, not drop it). */
export const mayGiveUpOrder = ({ placedIt }: Pick<OrderReader, 'placedIt'>): boolean => placedIt;

/** Who may pay an invoice by card: a private buyer his own; in a company, who settles its invoices (the accounts: the administrator, the accountant). */
export const mayPayInvoice = (role: CompanyRole | null): boolean => role === null || can(role, 'invoices.pay');
