import { z } from 'zod/mini';
import { person } from '@trefima/domain/companies/contract';
import { data, PRO, testApi, type TestApi } from '../testing';
import { colleague } from './testing-company';

/*
 * « Dépensé ce mois-ci » on the people's page is the month the approval rule counts (approvals.ts), on the person's own
 * territory's clock, not on the administrator's who reads it: a buyer in Guyane (UTC−3) is in December at 00:45 on the
 * 1st while his administrator in Guadeloupe (UTC−4) is still on 30 November. The administrator read a figure the rule
 * no longer counted.
 */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

it('counts each person’s month on his territory’s clock', async () => {
  const admin = await api.login(PRO.email, PRO.password);
  const buyer = await colleague(api, 'acheteur', 'acheteur-cayenne@bellance-btp.example', admin);
  api.db.prepare('UPDATE customer SET sales_plan_id = 3 WHERE id = ?').run(buyer.id);
  // one of the company's orders made his, on 30 November at 00:30 in Cayenne (03:30 UTC): November's there
  const order = api.db.prepare('SELECT id, amount_ht + shipping_ht AS ht FROM "order" ORDER BY id LIMIT 1').get() as { id: number; ht: number };
  api.db.prepare('UPDATE "order" SET customer_id = ?, created_at = ? WHERE id = ?').run(buyer.id, '2026-11-30T03:30:00.000Z', order.id);
  // 1 December, 03:45 UTC: 00:45 on the 1st in Cayenne, 23:45 on 30 November in Guadeloupe
  const by = Date.parse('2026-12-01T03:45:00.000Z') - api.clock.now;
  api.clock.advance(by);
  try {
    const later = await api.login(PRO.email, PRO.password);
    const people = data(await api.request('GET', '/company/people', { token: later, plan: 2 }), z.array(person));
    expect(people.find((p) => p.id === buyer.id)?.spent_this_month_ht_cents).toBe(0);
    // an order of some amount: counted on the administrator's clock (still November there), the figure was not 0
    expect(order.ht).toBeGreaterThan(0);
  } finally {
    api.clock.advance(-by);
  }
});
