import { customer } from '@trefima/domain/contract';
import { formatPrice } from '@trefima/domain/i18n/format';
import { amountOf } from '@trefima/domain/money/money';
import { pdfLine } from '../test-support/pdf-text';
import { data, HOME_ADDRESS, inBook, testApi, type TestApi } from '../testing';
import { placeOrder } from '../testing-orders';

/**
 * The order's PDF is the durable medium of the contract as it was concluded (L221-13): whether the buyer was a
 * consumer (L221-18), which products were made to his specifications (L221-28 3°) or a service, and what sending the
 * goods back would cost him (L221-5) are the facts of that day, recorded with the order. A PDF downloaded again later
 * read the buyer and the catalogue as they are now (found by an audit of the legal mentions).
 */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const admin = (path: string, body: object) =>
  api.app.inject({ method: 'PATCH', url: `/api/v1/admin${path}`, headers: { authorization: 'Bearer test-admin-token' }, payload: body });
const pdfOf = async (id: number, token: string) => pdfLine(new Uint8Array((await api.request('GET', `/order/${id}/pdf`, { token })).rawPayload));
const mailOf = (number: string) =>
  api.db.prepare('SELECT body FROM outbox WHERE subject = ?').pluck().get(`Confirmation de votre commande ${number}`) as string;
const PROFESSIONAL = { type: 'professionnel', company: 'Marie-Sainte Maçonnerie', siret: '51239874600028' };

async function buyerWithHome(email: string) {
  const { token, id } = await api.signUp(email);
  const book = inBook(await api.request('POST', `/customer/${id}/address`, { body: HOME_ADDRESS, token }));
  return { token, id, addressId: book.addresses.find((a) => a.label === 'Maison')!.address_id };
}
const order = (b: { token: string; addressId: number }, carrier = 'livraison-plateau', reference = 'HA12-12', quantity = 2) =>
  placeOrder(api, { token: b.token, addressId: b.addressId, plan: 1, carrier, payment: 'cheque', quantity, reference });

it('a professional’s order prints no withdrawal once the office makes him a private buyer', async () => {
  const b = await buyerWithHome('pro-devenu-particulier@example.com');
  data(await admin(`/customer/${b.id}`, PROFESSIONAL), customer);
  const token = await api.login('pro-devenu-particulier@example.com', 'Chantier-972!');
  const o = await order({ ...b, token });
  expect(await pdfOf(o.id, token)).not.toMatch(/rétractation/i);
  expect(mailOf(o.number)).not.toMatch(/rétractation/i);
  data(await admin(`/customer/${b.id}`, { type: 'particulier' }), customer);
  expect(await pdfOf(o.id, await api.login('pro-devenu-particulier@example.com', 'Chantier-972!'))).not.toMatch(/rétractation/i);
});

it('a consumer’s order keeps his right and its form once the office makes him professional', async () => {
  const b = await buyerWithHome('particulier-devenu-pro@example.com');
  const o = await order(b);
  expect(await pdfOf(o.id, b.token)).toContain('Formulaire de rétractation');
  data(await admin(`/customer/${b.id}`, PROFESSIONAL), customer);
  expect(await pdfOf(o.id, await api.login('particulier-devenu-pro@example.com', 'Chantier-972!'))).toContain('Formulaire de rétractation');
});

it('a consumer’s stocked bars stay open to withdrawal, at the return cost of that day, when the catalogue changes', async () => {
  const b = await buyerWithHome('particulier-delai@example.com');
  const o = await order(b);
  const price = api.db
    .prepare("SELECT cp.price_ht FROM carrier_price cp JOIN carrier c ON c.id = cp.carrier_id WHERE c.code = 'livraison-plateau' AND cp.sales_plan_id = 1")
    .pluck()
    .get() as number;
  // the carrier's own rate to the same place, whatever free delivery the order had, VAT of Martinique
  const cost = `le coût du retour par transporteur est estimé à ${formatPrice(amountOf(price, 8.5).ttc, { alwaysCents: true })} TTC`.replace(/\s+/g, ' ');
  expect(await pdfOf(o.id, b.token)).toContain(cost);
  expect(mailOf(o.number).replace(/\s+/g, ' ')).toContain(cost);
  api.db.prepare("UPDATE product SET lead_time_days = 5 WHERE reference = 'HA12-12'").run();
  api.db.prepare('UPDATE carrier_price SET price_ht = price_ht + 10000').run();
  try {
    const pdf = await pdfOf(o.id, b.token);
    expect(pdf).toContain('Formulaire de rétractation');
    expect(pdf).not.toContain('le droit de rétractation ne s’applique pas');
    expect(pdf).toContain(cost);
  } finally {
    api.db.prepare("UPDATE product SET lead_time_days = NULL WHERE reference = 'HA12-12'").run();
    api.db.prepare('UPDATE carrier_price SET price_ht = price_ht - 10000').run();
  }
});

it('tells a consumer who took his goods at a depot to bring them back there, with no carrier', async () => {
  const b = await buyerWithHome('particulier-retrait@example.com');
  const o = await order(b, 'retrait-lamentin');
  const pdf = await pdfOf(o.id, b.token);
  expect(pdf).toContain('vous pouvez nous les rapporter au lieu où vous les avez retirés (Retrait à l’usine du Lamentin), sans transporteur');
  expect(pdf).not.toContain('estimé à');
});

it('gives a consumer’s study, a service, 14 days from the order’s conclusion and the form', async () => {
  const b = await buyerWithHome('particulier-etude@example.com');
  const o = await order(b, 'livraison-plateau', 'FAC-ETUDE', 1);
  const pdf = await pdfOf(o.id, b.token);
  expect(pdf).toContain('14 jours à compter du jour de la conclusion de la commande');
  expect(pdf).not.toContain('le droit de rétractation ne s’applique pas');
  expect(pdf).toContain('Formulaire de rétractation');
});

it('keeps the cutting fee, work on goods cut to the buyer’s lengths, out of the right as those goods are', async () => {
  const b = await buyerWithHome('particulier-coupe@example.com');
  const o = await order(b, 'livraison-plateau', 'CP-FORFAIT', 1);
  const pdf = await pdfOf(o.id, b.token);
  expect(pdf).not.toContain('à compter du jour de la conclusion de la commande');
  expect(pdf).toContain('le droit de rétractation ne s’applique pas');
});

it('reads an order placed before the facts were recorded as the buyer and the catalogue are now', async () => {
  const b = await buyerWithHome('particulier-ancien@example.com');
  const o = await order(b);
  api.db.prepare('UPDATE "order" SET withdrawal = NULL WHERE id = ?').run(o.id);
  expect(await pdfOf(o.id, b.token)).toContain('Formulaire de rétractation');
  data(await admin(`/customer/${b.id}`, PROFESSIONAL), customer);
  expect(await pdfOf(o.id, await api.login('particulier-ancien@example.com', 'Chantier-972!'))).not.toMatch(/rétractation/i);
});
