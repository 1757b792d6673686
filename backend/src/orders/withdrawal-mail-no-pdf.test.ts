import { session } from '@trefima/domain/contract';
import { data, HOME_ADDRESS, inBook, PRIVATE, testApi, type TestApi } from '../testing';
import { placeOrder } from '../testing-orders';

/**
 * A PDF that cannot be made is left to the buyer's space rather than failing the order (orders.ts): the mail then
 * said the withdrawal form was « joint à ce message » and gave none, where the consumer must be given it (L221-5 2°,
 * R221-1). Without the PDF, the mail carries the form itself.
 */
jest.mock('../documents/pdfs/printers', () => {
  const actual = jest.requireActual('../documents/pdfs/printers');
  return { ...actual, orderPdf: async () => Promise.reject(new Error('font engine down')) };
});

let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

it('puts the model form in the mail that carries no PDF, and does not say it is attached', async () => {
  const s = data(await api.post('/customer/login', { login: PRIVATE.email, password: PRIVATE.password }), session);
  const book = inBook(
    await api.request('POST', `/customer/${s.customer.customer_id}/address`, { body: { ...HOME_ADDRESS, label: 'Domicile X' }, token: s.token }),
  );
  const addressId = book.addresses.find((a) => a.label === 'Domicile X')!.address_id;
  const o = await placeOrder(api, { token: s.token, addressId, plan: 1, carrier: 'livraison-plateau', payment: 'cheque', quantity: 2 });
  const mail = api.db.prepare('SELECT id, body FROM outbox WHERE subject = ?').get(`Confirmation de votre commande ${o.number}`) as {
    id: number;
    body: string;
  };
  expect(api.db.prepare('SELECT COUNT(*) FROM outbox_attachment WHERE outbox_id = ?').pluck().get(mail.id)).toBe(0);
  expect(mail.body).toContain('Droit de rétractation');
  expect(mail.body).not.toContain('joint à ce message');
  expect(mail.body).toContain('le formulaire de rétractation ci-dessous');
  expect(mail.body).toContain(
    'Formulaire de rétractation\n(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)',
  );
  expect(mail.body).toContain('À l’attention de Trefima, Zone industrielle du Lamentin, 97232 Le Lamentin, Martinique, contact@trefima.example :');
  expect(mail.body).toContain('Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat');
});
