import { z } from 'zod/mini';
import { carrier, cartResponse, order, payment, session } from '@trefima/domain/contract';
import { data, PRO, type TestApi } from './testing';

export interface OrderToPlace {
  /** the buyer's session, and the address his order goes to and is billed at */
  token: string;
  addressId: number;
  /** the territory's sales plan */
  plan: number;
  /** the carrier's and the payment's codes (backend/src/seed/site-data.ts) */
  carrier: string;
  payment: string;
  /** of the product HA12-12 unless `reference` says another */
  quantity: number;
  reference?: string;
}

/** An order placed as the site places one: a new cart of one product, then the order of it, answered 201. */
export async function placeOrder(api: TestApi, o: OrderToPlace) {
  const call = (path: string, body: unknown) => api.request('POST', path, { body, token: o.token, plan: o.plan });
  const productId = api.db
    .prepare('SELECT id FROM product WHERE reference = ?')
    .pluck()
    .get(o.reference ?? 'HA12-12') as number;
  const cart = data(await call('/cart/update', { cart_token: null, elements: [{ element_id: productId, quantity: o.quantity }] }), cartResponse);
  const carriers = data(await api.request('GET', '/carrier', { plan: o.plan }), z.array(carrier));
  const payments = data(await api.get('/payment'), z.array(payment));
  const body = {
    cart_token: cart.token,
    carrier_id: carriers.find((x) => x.code === o.carrier)!.id,
    payment_id: payments.find((p) => p.code === o.payment)!.id,
    delivery_address_id: o.addressId,
    billing_address_id: o.addressId,
    accept_cgv: true,
  };
  return data(await call('/order', body), order, 201);
}

/** The back office moves an order (`POST /admin/order/{id}/status`): `annulee` refunds a paid one. */
export const officeMoves = (api: TestApi, orderId: number, status: string, message?: string) =>
  api.app.inject({
    method: 'POST',
    url: `/api/v1/admin/order/${orderId}/status`,
    headers: { authorization: 'Bearer test-admin-token' },
    payload: { status, ...(message ? { message } : {}) },
  });

/** The demo professional signed in, and his order of two HA12 bars taken away at Jarry in Guadeloupe, paid by `paymentCode`. */
export async function proPickupOrder(api: TestApi, paymentCode = 'cheque') {
  const s = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
  const o = await placeOrder(api, {
    token: s.token,
    addressId: s.customer.addresses[0].address_id,
    plan: 2,
    carrier: 'retrait-jarry',
    payment: paymentCode,
    quantity: 2,
  });
  return { s, o };
}
