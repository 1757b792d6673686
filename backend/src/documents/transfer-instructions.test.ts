import { order, session } from '@trefima/domain/contract';
import { readPdf } from '../test-support/pdf-text';
import { data, PRO, testApi, type TestApi } from '../testing';
import { placeOrder } from '../testing-orders';

/**
 * A transfer order tells its buyer how to pay (the account, the amount, the reference) while his money is awaited,
 * and no longer once it is in: the office moves the order into preparation when the transfer has arrived
 * (orders/order-transfer.ts), and the invoice then reads « acquittée ». A shipped order still saying « Montant à
 * virer » would ask him to pay twice.
 */
let api: TestApi;
let pro: { token: string; addressId: number };
beforeAll(async () => {
  api = await testApi();
  const s = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
  pro = { token: s.token, addressId: s.customer.addresses[0].address_id };
});
afterAll(() => api.close());

const read = async (id: number) => data(await api.request('GET', `/order/${id}`, { token: pro.token, plan: 2 }), order);
const move = async (id: number, status: string) =>
  data(
    await api.app.inject({
      method: 'POST',
      url: `/api/v1/admin/order/${id}/status`,
      headers: { authorization: 'Bearer test-admin-token' },
      payload: { status },
    }),
    order,
  );
const pdfText = async (path: string) => {
  const res = await api.request('GET', path, { token: pro.token, plan: 2 });
  expect(res.statusCode).toBe(200);
  return (await readPdf(new Uint8Array(res.rawPayload))).pages.join('\n');
};

describe('a transfer order’s payment instructions', () => {
  it('are given while the transfer is awaited, and no longer once it came in (in preparation, shipped, invoice paid)', async () => {
    const placed = await placeOrder(api, { ...pro, plan: 2, carrier: 'livraison-plateau', payment: 'virement', quantity: 12 });
    expect(placed.status).toBe('confirmee');
    expect((await read(placed.id)).payment_instructions?.reference).toBe(placed.number);

    expect((await move(placed.id, 'en_preparation')).payment_instructions).toBeUndefined();
    expect((await read(placed.id)).payment_instructions).toBeUndefined();

    const shipped = await move(placed.id, 'expediee');
    expect(shipped.invoice).not.toBeNull();
    const again = await read(placed.id);
    expect(again.payment_instructions).toBeUndefined();
    expect(await pdfText(`/order/${placed.id}/pdf`)).not.toMatch(/Montant à virer/);
    expect(await pdfText(`/invoice/${shipped.invoice!.id}/pdf`)).not.toMatch(/Règlement par virement/);
  });
});
