import type { Db } from '../db';
import { inserter } from './insert';
import * as site from './site-data';

/** The carriers with their prices and delays in each territory, and the payment methods. */
export function seedCheckoutOptions(db: Db) {
  const run = inserter(db);

  site.CARRIERS.forEach((c, i) => {
    const id = run('INSERT INTO carrier (code, name, description, delay, position) VALUES (?, ?, ?, ?, ?)', c.code, c.name, c.description, c.delay, i);
    for (const plan of site.SALES_PLANS) {
      const price = (c.prices as Record<string, readonly [number, number | null]>)[plan.key];
      const delay = (c.delays as Record<string, number>)[plan.key];
      if (price) {
        run(
          'INSERT INTO carrier_price (carrier_id, sales_plan_id, price_ht, free_threshold, delay_days) VALUES (?, ?, ?, ?, ?)',
          id,
          plan.id,
          price[0],
          price[1],
          delay,
        );
      }
    }
  });
  site.PAYMENTS.forEach((p, i) => {
    const online = 'online' in p ? p.online : 0;
    run(
      'INSERT INTO payment (code, label, description, professional_only, position, online) VALUES (?, ?, ?, ?, ?, ?)',
      p.code,
      p.label,
      p.description,
      p.professional_only,
      // the card online first, where it is offered: the order starts as soon as the bank agrees
      online ? -1 : i,
      online,
    );
  });
}
