import { localDay } from '@trefima/domain/calendar/time-zones';
import { readPdf } from '../test-support/pdf-text';
import { data, failure, PRO, testApi, type TestApi } from '../testing';
import { documentsAt, PLACES, type Place } from '../testing-documents';
import { session } from '@trefima/domain/contract';

/**
 * A document's dates are its territory's days: an order, its invoice, its
 * delivery note and a quotation made at 03:30 UTC, 00:30 in Cayenne and
 * 23:30 the day before in Martinique, give their time zone with their
 * date-times (which the site reads them in) and print the territory's day
 * on their PDFs.
 */
const INSTANT = Date.parse('2026-12-02T03:30:00Z');
const DAYS = { guf: { day: '2026-12-02', words: '2 décembre 2026' }, mtq: { day: '2026-12-01', words: '1er décembre 2026' } };
let api: TestApi;
let pro: { token: string; id: number };
beforeAll(async () => {
  api = await testApi({}, { now: INSTANT });
  const s = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
  pro = { token: s.token, id: s.customer.customer_id };
});
afterAll(() => api.close());

const pdfText = async (place: Place, path: string) => {
  const res = await api.request('GET', path, { token: pro.token, plan: place.plan });
  expect(res.statusCode).toBe(200);
  return (await readPdf(new Uint8Array(res.rawPayload))).pages.join('\n').replace(/[\s\u00a0\u202f]+/g, ' ');
};

describe.each(PLACES)('a document made at 03:30 UTC in $key', (place) => {
  const { day, words } = DAYS[place.key];
  let docs: Awaited<ReturnType<typeof documentsAt>>;
  beforeAll(async () => {
    docs = await documentsAt(api, pro, place, INSTANT);
  });

  it('gives its territory’s time zone, in which each of its date-times is that day', () => {
    const { o, invoice, q } = docs;
    expect([o.time_zone, invoice.time_zone, q.time_zone]).toEqual([place.zone, place.zone, place.zone]);
    const instants = [o.created_at, ...o.history.map((e) => e.at), invoice.issued_at, q.created_at, ...q.history.map((e) => e.at), q.proposals[0]!.created_at];
    expect(instants.every((iso) => Date.parse(iso) === INSTANT)).toBe(true);
    expect(new Set(instants.map((iso) => localDay(iso, o.time_zone)))).toEqual(new Set([day]));
  });

  it('prints that day on the order, its delivery note, its invoice and the quotation', async () => {
    const { o, invoice, q } = docs;
    expect(await pdfText(place, `/order/${o.id}/pdf`)).toContain(`Date : ${words}`);
    const note = await pdfText(place, `/order/${o.id}/delivery-note`);
    expect(note).toContain(`Commande : ${o.number} du ${words}`);
    expect(note).toContain(`Édité le : ${words}`);
    const bill = await pdfText(place, `/invoice/${invoice.id}/pdf`);
    expect(bill).toContain(`Date de facture : ${words}`);
    expect(bill).toContain(`Date de la vente : ${words}`);
    expect(bill).toContain(`Paiement à réception de la facture : échéance le ${words}.`);
    const devis = await pdfText(place, `/quotations/${q.id}/pdf`);
    expect(devis).toContain(`Demandé le : ${words}`);
    expect(devis).toContain(`Proposé le : ${words}`);
  });

  it('is paid that day, as its receipt says, and the office is told so when it records it twice', async () => {
    const { invoice } = docs;
    const pay = () =>
      api.app.inject({
        method: 'POST',
        url: `/api/v1/admin/invoice/${invoice.id}/payment`,
        headers: { authorization: 'Bearer test-admin-token' },
        payload: {},
      });
    expect((await pay()).statusCode).toBe(200);
    const outbox = (await api.app.inject({ url: `/api/v1/admin/outbox?to=${PRO.email}`, headers: { authorization: 'Bearer test-admin-token' } })).json().data;
    const receipt = outbox.find((m: { subject: string }) => m.subject === `Facture ${invoice.number} acquittée`);
    expect(receipt.body).toContain(`votre facture ${invoice.number}, le ${words} :`);
    expect(failure(await pay(), 409).message).toContain(`déjà acquittée (le ${words})`);
  });
});
