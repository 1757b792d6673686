import { ShopApiError } from './errors';
import { newRequestKey } from './request-key';
import { sendUntilAnswered } from './send-until-answered';

/**
 * The key of a request that adds: the same when the same request is sent again after no answer came, within minutes;
 * a new one once it was answered, done or refused, or when the request is another.
 */
const unreached = () => new ShopApiError(0, 'NETWORK', 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.', 'updateCart', '/cart/update');
const keysOf = async (sends: { what: unknown; fails?: Error }[]) => {
  const keys: string[] = [];
  for (const { what, fails } of sends) {
    await sendUntilAnswered(what, async (key) => {
      keys.push(key);
      if (fails) throw fails;
    }).catch(() => undefined);
  }
  return keys;
};

afterEach(() => jest.useRealTimers());

it('makes keys the API takes, each its own', () => {
  expect(newRequestKey()).toMatch(/^[0-9a-f]{32}$/);
  expect(newRequestKey()).not.toBe(newRequestKey());
});

it('sends the same request again under its key after no answer came, and under a new one once answered', async () => {
  const [lost, again, next] = await keysOf([{ what: ['a', 40], fails: unreached() }, { what: ['a', 40] }, { what: ['a', 40] }]);
  expect(again).toBe(lost);
  expect(next).not.toBe(again);
});

it('gives a new key to a request refused (nothing was made) and to another request', async () => {
  const refused = new ShopApiError(422, 'VALIDATION_ERROR', 'Il ne reste que 12 barres en stock.', 'updateCart', '/cart/update');
  const [first, afterRefusal] = await keysOf([{ what: ['b', 40], fails: refused }, { what: ['b', 40] }]);
  expect(afterRefusal).not.toBe(first);
  const [lost, other] = await keysOf([{ what: ['c', 40], fails: unreached() }, { what: ['c', 41] }]);
  expect(other).not.toBe(lost);
});

it('gives a new key to the same request sent again long after no answer came: a press of its own', async () => {
  jest.useFakeTimers({ now: Date.parse('2026-12-07T08:00:00-04:00') });
  const [lost] = await keysOf([{ what: ['d', 40], fails: unreached() }]);
  jest.setSystemTime(Date.parse('2026-12-07T08:11:00-04:00'));
  const [later] = await keysOf([{ what: ['d', 40] }]);
  expect(later).not.toBe(lost);
});
