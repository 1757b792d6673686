import { invoiceList, order, session } from '@trefima/domain/contract';
import { pdfLine } from '../test-support/pdf-text';
import { data, depotAddress, inBook, PRO, testApi, type TestApi } from '../testing';
import { placeOrder } from '../testing-orders';

/**
 * An invoice's dates are the buyer's (issue 43, a buyer walk): one issued
 * on 1 December in the evening, in the Antilles or in Guyane, is already of
 * 2 December in UTC; « 30 jours fin de mois » counted from there fell due
 * on 31 January rather than 31 December. Its day, due day and number are
 * counted on the territory's own calendar, a minute before midnight there.
 */
let api: TestApi;
let pro: { token: string; id: number };
beforeAll(async () => {
  api = await testApi({}, { now: Date.parse('2026-11-30T12:00:00Z') });
  const s = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
  pro = { token: s.token, id: s.customer.customer_id };
});
afterAll(() => api.close());

const TERRITORIES = [
  { key: 'mtq', plan: 1, depot: 'retrait-lamentin', zipcode: '97200', city: 'Fort-de-France', offset: 4 },
  { key: 'gpe', plan: 2, depot: 'retrait-jarry', zipcode: '97122', city: 'Baie-Mahault', offset: 4 },
  { key: 'guf', plan: 3, depot: 'retrait-degrad', zipcode: '97300', city: 'Cayenne', offset: 3 },
] as const;
type Place = (typeof TERRITORIES)[number];

const admin = (id: number, status: string) =>
  api.app.inject({ method: 'POST', url: `/api/v1/admin/order/${id}/status`, headers: { authorization: 'Bearer test-admin-token' }, payload: { status } });
/** `day` at hh:mm in the territory, as the API's clock (UTC) reads it */
const at = (place: Place, day: string, time: string) => Date.parse(`${day}T${time}:00Z`) + place.offset * 3_600_000;

/** An order picked up at the territory's depot, placed now, set aside at `when`: its invoice. */
async function invoiced(place: Place, paymentCode: string, when: number) {
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) => api.request(method, path, { body, token: pro.token, plan: place.plan });
  // the depot's address, in the book since the first order there
  const book = inBook(await call('POST', `/customer/${pro.id}/address`, depotAddress(place)));
  const addressId = book.addresses.find((a) => a.label === `Dépôt ${place.city}`)!.address_id;
  const o = await placeOrder(api, { token: pro.token, addressId, plan: place.plan, carrier: place.depot, payment: paymentCode, quantity: 2 });
  expect((await admin(o.id, 'en_preparation')).statusCode).toBe(200);
  const before = api.clock.now;
  api.clock.now = when;
  const ready = data(await admin(o.id, 'prete_retrait'), order);
  api.clock.now = before;
  const invoice = data(await call('GET', '/invoice'), invoiceList).items.find((i) => i.id === ready.invoice!.id)!;
  const res = await call('GET', `/invoice/${invoice.id}/pdf`);
  const text = await pdfLine(new Uint8Array(res.rawPayload));
  return { invoice, text };
}

describe('an invoice’s due date', () => {
  it.each(TERRITORIES)('is counted from the day of issue in $key, not from the UTC date', async (place) => {
    const { invoice, text } = await invoiced(place, 'compte-client', at(place, '2026-12-01', '23:59'));
    expect(invoice.due_at).toBe('2026-12-31');
    expect(text).toContain('Date de facture : 1er décembre 2026');
    expect(text).toContain('Paiement à 30 jours fin de mois : échéance le 31 décembre 2026.');
  });

  it('names the terms it was counted by, the company’s, and keeps them when the company’s change afterwards', async () => {
    const company = api.db.prepare('SELECT company_id FROM customer WHERE id = ?').pluck().get(pro.id) as number;
    const terms = (t: string) => api.db.prepare('UPDATE company SET payment_terms = ? WHERE id = ?').run(t, company);
    try {
      terms('45_jours_fin_de_mois');
      const { invoice } = await invoiced(TERRITORIES[1], 'compte-client', at(TERRITORIES[1], '2026-12-01', '10:00'));
      expect(invoice.due_at).toBe('2027-01-31');
      terms('a_reception');
      const later = await api.request('GET', `/invoice/${invoice.id}/pdf`, { token: pro.token, plan: 2 });
      const text = await pdfLine(new Uint8Array(later.rawPayload));
      expect(text).toContain('Paiement à 45 jours fin de mois : échéance le 31 janvier 2027.');
      expect(text).not.toMatch(/30 jours|réception/);
      const now = await invoiced(TERRITORIES[1], 'compte-client', at(TERRITORIES[1], '2026-12-01', '10:00'));
      expect(now.invoice.due_at).toBe('2026-12-01');
      expect(now.text).toContain('Paiement à réception de la facture : échéance le 1er décembre 2026.');
    } finally {
      terms('30_jours_fin_de_mois');
    }
  });

  it('takes the next day once midnight has passed in the territory', async () => {
    const { invoice } = await invoiced(TERRITORIES[2], 'compte-client', at(TERRITORIES[2], '2026-12-02', '00:01'));
    expect(invoice.due_at).toBe('2027-01-31');
  });

  it('numbers and dates an invoice of New Year’s Eve in the year it was issued, due that day on receipt', async () => {
    const place = TERRITORIES[0];
    const { invoice, text } = await invoiced(place, 'cheque', at(place, '2026-12-31', '23:30'));
    expect(invoice.number).toMatch(/^FAC-MTQ-2026-\d{6}$/);
    expect(invoice.due_at).toBe('2026-12-31');
    expect(text).toContain('Paiement à réception de la facture : échéance le 31 décembre 2026.');
  });

  it('numbers each territory’s invoices in a series of its own, in the order of their dates: Guyane’s past midnight, then the Antilles’ of the evening before', async () => {
    const [mtq, , guf] = TERRITORIES;
    // one after the other: 00:30 on 1 January in Guyane, then ten minutes later 23:40 on 31 December in Martinique.
    // In one series for all three, the later invoice had the higher number and the earlier date.
    const guyane = await invoiced(guf, 'cheque', at(guf, '2027-01-01', '00:30'));
    const martinique = await invoiced(mtq, 'cheque', at(mtq, '2026-12-31', '23:40'));
    expect(guyane.invoice.number).toBe('FAC-GUF-2027-000001');
    expect(guyane.text).toContain('Date de facture : 1er janvier 2027');
    expect(martinique.invoice.number).toMatch(/^FAC-MTQ-2026-\d{6}$/);
    expect(martinique.text).toContain('Date de facture : 31 décembre 2026');
    // every series this file issued (its clock goes back and forth between tests): numbered 1, 2, 3… with no gap
    const numbers = api.db.prepare("SELECT number FROM invoice WHERE number LIKE 'FAC-___-____-%' ORDER BY id").pluck().all() as string[];
    const bySeries = new Map<string, string[]>();
    for (const n of numbers) bySeries.set(n.slice(0, -7), [...(bySeries.get(n.slice(0, -7)) ?? []), n]);
    expect([...bySeries.keys()].sort()).toEqual(['FAC-GPE-2026', 'FAC-GUF-2026', 'FAC-GUF-2027', 'FAC-MTQ-2026']);
    for (const [series, invoices] of bySeries) expect(invoices).toEqual(invoices.map((_, k) => `${series}-${String(k + 1).padStart(6, '0')}`));
    expect(bySeries.get('FAC-MTQ-2026')!.at(-1)).toBe(martinique.invoice.number);
  });
});
