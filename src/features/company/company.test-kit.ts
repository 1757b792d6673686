import type { TestApi } from '../../../backend/src/testing';

/**
 * What the company's tests share: an invitation made by the demo
 * administrator through the real API, and the one-time token its mail
 * carries (the API stores it hashed: the outbox is the only place it is read).
 */
export async function invitationToken(api: TestApi, adminToken: string, email: string, role: string): Promise<string> {
  const res = await api.request('POST', '/company/invitation', { body: { email, role }, token: adminToken });
  if (res.statusCode !== 201) throw new Error(`invitation refused: ${res.body}`);
  const body = api.db.prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC').pluck().get(email) as string;
  return /jeton=([\w-]+)/.exec(body)![1];
}

/** A colleague in the demo company, signed up from his invitation: his id. */
export async function colleague(api: TestApi, adminToken: string, email: string, role: string): Promise<number> {
  const token = await invitationToken(api, adminToken, email, role);
  const body = {
    civility: 'mme',
    first_name: 'Maëlle',
    last_name: 'Jean-Louis',
    phone: '0690112233',
    password: 'Chantier-971!',
    password_confirm: 'Chantier-971!',
  };
  const res = await api.request('POST', `/invitation/${token}`, { body });
  if (res.statusCode !== 201) throw new Error(`signup refused: ${res.body}`);
  return JSON.parse(res.body).data.customer.customer_id as number;
}
