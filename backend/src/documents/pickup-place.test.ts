import { invoiceList, order, session } from '@trefima/domain/contract';
import { pdfLine } from '../test-support/pdf-text';
import { data, HOME_ADDRESS, inBook, PRIVATE, testApi, type TestApi } from '../testing';
import { officeMoves, placeOrder } from '../testing-orders';

/**
 * A depot pickup's documents say where the goods were handed over: the depot, by its name, not the address of the
 * buyer's book chosen at checkout, where nothing was. The invoice read « Retiré à » and the buyer's home (CGI art. 242
 * nonies A: the delivery described as it was; found by an audit of the documents), the order and the delivery note
 * « Retrait » and the same.
 */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const office = (id: number, status: string) => officeMoves(api, id, status);

it('names the factory of Le Lamentin on the invoice, the order and the delivery note of goods collected there, not the buyer’s home', async () => {
  const s = data(await api.post('/customer/login', { login: PRIVATE.email, password: PRIVATE.password }), session);
  const book = inBook(
    await api.request('POST', `/customer/${s.customer.customer_id}/address`, { body: { ...HOME_ADDRESS, label: 'Domicile' }, token: s.token }),
  );
  const addressId = book.addresses.find((a) => a.label === 'Domicile')!.address_id;
  const o = await placeOrder(api, { token: s.token, addressId, plan: 1, carrier: 'retrait-lamentin', payment: 'cheque', quantity: 2 });
  expect((await office(o.id, 'en_preparation')).statusCode).toBe(200);
  const ready = data(await office(o.id, 'prete_retrait'), order);
  expect(ready.pickup).toBe(true);
  const invoice = data(await api.request('GET', '/invoice', { token: s.token }), invoiceList).items.find((i) => i.id === ready.invoice!.id)!;
  const text = async (path: string) => pdfLine(new Uint8Array((await api.request('GET', path, { token: s.token })).rawPayload));
  for (const path of [`/invoice/${invoice.id}/pdf`, `/order/${o.id}/pdf`, `/order/${o.id}/delivery-note`]) {
    const pdf = await text(path);
    const place = pdf.slice(pdf.indexOf('Lieu de retrait'));
    expect({ path, place: place.slice(0, 60) }).toEqual({ path, place: expect.stringContaining('Retrait à l’usine du Lamentin') });
    // the buyer's home is his billing address, never where the goods were collected
    expect(place.slice(0, 80)).not.toContain(HOME_ADDRESS.street);
  }
});
