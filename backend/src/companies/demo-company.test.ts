import { invoiceList } from '@trefima/domain/contract';
import { company, statement } from '@trefima/domain/companies/contract';
import { data, failure, testApi, type TestApi } from '../testing';
import { DEMO_COMPANY } from '../seed/site-data';

/* The demo of the README (issue 46): Bellance BTP's foreman and accountant sign in, and the statement shows something real. */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const [foreman, accountant] = DEMO_COMPANY.people;

describe('the demo company', () => {
  it('dates its overdue invoice on the territory’s calendar: seeded in the evening of Guadeloupe, its day, due day and number are of that day', async () => {
    // seeded so that the invoice, 73 days earlier, was issued on 1 October at 22:00 in Guadeloupe, 2 October in UTC
    const evening = await testApi({}, { now: Date.parse('2026-10-02T02:00:00Z') + 73 * 86_400_000 });
    try {
      const token = await evening.login(accountant.email, accountant.password);
      const inv = data(await evening.request('GET', '/invoice', { token, plan: 2 }), invoiceList).items.find((i) => i.number.includes('-SC'))!;
      const s = data(await evening.request('GET', '/company/statement', { token, plan: 2 }), statement);
      const line = s.lines.find((l) => l.label.includes(inv.number))!;
      // « 30 jours fin de mois » from 1 October: 31 October, where the UTC day gave 30 November
      expect({ day: line.day, due: inv.due_at, due_on: line.due_on }).toEqual({ day: '2026-10-01', due: '2026-10-31', due_on: '2026-10-31' });
      expect(inv.number).toMatch(/^FAC-2026-/);
    } finally {
      await evening.close();
    }
  });

  it('gives its accountant an overdue invoice, partly paid, in the statement and its ageing', async () => {
    const token = await api.login(accountant.email, accountant.password);
    const c = data(await api.get('/company', {}, token), company);
    expect(c).toMatchObject({ name: 'Bellance BTP', me: { role: 'comptable' }, credit: { limit_cents: DEMO_COMPANY.credit_limit_cents } });
    expect(c.credit!.outstanding_cents).toBeGreaterThan(0);
    const s = data(await api.get('/company/statement', {}, token), statement);
    const overdue = s.lines.filter((l) => l.overdue);
    expect(overdue).toHaveLength(1);
    expect(overdue[0].days_late).toBeGreaterThan(0);
    expect(s.lines.some((l) => l.kind === 'reglement' && l.label.includes(overdue[0].label.replace('Facture ', '')))).toBe(true);
    expect(s.due.total_cents).toBe(c.credit!.outstanding_cents);
    // what is owed is that invoice's rest alone, late
    expect(s.due.non_echu).toBe(0);
    expect(s.due['1_30'] + s.due['31_60'] + s.due.plus_60).toBe(s.due.total_cents);
  });

  it('lets its foreman in, who may not read what the company owes', async () => {
    const token = await api.login(foreman.email, foreman.password);
    expect(data(await api.get('/company', {}, token), company).me.role).toBe('conducteur_travaux');
    expect(failure(await api.get('/company/statement', {}, token), 403).message).toContain('conducteur de travaux');
  });
});
