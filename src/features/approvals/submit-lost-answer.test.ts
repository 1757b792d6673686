/** @jest-environment ./src/test-support/jsdom-env.ts */
import { z } from 'zod';
import { carrier, cartResponse, payment } from '@trefima/domain/contract';
import { data, PRO, type TestApi } from '../../../backend/src/testing';
import type { PageCalls } from '../../test-support/held-calls';
import { proOnThePage } from '../../test-support/pro-on-the-page';

/**
 * « Soumettre à l’approbation » on an island's network: the API holds the cart for the company's approval, the answer
 * is lost, the buyer reads that the shop could not be reached and presses again. He gets the request made (one, the
 * approvers mailed once), where he read « Cette commande attend déjà l’approbation de votre entreprise » and stayed on
 * the checkout not knowing it had gone.
 */
let api: TestApi;
let pageCalls: PageCalls;
let approvals: typeof import('./api');
beforeAll(async () => {
  // the demo professional's addresses are in Guadeloupe: the page's territory
  localStorage.setItem('trefima.plan', '2');
  ({ api, pageCalls } = await proOnThePage());
  approvals = await import('./api');
});
afterAll(() => api.close());

it('answers the request made when the submission is sent again after its answer was lost', async () => {
  const token = await api.login(PRO.email, PRO.password);
  const product = api.db.prepare("SELECT id FROM product WHERE reference = 'HA12-12'").pluck().get() as number;
  const cart = data(await api.request('POST', '/cart/update', { token, plan: 2, body: { elements: [{ element_id: product, quantity: 2 }] } }), cartResponse);
  const addressId = api.db.prepare('SELECT a.id FROM address a JOIN customer c ON c.id = a.customer_id WHERE c.email = ? ORDER BY a.id').pluck().get(PRO.email);
  const body = {
    cart_token: cart.token,
    carrier_id: data(await api.request('GET', '/carrier', { plan: 2 }), z.array(carrier))[0].id,
    payment_id: data(await api.get('/payment'), z.array(payment)).find((p) => p.code === 'cheque')!.id,
    delivery_address_id: addressId as number,
    billing_address_id: addressId as number,
    accept_cgv: true as const,
    complementary_information: 'Livraison le matin',
  };
  const lost = pageCalls.loseNextAnswer({ only: (c) => new URL(c.url).pathname.endsWith('/order/approval') });
  await expect(approvals.submitOrderForApproval(body)).rejects.toThrow(/injoignable/);
  await lost;
  const again = await approvals.submitOrderForApproval(body);
  expect(again.status).toBe('en_attente');
  expect(api.db.prepare('SELECT id FROM order_approval WHERE cart_id = (SELECT id FROM cart WHERE token = ?)').pluck().all(cart.token)).toEqual([again.id]);
});
