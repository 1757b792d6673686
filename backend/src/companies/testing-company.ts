import { z } from 'zod/mini';
import { approval } from '@trefima/domain/companies/contract';
import type { CompanyRole } from '@trefima/domain/companies/roles';
import { carrier, cartResponse, payment } from '@trefima/domain/contract';
import { data, PRO, type TestApi } from '../testing';

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

/**
 * `token`'s cart of `elements` (reference → quantity), submitted for his company's approval, paid by cheque, delivered
 * to his first address by the territory's first carrier (or as `choices` says): the request, and the checkout's body
 * (its `cart_token` the held cart's).
 */
export async function heldRequest(
  api: TestApi,
  token: string,
  elements: Record<string, number>,
  plan: number,
  choices: { delivery_address_id?: number; billing_address_id?: number } = {},
) {
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) => api.request(method, path, { token, body, plan });
  const productId = (ref: string) => api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(ref) as number;
  const me = data(await call('GET', '/user/logged'), z.object({ customer: z.object({ addresses: z.array(z.object({ address_id: z.int() })) }) }));
  const cart = data(
    await call('POST', '/cart/update', { elements: Object.entries(elements).map(([ref, quantity]) => ({ element_id: productId(ref), quantity })) }),
    cartResponse,
  );
  const cheque = data(await api.get('/payment'), z.array(payment)).find((p) => p.code === 'cheque')!.id;
  const carrierId = data(await api.request('GET', '/carrier', { plan }), z.array(carrier))[0].id;
  const address = me.customer.addresses[0].address_id;
  const body = {
    cart_token: cart.token,
    carrier_id: carrierId,
    payment_id: cheque,
    delivery_address_id: address,
    billing_address_id: address,
    accept_cgv: true,
    ...choices,
  };
  const asked = data(await call('POST', '/order/approval', body), approval, 201);
  return { body, asked };
}
