import { can } from '@trefima/domain/companies/roles';
import { t } from '@trefima/domain/i18n/t';
import type { Customer } from '@trefima/domain/contract';
import { paths } from '../../lib/routes';
import { companyRoleOf } from './company-role';

/**
 * « À approuver » in the customer space's menu (account-nav.tsx, whose owner
 * adds it): for the administrator who decides and for whoever submits, who
 * follows his own requests there; not for the accountant, who does neither.
 */
export function approvalsNavLinks(customer: Pick<Customer, 'company_role'>): { to: string; label: string }[] {
  const role = companyRoleOf(customer);
  const shown = role !== null && (can(role, 'orders.approve') || can(role, 'orders.submit_for_approval'));
  return shown ? [{ to: paths.approvals, label: t('approvalPages.nav') }] : [];
}
