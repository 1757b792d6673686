import { t } from '../i18n/t';

/**
 * Who may do what in a company that buys together (issue 46). A contractor
 * is several people: the foreman knows what the job site needs, a buyer
 * orders, the boss signs what is big, the accountant follows the money. The
 * API checks every company call against this one matrix (a hidden button is
 * never the only guard), and the site hides what the matrix refuses.
 */
export const COMPANY_ROLES = ['administrateur', 'acheteur', 'conducteur_travaux', 'comptable'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const isCompanyRole = (s: string): s is CompanyRole => (COMPANY_ROLES as readonly string[]).includes(s);

/** A role's name, as the people's list and the invitations show it (literal ids: the build writes each text in place of its id). */
export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  administrateur: t('companies.role.administrateur'),
  acheteur: t('companies.role.acheteur'),
  conducteur_travaux: t('companies.role.conducteur_travaux'),
  comptable: t('companies.role.comptable'),
};

/** Every company call the API guards: a closed list, so that a new call has to take a place in the matrix. */
export const COMPANY_ACTIONS = [
  'people.manage',
  'rules.manage',
  'orders.approve',
  'orders.place',
  'orders.submit_for_approval',
  'orders.read',
  'carts.prepare',
  'lists.manage',
  'schedules.manage',
  'job_sites.manage',
  'quotations.request',
  'documents.read',
  'invoices.read',
  'statement.read',
  'invoices.pay',
] as const;
export type CompanyAction = (typeof COMPANY_ACTIONS)[number];

const ALL = COMPANY_ROLES;
/** Those who prepare the company's purchases: everyone but the accountant, who does not order (issue 46). */
const PREPARERS: readonly CompanyRole[] = ['administrateur', 'acheteur', 'conducteur_travaux'];

/** The roles allowed each action; the administrateur has them all (« everything »). */
const MATRIX: Record<CompanyAction, readonly CompanyRole[]> = {
  // the company's people and their roles are the boss's alone
  'people.manage': ['administrateur'],
  // rules that limit the buyers are not theirs to change
  'rules.manage': ['administrateur'],
  // « the boss signs anything big »: only he approves, so that nobody approves his own order (nor his own request, approvals.ts)
  'orders.approve': ['administrateur'],
  // the buyer orders within his limits (approval.ts); the foreman only submits; the accountant never orders. Accepting a quotation is placing an order.
  // Paying by card an order approved for him is not placing it: the foreman may (guarded-calls.ts, payOrder)
  'orders.place': ['administrateur', 'acheteur'],
  // whoever prepares a cart may submit it: the buyer over his limits, the foreman always
  'orders.submit_for_approval': PREPARERS,
  // the orders are the company's: the foreman follows his sites' deliveries, the accountant matches them with the invoices
  'orders.read': ALL,
  // carts, saved lists, bar schedules, job sites and quotation requests are the foreman's work as much as the buyer's
  'carts.prepare': PREPARERS,
  'lists.manage': PREPARERS,
  'schedules.manage': PREPARERS,
  'job_sites.manage': PREPARERS,
  'quotations.request': PREPARERS,
  // delivery notes and confirmations: the foreman receives the goods, the accountant files them
  'documents.read': ALL,
  // the buyer checks what his orders were billed; the foreman's work is the site, not the money owed
  'invoices.read': ['administrateur', 'acheteur', 'comptable'],
  // what the whole company owes: the boss and the accountant, who receive the monthly statement
  'statement.read': ['administrateur', 'comptable'],
  // settling invoices is the accounts' work (a card payment at checkout is placing the order)
  'invoices.pay': ['administrateur', 'comptable'],
};

export const can = (role: CompanyRole, action: CompanyAction): boolean => MATRIX[action].includes(role);

/** What each action is, inside the refusal's sentence (« ne permet pas de passer commande »), its preposition elided as French needs. */
const ACTION_PHRASES: Record<CompanyAction, string> = {
  'people.manage': t('companies.action.people.manage'),
  'rules.manage': t('companies.action.rules.manage'),
  'orders.approve': t('companies.action.orders.approve'),
  'orders.place': t('companies.action.orders.place'),
  'orders.submit_for_approval': t('companies.action.orders.submit_for_approval'),
  'orders.read': t('companies.action.orders.read'),
  'carts.prepare': t('companies.action.carts.prepare'),
  'lists.manage': t('companies.action.lists.manage'),
  'schedules.manage': t('companies.action.schedules.manage'),
  'job_sites.manage': t('companies.action.job_sites.manage'),
  'quotations.request': t('companies.action.quotations.request'),
  'documents.read': t('companies.action.documents.read'),
  'invoices.read': t('companies.action.invoices.read'),
  'statement.read': t('companies.action.statement.read'),
  'invoices.pay': t('companies.action.invoices.pay'),
};

/** « conducteur de travaux »: a role inside a sentence. */
export const roleInSentence = (role: CompanyRole) => COMPANY_ROLE_LABELS[role].toLocaleLowerCase('fr');

/**
 * Why `role` may not do `action`, in French for the person refused (the
 * API's 403 and the site's notice), or null when he may. A role that cannot
 * order but may submit is told to submit; anyone else, whom to ask.
 */
export function refusal(role: CompanyRole, action: CompanyAction): string | null {
  if (can(role, action)) return null;
  const submit = action === 'orders.place' && can(role, 'orders.submit_for_approval');
  const hint = submit ? t('companies.refusal.submit') : t('companies.refusal.askAdministrator');
  return t('companies.refusal', { role: roleInSentence(role), action: ACTION_PHRASES[action], hint });
}
