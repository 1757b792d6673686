import type { z } from 'zod/mini';
import { barSchedule } from '@trefima/domain/contract';
import type { BarScheduleRowInput } from '@trefima/domain/bar-schedules/requests';
import type { Config } from './config';
import { data, testApi, type TestApi } from './testing';

/**
 * What the bar-schedule contract tests share: an API with the demo
 * professional signed in, in his territory, the worked rows, and short ways
 * to make and send a schedule. Call `scheduleKit()` at the top of a file.
 */
export const HEADER = { job_site: 'Résidence Les Flamboyants', drawing: 'PL-204 ind. c', title: 'Poutres du R+1', date: '2026-11-20' };
// Ø12 U: 300 + 1200 + 300 − 24 − 24 = 1752 → 1755 mm; 10 bars × 1.755 m × 888 g/m = 15 584 g
export const U12: BarScheduleRowInput = {
  member: 'Poutre P1',
  mark: '1',
  diameter: 12,
  shape_code: '21',
  dimensions: { A: 300, B: 1200, C: 300 },
  members: 2,
  bars_per_member: 5,
};
// Ø8 cadre: 2 × 615 − 2.5 × 16 − 5 × 8 = 1150 mm; 40 bars × 1.15 m × 395 g/m = 18 170 g
export const LINK8: BarScheduleRowInput = {
  member: 'Poutre P1',
  mark: '2',
  diameter: 8,
  shape_code: '51',
  dimensions: { A: 300, B: 200, C: 115 },
  members: 2,
  bars_per_member: 20,
};
// Ø10 straight, cut to length: 12 bars × 6 m × 617 g/m = 44 424 g
export const BAR10: BarScheduleRowInput = {
  member: 'Dalle',
  mark: '3',
  diameter: 10,
  shape_code: '00',
  dimensions: { A: 6000 },
  members: 1,
  bars_per_member: 12,
};

/** The professional's territory (Guadeloupe): his carts and orders are there. */
export const PLAN = 2;

export function scheduleKit(config: Partial<Config> = {}) {
  const kit = { api: null as unknown as TestApi, pro: '' };
  beforeAll(async () => {
    kit.api = await testApi(config);
    kit.pro = await kit.api.login();
  });
  afterAll(() => kit.api.close());
  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    { body, query, token = kit.pro }: { body?: unknown; query?: Record<string, string>; token?: string } = {},
  ) => kit.api.request(method, path, { body, query, token, plan: PLAN });
  const create = async (rows: unknown[], token = kit.pro, header: unknown = HEADER) =>
    kit.api.request('POST', '/nomenclature', { body: { header, rows }, token, plan: PLAN });
  return {
    kit,
    call,
    create,
    created: async (rows: unknown[] = [U12, LINK8, BAR10]) => data(await create(rows), barSchedule, 201),
    priceOf: (ref: string, plan = PLAN) =>
      kit.api.db
        .prepare('SELECT pp.price_ht FROM product_price pp JOIN product p ON p.id = pp.product_id WHERE p.reference = ? AND pp.sales_plan_id = ?')
        .pluck()
        .get(ref, plan) as number,
  };
}

/** What the customer saw, as the site sends it with a schedule to the cart or a quotation. */
export const seen = (s: z.infer<typeof barSchedule>) => ({ revision: s.revision, expected_mass_g: s.totals.mass_g, expected_total_ht: s.price.total_ht });
