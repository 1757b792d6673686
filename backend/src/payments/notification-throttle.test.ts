import { defaultThrottle } from '../config';
import { payingWorld, type PayingWorld } from './testing-payments';

/**
 * The provider's notifications come from a few addresses of its own, at the pace of the shop's payments: a busy hour
 * sends more than a buyer's writes allow a client (`THROTTLE_WRITES_PER_MINUTE`, 120), and each notice refused with a
 * 429 is retried by the provider later, its order's payment settled late. They have their own budget
 * (`THROTTLE_NOTIFICATIONS_PER_MINUTE`), still a bound: a forged notice costs a signature's check.
 */
let world: PayingWorld;
beforeAll(async () => {
  world = await payingWorld({ notifications: false });
});
afterAll(() => world.close());

const notice = () =>
  world.api.app.inject({
    method: 'POST',
    url: '/api/v1/payment/notification/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
    payload: JSON.stringify({ id: 'evt_forged', object: 'event', type: 'checkout.session.completed', data: { object: {} } }),
  });

it('takes more notices a minute from the provider than a buyer’s writes, each answered on its own merits', async () => {
  const statuses = new Set<number>();
  for (let i = 0; i < 200; i++) statuses.add((await notice()).statusCode);
  expect([...statuses]).toEqual([400]);
});

it('is still bounded: past its budget a client is answered 429', async () => {
  const limit = defaultThrottle.notificationsPerClientPerMinute;
  let refused = 0;
  for (let i = 0; i < limit + 5; i++) if ((await notice()).statusCode === 429) refused++;
  expect(refused).toBeGreaterThan(0);
});
