import { can } from '@trefima/domain/companies/roles';
import { t } from '@trefima/domain/i18n/t';
import type { Customer } from '@trefima/domain/contract';
import { paths } from '../../lib/routes';
import { companyRoleOf } from '../approvals';

/** « Relevé de compte » in the customer space's menu (account-nav.tsx, whose owner adds it): for the roles that read it. */
export function statementNavLinks(customer: Pick<Customer, 'company_role'>): { to: string; label: string }[] {
  const role = companyRoleOf(customer);
  return role !== null && can(role, 'statement.read') ? [{ to: paths.statement, label: t('statementPage.nav') }] : [];
}
