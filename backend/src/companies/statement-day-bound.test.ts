import { order, session } from '@trefima/domain/contract';
import { statement as statementAnswer } from '@trefima/domain/companies/contract';
import { data, depotAddress, inBook, PRO, testApi, type TestApi } from '../testing';
import { officeMoves, placeOrder } from '../testing-orders';
import { settleSeededInvoices } from './statement.test-support';

/**
 * The other side of statement-overdue-zone.test.ts: the demo company keeps Guadeloupe's clock (UTC−4) and takes goods
 * on account at the depot of Dégrad-des-Cannes in Guyane (UTC−3). Its accountant reads today's statement at 23:30 in
 * Guadeloupe on the invoice's due day: the statement is of that day (« au 31 décembre ») and lists what is known up to
 * it, so no invoice is judged late on a later day than the statement's own, though it is already 1 January in Guyane
 * (an invoice paid at 00:20 in Cayenne was read « échue » on a statement that leaves its payment out; found by an
 * audit of documents).
 */
let api: TestApi;
beforeAll(async () => {
  api = await testApi({}, { now: Date.parse('2026-11-30T15:00:00Z') });
  settleSeededInvoices(api.db);
});
afterAll(() => api.close());

let seen: { today: { lines: { label: string; overdue: boolean; days_late: number | null }[] }; paidOne: string } | undefined;

it('a statement dated D does not call an invoice due on D « échue depuis 1 jour », nor disagree with the same statement asked for D', async () => {
  const s = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
  const book = inBook(
    await api.request('POST', `/customer/${s.customer.customer_id}/address`, {
      body: depotAddress({ city: 'Cayenne', zipcode: '97300' }),
      token: s.token,
      plan: 3,
    }),
  );
  // two bars on account at the Guyane depot, set aside there: invoiced that day
  const invoiced = async () => {
    const addressId = book.addresses.find((a) => a.label === 'Dépôt Cayenne')!.address_id;
    const o = await placeOrder(api, { token: s.token, addressId, plan: 3, carrier: 'retrait-degrad', payment: 'compte-client', quantity: 2 });
    expect((await officeMoves(api, o.id, 'en_preparation')).statusCode).toBe(200);
    return data(await officeMoves(api, o.id, 'prete_retrait'), order).invoice!.number;
  };
  const number = await invoiced();
  // a second one, the same day, which the company will pay at 00:20 in Cayenne (23:20 in Guadeloupe)
  const paidOne = await invoiced();
  const due = api.db.prepare('SELECT due_at FROM invoice WHERE number = ?').pluck().get(number) as string;
  expect(due).toBe('2026-12-31');

  api.clock.now = Date.parse('2027-01-01T03:20:00Z');
  const paid = await api.app.inject({
    method: 'POST',
    url: `/api/v1/admin/invoice/${api.db.prepare('SELECT id FROM invoice WHERE number = ?').pluck().get(paidOne) as number}/payment`,
    headers: { authorization: 'Bearer test-admin-token' },
    payload: { method: 'virement' },
  });
  expect(paid.statusCode).toBeLessThan(300);
  // 03:30 UTC on 1 January: 23:30 on 31 December in Guadeloupe (the statement's day), 00:30 on 1 January in Cayenne
  api.clock.now = Date.parse('2027-01-01T03:30:00Z');
  const today = data(await api.request('GET', '/company/statement', { token: await api.login(), plan: 2 }), statementAnswer);
  expect(today.on).toBe('2026-12-31');
  const line = today.lines.find((l) => l.label.includes(number))!;
  expect(line.due_on).toBe('2026-12-31');
  const asked = data(await api.request('GET', '/company/statement', { token: await api.login(), plan: 2, query: { au: '2026-12-31' } }), statementAnswer);
  const askedLine = asked.lines.find((l) => l.label.includes(number))!;
  seen = { today, paidOne };
  // the same day's statement, two answers
  expect({ overdue: line.overdue, days_late: line.days_late, late: today.due['1_30'] }).toEqual({
    overdue: askedLine.overdue,
    days_late: askedLine.days_late,
    late: asked.due['1_30'],
  });
});

it('today’s statement does not call « échue » an invoice paid in full ten minutes before (its payment dated the next day in Cayenne)', () => {
  const { today, paidOne } = seen!;
  const paidLine = today.lines.find((l) => l.label === `Facture ${paidOne}`)!;
  expect({ overdue: paidLine.overdue, days_late: paidLine.days_late }).toEqual({ overdue: false, days_late: null });
});
