import type { CompanyRole } from '@trefima/domain/companies/roles';
import { PRO, type TestApi } from '../testing';

/** The last mail sent to `email` (the outbox of the in-memory database). */
export function lastMailTo(api: TestApi, email: string): { subject: string; body: string } | undefined {
  return api.db.prepare('SELECT subject, body FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1').get(email) as
    { subject: string; body: string } | undefined;
}

/** The one-time token of the invitation link last mailed to `email`. */
export function invitationToken(api: TestApi, email: string): string {
  const mail = lastMailTo(api, email);
  const token = /invitation\?jeton=([\w-]+)/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

export const PERSON = {
  civility: 'm',
  first_name: 'Joël',
  last_name: 'Alexis',
  phone: '0690 11 22 33',
  password: 'Chantier-971!',
  password_confirm: 'Chantier-971!',
};

/**
 * A colleague of `adminToken`'s company (the demo professional's, Bellance
 * BTP, by default) with `role`, brought in the way a company does it: the
 * administrator's invitation, then the signup from its link.
 */
export async function colleague(api: TestApi, role: CompanyRole, email: string, adminToken?: string): Promise<{ token: string; id: number }> {
  const admin = adminToken ?? (await api.login(PRO.email, PRO.password));
  const invited = await api.post('/company/invitation', { email, role }, admin);
  if (invited.statusCode !== 201) throw new Error(`invitation failed: ${invited.body}`);
  const res = await api.post(`/invitation/${invitationToken(api, email)}`, PERSON);
  if (res.statusCode !== 201) throw new Error(`invitation signup failed: ${res.body}`);
  const { token, customer } = res.json().data;
  return { token, id: customer.customer_id };
}
