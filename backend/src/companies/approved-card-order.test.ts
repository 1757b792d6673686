import { z } from 'zod/mini';
import { approval } from '@trefima/domain/companies/contract';
import { refusal } from '@trefima/domain/companies/roles';
import { cardPaymentState } from '@trefima/domain/payments/contract';
import { carrier, cartResponse, order, payment } from '@trefima/domain/contract';
import { data, failure, PRO } from '../testing';
import { payingWorld, type PayingWorld } from '../payments/testing-payments';
import { colleague } from './testing-company';

/*
 * A foreman's order paid by card online, approved: it is placed in his name
 * and mailed to him to pay. The approver decided the spending; paying it is
 * not deciding, so he pays it. His role still orders nothing, and pays
 * nothing else: the accountant and a colleague foreman are refused as before.
 */
let world: PayingWorld;
let admin: string;
const PLAN = 2;
beforeAll(async () => {
  world = await payingWorld();
  admin = await world.api.login(PRO.email, PRO.password);
});
afterAll(() => world.close());

const call = (method: 'GET' | 'POST', path: string, token: string, body?: unknown) => world.api.request(method, path, { token, body, plan: PLAN });

/** `token`'s cart of HA12 bars, and the checkout's body paying it by card online. */
async function cardCheckout(token: string) {
  const { api } = world;
  const me = data(
    await api.get('/user/logged', { sales_plan_id: PLAN }, token),
    z.object({ customer: z.object({ addresses: z.array(z.object({ address_id: z.int() })) }) }),
  );
  const element = api.db.prepare("SELECT id FROM product WHERE reference = 'HA12-12'").pluck().get() as number;
  const cart = data(await call('POST', '/cart/update', token, { elements: [{ element_id: element, quantity: 2 }] }), cartResponse);
  const card = data(await api.get('/payment'), z.array(payment)).find((p) => p.code === 'carte-en-ligne')!.id;
  const carrierId = data(await api.request('GET', '/carrier', { plan: PLAN }), z.array(carrier))[0].id;
  const address = me.customer.addresses[0].address_id;
  return { cart_token: cart.token, carrier_id: carrierId, payment_id: card, delivery_address_id: address, billing_address_id: address, accept_cgv: true };
}

it('the foreman whose card order was approved pays it; the accountant and another foreman are still refused', async () => {
  const foreman = await colleague(world.api, 'conducteur_travaux', 'carte-approuvee@bellance-btp.example', admin);
  const asked = data(await call('POST', '/order/approval', foreman.token, await cardCheckout(foreman.token)), approval, 201);
  const placed = data(await call('POST', `/company/approval/${asked.id}/approve`, admin), order, 201);
  expect(placed.status).toBe('en_attente_paiement');
  const subjects = world.api.db.prepare('SELECT subject FROM outbox WHERE recipient = ?').pluck().all('carte-approuvee@bellance-btp.example') as string[];
  expect(subjects.some((s) => s.includes('en attente de votre paiement par carte'))).toBe(true);

  const accountant = await colleague(world.api, 'comptable', 'compta-carte@bellance-btp.example', admin);
  const other = await colleague(world.api, 'conducteur_travaux', 'autre-conducteur@bellance-btp.example', admin);
  expect(failure(await call('POST', `/order/${placed.number}/payment`, accountant.token), 403).message).toBe(refusal('comptable', 'orders.place'));
  expect(failure(await call('POST', `/order/${placed.number}/payment`, other.token), 403).message).toBe(refusal('conducteur_travaux', 'orders.place'));

  const started = data(await call('POST', `/order/${placed.number}/payment`, foreman.token), cardPaymentState);
  expect(started.redirect_url).toBeTruthy();
  // by its id as by its number, as the payment's page asks it
  expect(data(await call('POST', `/order/${placed.id}/payment`, foreman.token), cardPaymentState).redirect_url).toBe(started.redirect_url);
});

it('a foreman pays no order the company placed without approving it for him', async () => {
  const foreman = await colleague(world.api, 'conducteur_travaux', 'carte-patron@bellance-btp.example', admin);
  const placed = data(await call('POST', '/order', admin, await cardCheckout(admin)), order, 201);
  expect(placed.approved_by).toBeNull();
  expect(failure(await call('POST', `/order/${placed.number}/payment`, foreman.token), 403).code).toBe('FORBIDDEN_ROLE');
});

it('answers each reader of an order waiting for its card what he may do with it: the foreman pays and gives up his own, the accountant neither, the boss pays', async () => {
  const foreman = await colleague(world.api, 'conducteur_travaux', 'carte-lecteurs@bellance-btp.example', admin);
  const asked = data(await call('POST', '/order/approval', foreman.token, await cardCheckout(foreman.token)), approval, 201);
  const placed = data(await call('POST', `/company/approval/${asked.id}/approve`, admin), order, 201);
  const accountant = await colleague(world.api, 'comptable', 'compta-lecteurs@bellance-btp.example', admin);
  const moves = async (token: string) => {
    const s = data(await call('GET', `/order/${placed.number}/payment`, token), cardPaymentState);
    return [s.may_pay, s.may_give_up, s.quotation];
  };
  expect(await moves(foreman.token)).toEqual([true, true, null]);
  expect(await moves(accountant.token)).toEqual([false, false, null]);
  expect(await moves(admin)).toEqual([true, false, null]);
});
