import { expect, type APIRequestContext } from '@playwright/test';
import { API } from './accounts';

/**
 * An order a professional of Guadeloupe placed earlier, through the calls the
 * pages make: his cart filled, then ordered for collection at the Jarry depot
 * and paid by transfer unless said. For a journey that needs orders of its own to read or
 * buy again, where the demo account's seeded orders would be shared.
 */
export async function pastOrder(
  request: APIRequestContext,
  buyer: { token: string; addressId: number | null },
  lines: { slug: string; quantity: number }[],
  /** the payment method's code: by transfer unless said */
  paymentCode = 'virement',
) {
  const call = async <T>(method: 'get' | 'post', path: string, data?: unknown) => {
    const res = await request[method](`${API}${path}?site_id=1&lang=fr&sales_plan_id=2`, {
      headers: { authorization: `Bearer ${buyer.token}` },
      ...(data === undefined ? {} : { data }),
    });
    expect([200, 201], `${method} ${path}: ${await res.text()}`).toContain(res.status());
    return ((await res.json()) as { data: T }).data;
  };
  const elements = [];
  for (const { slug, quantity } of lines) elements.push({ element_id: (await call<{ id: number }>('get', `/product/${slug}`)).id, quantity });
  const cart = await call<{ token: string }>('post', '/cart/update', { cart_token: null, elements });
  const carriers = await call<{ id: number; code: string }[]>('get', '/carrier');
  const payments = await call<{ id: number; code: string }[]>('get', '/payment');
  return call<{ id: number; number: string }>('post', '/order', {
    cart_token: cart.token,
    carrier_id: carriers.find((c) => c.code === 'retrait-jarry')!.id,
    payment_id: payments.find((p) => p.code === paymentCode)!.id,
    delivery_address_id: buyer.addressId,
    billing_address_id: buyer.addressId,
    accept_cgv: true,
  });
}
