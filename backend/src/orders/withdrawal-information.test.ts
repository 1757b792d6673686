import { session } from '@trefima/domain/contract';
import { pdfLine } from '../test-support/pdf-text';
import { data, HOME_ADDRESS, inBook, PRIVATE, PRO, testApi, type TestApi } from '../testing';
import { placeOrder, proPickupOrder } from '../testing-orders';

/**
 * A consumer's order, concluded at a distance, is confirmed on a durable medium with the information on his right of
 * withdrawal and the withdrawal form (Code de la consommation L221-13, L221-5 2°, R221-1 and its annex): the
 * confirmation mail and its PDF said nothing of it, the CGV page alone did (found by an audit of the documents).
 * Products made to his specifications are excluded from it (L221-28 3°), and said so; a professional has no such right.
 */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

async function privateOrder(reference: string, quantity: number) {
  const s = data(await api.post('/customer/login', { login: PRIVATE.email, password: PRIVATE.password }), session);
  const book = inBook(
    await api.request('POST', `/customer/${s.customer.customer_id}/address`, { body: { ...HOME_ADDRESS, label: `Domicile ${reference}` }, token: s.token }),
  );
  const addressId = book.addresses.find((a) => a.label === `Domicile ${reference}`)!.address_id;
  const o = await placeOrder(api, { token: s.token, addressId, plan: 1, carrier: 'livraison-plateau', payment: 'cheque', quantity, reference });
  return { o, token: s.token };
}

const mailOf = (email: string, number: string) =>
  api.db
    .prepare('SELECT body FROM outbox WHERE recipient = ? AND subject = ? ORDER BY id DESC')
    .pluck()
    .get(email, `Confirmation de votre commande ${number}`) as string;
const pdfOf = async (id: number, token: string) => pdfLine(new Uint8Array((await api.request('GET', `/order/${id}/pdf`, { token })).rawPayload));

it('tells a private buyer of standard bars his 14 days and how to withdraw, in the mail and in its PDF with the form', async () => {
  const { o, token } = await privateOrder('HA12-12', 2);
  const mail = mailOf(PRIVATE.email, o.number);
  expect(mail).toContain('Droit de rétractation');
  expect(mail).toContain('14 jours à compter de la réception des produits');
  expect(mail).toContain('le formulaire de rétractation qui figure au PDF de votre commande (joint à ce message et dans votre espace client)');
  const pdf = await pdfOf(o.id, token);
  expect(pdf).toContain('Droit de rétractation');
  expect(pdf).toContain('le formulaire de rétractation ci-dessous');
  expect(pdf).toContain('Formulaire de rétractation');
  expect(pdf).toContain(
    'Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous',
  );
  expect(pdf).toContain(`À l’attention de Trefima`);
});

it('tells him that products made to his specifications give no such right, naming them', async () => {
  const { o, token } = await privateOrder('CAS-SUR-MESURE', 10);
  const mail = mailOf(PRIVATE.email, o.number);
  expect(mail).toContain('le droit de rétractation ne s’applique pas');
  expect(mail).toContain('article L221-28');
  expect(mail).not.toContain('14 jours à compter');
  const pdf = await pdfOf(o.id, token);
  expect(pdf).toContain('le droit de rétractation ne s’applique pas');
  expect(pdf).not.toContain('Formulaire de rétractation');
});

it('says nothing of it to a professional', async () => {
  const { s, o } = await proPickupOrder(api);
  expect(mailOf(PRO.email, o.number)).not.toMatch(/rétractation/i);
  expect(await pdfOf(o.id, s.token)).not.toMatch(/rétractation/i);
});
