import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** The API the e2e stack runs, and the back office's bearer. */
export const API = process.env.E2E_API_URL ?? `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}/api/v1`;
export const ADMIN = { authorization: `Bearer ${process.env.ADMIN_TOKEN ?? 'e2e-admin-token'}` };

export interface NewProfessional {
  /** the address's prefix, which says which journey made the account */
  prefix: string;
  civility: 'm' | 'mme';
  first_name: string;
  last_name: string;
  company: string;
  /** what only the back office sets, beside `professional_verified: true` */
  terms?: { purchase_order_required?: boolean; discount_rate?: number };
  /** an address of his own: his first, so his default for delivery and billing */
  address?: { label: string; street: string; zipcode: string; city: string };
}

/** The depot the demo professional has (backend/src/seed/site-data.ts), for a professional of Guadeloupe who needs one of his own. */
export const DEPOT = { label: 'Dépôt', street: '5 rue Ferdinand Forest, ZI de Jarry', zipcode: '97122', city: 'Baie-Mahault' };

let seq = 0;

/**
 * A professional of Guadeloupe (plan 2) signed up through the API, whose
 * account the back office then verifies: fresh for each test, so that no
 * other test shares his cart or his documents. Journeys that write to an
 * account (cart, orders, quotations, addresses, job sites, lists, schedules)
 * each use one: two journeys on one account meet each other's changes when
 * they run side by side (an order refused because another journey changed the
 * cart since its recap). The demo accounts are only read.
 */
export async function newProfessional(request: APIRequestContext, who: NewProfessional, password: string) {
  const email = `${who.prefix}-${Date.now()}-${process.pid}-${seq++}@trefima.example`;
  const res = await request.post(`${API}/customer?site_id=1&lang=fr&sales_plan_id=2`, {
    data: {
      type: 'professionnel',
      civility: who.civility,
      first_name: who.first_name,
      last_name: who.last_name,
      company: who.company,
      siret: '51239874600028',
      email,
      phone: '0690261234',
      password,
      password_confirm: password,
      accept_terms: true,
      newsletter: false,
    },
  });
  expect(res.status()).toBe(201);
  const { data } = (await res.json()) as { data: { token: string; customer: { customer_id: number } } };
  const terms = await request.patch(`${API}/admin/customer/${data.customer.customer_id}`, {
    headers: ADMIN,
    data: { professional_verified: true, ...who.terms },
  });
  expect(terms.status()).toBe(200);
  const addressId = who.address ? await addAddress(request, data.token, data.customer.customer_id, who) : null;
  return { email, password, token: data.token, customerId: data.customer.customer_id, addressId };
}

/**
 * A private buyer of Martinique (plan 1) signed up through the API, with a home there unless `home` is false: fresh
 * for each journey that writes to an account, as a professional is above.
 */
export async function newPrivateBuyer(request: APIRequestContext, { prefix, home = true }: { prefix: string; home?: boolean }) {
  const password = 'Chantier-972!';
  const who = { civility: 'mme', first_name: 'Léa', last_name: 'Joseph', phone: '0696112233' };
  const res = await request.post(`${API}/customer?site_id=1&lang=fr&sales_plan_id=1`, {
    data: {
      ...who,
      type: 'particulier',
      email: `${prefix}-${Date.now()}-${process.pid}-${seq++}@trefima.example`,
      password,
      password_confirm: password,
      accept_terms: true,
      newsletter: false,
    },
  });
  expect(res.status()).toBe(201);
  const { data } = (await res.json()) as { data: { token: string; customer: { customer_id: number } } };
  if (home) {
    const address = await request.post(`${API}/customer/${data.customer.customer_id}/address?site_id=1&lang=fr&sales_plan_id=1`, {
      headers: { authorization: `Bearer ${data.token}` },
      data: { ...who, label: 'Maison', street: '3 rue Victor Hugo', zipcode: '97200', city: 'Fort-de-France', country_code: 'FR' },
    });
    expect(address.status()).toBe(201);
  }
  return { token: data.token, customerId: data.customer.customer_id };
}

async function addAddress(request: APIRequestContext, token: string, customerId: number, who: NewProfessional) {
  const res = await request.post(`${API}/customer/${customerId}/address?site_id=1&lang=fr&sales_plan_id=2`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      ...who.address,
      civility: who.civility,
      first_name: who.first_name,
      last_name: who.last_name,
      company: who.company,
      country_code: 'FR',
      phone: '0690261234',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { data } = (await res.json()) as { data: { addresses: { address_id: number; label: string }[] } };
  return data.addresses.find((a) => a.label === who.address!.label)!.address_id;
}

/** The demo accounts (backend/src/seed): journeys only read them, never write to them. */
export const DEMO = {
  pro: { login: 'pro@trefima.example', password: 'Demo-Pro-971!' },
  comptable: { login: 'comptable@trefima.example', password: 'Demo-Comptable-971!' },
  particulier: { login: 'particulier@trefima.example', password: 'Demo-Particulier-972!' },
} as const;

/**
 * A demo account signed in through the API, in the territory of `planId` (its prices, its discount): the session's
 * token and customer, and the browser of `context` signed in with it when given.
 */
export async function demoSession(
  request: APIRequestContext,
  who: keyof typeof DEMO,
  { planId = 1, context, baseURL }: { planId?: number; context?: BrowserContext; baseURL?: string } = {},
) {
  const res = await request.post(`${API}/customer/login?site_id=1&lang=fr&sales_plan_id=${planId}`, { data: DEMO[who] });
  expect(res.status(), await res.text()).toBe(200);
  const { token, customer } = ((await res.json()) as { data: { token: string; customer: { customer_id: number; discount_rate: number } } }).data;
  if (context) await signedIn(context, baseURL!, token);
  return { token, customer };
}

/** The browser signed in with a session token, as the site keeps it. */
export async function signedIn(context: BrowserContext, baseURL: string, token: string) {
  await context.addCookies([{ name: 'jwt_token', value: encodeURIComponent(token), url: baseURL }]);
}

/** A field by its label, exactly, whether or not it is marked required (the label then ends with an unspoken ' *'). */
export const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
