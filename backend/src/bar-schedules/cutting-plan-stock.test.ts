import { barScheduleCalcul } from '@trefima/domain/bar-schedules/calcul-contract';
import { cuttingPlan } from '@trefima/domain/bar-schedules/cutting-plan/contract';
import { data } from '../testing';
import { PLAN, scheduleKit } from '../testing-schedules';

/**
 * What « Je coupe et façonne moi-même » buys (cutting-plan-self-cut.tsx: the plan's stock bars sent to the quick
 * order, every line or none) and what it is compared with: bars the catalogue has to sell, and the factory's price of
 * the same bars, the diameters left out of the plan left out of both sides. Each case changes the catalogue: a kit of
 * its own, apart from cutting-plan-calls.test.ts.
 */
const { kit } = scheduleKit();

const planOf = async (rows: unknown[]) =>
  data(await kit.api.request('POST', '/nomenclature/plan-de-coupe', { body: { rows }, token: kit.pro, plan: PLAN }), cuttingPlan);
const straight = (mark: string, diameter: number, lengthMm: number, bars: number) => ({
  mark,
  member: 'Poteau',
  diameter,
  shape_code: '00',
  dimensions: { A: lengthMm },
  members: 1,
  bars_per_member: bars,
});

it('buys a pattern in a bar the catalogue has in stock, so that the cart takes the plan', async () => {
  // the seed has no Ø32 bar of 6 m in stock: three 5 m pieces, two to a 12 m bar and one alone, which a 6 m bar holds
  const stockOf = (ref: string) => kit.api.db.prepare('SELECT stock, lead_time_days FROM product WHERE reference = ?').get(ref);
  expect(stockOf('HA32-6')).toEqual({ stock: 0, lead_time_days: null });
  const out = await planOf([straight('1', 32, 5000, 3)]);
  const lines = out.by_diameter[0].stock.filter((s) => s.count > 0).map((s) => ({ reference: s.reference, quantity: s.count }));
  expect(lines).toEqual([{ reference: 'HA32-12', quantity: 2 }]);
  const res = await kit.api.request('POST', '/cart/quick-order', { body: { lines }, token: kit.pro, plan: PLAN });
  expect(res.statusCode).toBe(200);
});

it('compares the stock bars with the factory’s price of the same diameters, those left out of the plan left out', async () => {
  // no straight Ø14 bar in the catalogue: the plan leaves Ø14 out, and the button buys the Ø12 bars only
  kit.api.db.prepare("UPDATE product SET category_id = (SELECT id FROM category WHERE code = 'barres-tonne') WHERE reference IN ('HA14-12', 'HA14-6')").run();
  const r12 = straight('1', 12, 4000, 3);
  const out = await planOf([r12, straight('2', 14, 4000, 30)]);
  expect(out.left_out.map((l) => l.diameter)).toEqual([14]);
  const only12 = data(await kit.api.request('POST', '/nomenclature/calcul', { body: { rows: [r12] }, token: kit.pro, plan: PLAN }), barScheduleCalcul);
  expect(only12.totals.price.ht).toBeGreaterThan(0);
  expect(out.schedule_price_ht).toBe(only12.totals.price.ht);
  // Ø40 has no price online and no straight bar: left out, it leaves the comparison of the others whole
  expect((await planOf([r12, straight('3', 40, 4000, 2)])).schedule_price_ht).toBe(only12.totals.price.ht);
});
