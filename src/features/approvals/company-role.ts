import type { Customer } from '@trefima/domain/contract';
import { isCompanyRole, type CompanyRole } from '@trefima/domain/companies/roles';

/** The customer's role in his company, or null outside one (a private buyer, a professional alone). */
export const companyRoleOf = (customer: Pick<Customer, 'company_role'>): CompanyRole | null =>
  customer.company_role && isCompanyRole(customer.company_role) ? customer.company_role : null;
