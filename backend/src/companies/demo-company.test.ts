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
