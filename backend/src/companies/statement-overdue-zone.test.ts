import { order } from '@trefima/domain/contract';
import { statement as statementAnswer } from '@trefima/domain/companies/contract';
import { data, PRO, testApi, type TestApi } from '../testing';
import { officeMoves, proPickupOrder } from '../testing-orders';
import { settleSeededInvoices } from './statement.test-support';

/**
 * A company whose people signed up in Guyane (UTC−3: the statement's clock, ledger.ts timeZone) buys on account in
 * Guadeloupe (UTC−4). Its Guadeloupe invoice falls due on 31 December, a day of Guadeloupe's calendar. At 03:30 UTC
 * on 1 January it is still 23:30 on 31 December in Guadeloupe: the invoice is not yet late there (it was read one day
 * late, on the company's clock: found by an audit of dates). A statement of a day asked (`au`) judges every invoice at
 * the end of that day.
 */
let api: TestApi;
beforeAll(async () => {
  api = await testApi({}, { now: Date.parse('2026-11-30T15:00:00Z') });
  const companyId = api.db.prepare('SELECT company_id FROM customer WHERE email = ?').pluck().get(PRO.email) as number;
  api.db.prepare('UPDATE customer SET sales_plan_id = 3 WHERE company_id = ?').run(companyId);
  settleSeededInvoices(api.db);
});
afterAll(() => api.close());

const office = (id: number, status: string) => officeMoves(api, id, status);

it('does not call a Guadeloupe invoice overdue while its due day has not ended in Guadeloupe', async () => {
  const { o } = await proPickupOrder(api, 'compte-client');
  expect((await office(o.id, 'en_preparation')).statusCode).toBe(200);
  const ready = data(await office(o.id, 'prete_retrait'), order);
  const number = ready.invoice!.number;
  const due = api.db.prepare('SELECT due_at FROM invoice WHERE number = ?').pluck().get(number);
  expect(due).toBe('2026-12-31');

  // 03:30 UTC on 1 January: 00:30 on 1 January in Cayenne, 23:30 on 31 December in Guadeloupe
  api.clock.now = Date.parse('2027-01-01T03:30:00Z');
  const token = await api.login();
  const st = data(await api.request('GET', '/company/statement', { token, plan: 2 }), statementAnswer);
  const line = st.lines.find((l) => l.label.includes(number))!;
  expect(line.due_on).toBe('2026-12-31');
  expect({ overdue: line.overdue, days_late: line.days_late }).toEqual({ overdue: false, days_late: null });
  expect(st.due.non_echu).toBeGreaterThan(0);
  expect(st.due['1_30']).toBe(0);

  // an hour later it is 1 January in Guadeloupe too: one day late
  api.clock.now = Date.parse('2027-01-01T04:30:00Z');
  const later = data(await api.request('GET', '/company/statement', { token: await api.login(), plan: 2 }), statementAnswer).lines.find((l) =>
    l.label.includes(number),
  )!;
  expect({ overdue: later.overdue, days_late: later.days_late }).toEqual({ overdue: true, days_late: 1 });

  // the statement of a day asked: at the end of 31 December, not late anywhere
  const asked = data(await api.request('GET', '/company/statement', { token: await api.login(), plan: 2, query: { au: '2026-12-31' } }), statementAnswer);
  expect(asked.lines.find((l) => l.label.includes(number))!.overdue).toBe(false);
});
