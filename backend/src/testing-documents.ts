import { z } from 'zod/mini';
import { carrier, cartResponse, invoiceList, order, payment, quotation } from '@trefima/domain/contract';
import { data, depotAddress, inBook, type TestApi } from './testing';

/**
 * What the tests of a document's dates share: the same instant in two
 * territories, and a buyer's order, its invoice and a quotation all made at
 * that instant in one of them. At 03:30 UTC it is already 00:30 of the next
 * day in Cayenne (UTC−3), and still 23:30 of the day before in the Antilles
 * (UTC−4).
 */
export const PLACES = [
  { key: 'guf', plan: 3, depot: 'retrait-degrad', zipcode: '97300', city: 'Cayenne', zone: 'America/Cayenne' },
  { key: 'mtq', plan: 1, depot: 'retrait-lamentin', zipcode: '97200', city: 'Fort-de-France', zone: 'America/Martinique' },
] as const;
export type Place = (typeof PLACES)[number];

/**
 * At the API's clock `at` (put back afterwards), in the territory of
 * `place`, for the signed-in customer: an order of two bars paid by cheque,
 * set aside at the depot (so invoiced), and a quotation the office answered.
 * Each read back as the buyer reads it.
 */
export async function documentsAt(api: TestApi, buyer: { token: string; id: number }, place: Place, at: number) {
  const before = api.clock.now;
  api.clock.now = at;
  try {
    const call = (method: 'GET' | 'POST', path: string, body?: unknown) => api.request(method, path, { body, token: buyer.token, plan: place.plan });
    const admin = async (path: string, payload: object) => {
      const res = await api.app.inject({ method: 'POST', url: `/api/v1/admin${path}`, headers: { authorization: 'Bearer test-admin-token' }, payload });
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
    };
    const depot = depotAddress(place);
    const book = inBook(await call('POST', `/customer/${buyer.id}/address`, depot));
    const addressId = book.addresses.find((a) => a.label === depot.label)!.address_id;
    const element = api.db.prepare("SELECT id FROM product WHERE reference = 'HA12-12'").pluck().get() as number;
    const cart = async () =>
      data(await call('POST', '/cart/update', { cart_token: null, elements: [{ element_id: element, quantity: 2 }] }), cartResponse).token;
    const carriers = data(await api.request('GET', '/carrier', { plan: place.plan }), z.array(carrier));
    const payments = data(await api.get('/payment'), z.array(payment));
    const placed = data(
      await call('POST', '/order', {
        cart_token: await cart(),
        carrier_id: carriers.find((x) => x.code === place.depot)!.id,
        payment_id: payments.find((p) => p.code === 'cheque')!.id,
        delivery_address_id: addressId,
        billing_address_id: addressId,
        accept_cgv: true,
      }),
      order,
      201,
    );
    await admin(`/order/${placed.id}/status`, { status: 'en_preparation' });
    await admin(`/order/${placed.id}/status`, { status: 'prete_retrait' });
    const o = data(await call('GET', `/order/${placed.id}`), order);
    const invoice = data(await call('GET', '/invoice'), invoiceList).items.find((i) => i.id === o.invoice!.id)!;
    const asked = data(await call('POST', '/cart/convert-to-quotation', { cart_token: await cart() }), quotation, 201);
    const validUntil = new Date(at + 20 * 86_400_000).toISOString().slice(0, 10);
    await admin(`/quotations/${asked.id}/propose`, { valid_until: validUntil, lines: asked.lines.map(() => ({ unit_price_ht: 1500 })) });
    const q = data(await call('GET', `/quotations/${asked.id}`), quotation);
    return { o, invoice, q };
  } finally {
    api.clock.now = before;
  }
}
