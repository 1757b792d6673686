import type { Customer } from '@trefima/domain/contract';
import type { CompanyRole } from '@trefima/domain/companies/roles';
import type { TestApi } from '../../backend/src/testing';
import { DEMO_COMPANY } from '../../backend/src/seed/site-data';

/**
 * The demo company's person of this role, signed in on the page's side (the
 * session the page's code reads) as a buyer would: the role tests of the
 * features read the company's data as that person. Answers the customer the
 * session names, for the components that take it. Call after `browserApi()`.
 */
export async function signInAsCompanyPerson(api: TestApi, role: CompanyRole): Promise<Customer> {
  const person = DEMO_COMPANY.people.find((p) => p.role === role);
  if (!person) throw new Error(`the demo company has no ${role}`);
  const { login } = await import('../features/account/session-actions');
  await login({ login: person.email, password: person.password });
  const token = await api.login(person.email, person.password);
  return JSON.parse((await api.request('GET', '/user/logged', { token })).body).data.customer as Customer;
}
