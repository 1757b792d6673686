import { quotation } from '@trefima/domain/contract';
import { defaultThrottle } from '../config';
import { data, failure } from '../testing';
import { BAR10, scheduleKit, seen } from '../testing-schedules';

/**
 * A bar schedule sent for a quotation mails its account and the office like a cart's request: it spends the same
 * budget per account (throttle/account-mails.ts). Before, this call was the one way around it: a script signed up with
 * a stranger's address could mail him a schedule's quotation at the writes' pace.
 */
const { kit, call, created } = scheduleKit({ throttle: { ...defaultThrottle, mailsPerAccountPerHour: 2 } });

const quotations = () => kit.api.db.prepare('SELECT COUNT(*) FROM quotation').pluck().get() as number;
const mails = () => kit.api.db.prepare('SELECT COUNT(*) FROM outbox').pluck().get() as number;

it('spends the account’s budget of mails, answers a retry as before, and refuses in French past it with nothing written', async () => {
  const [first, second, third] = [await created([BAR10]), await created([BAR10]), await created([BAR10])];
  data(await call('POST', `/nomenclature/${first.id}/quotation`, { body: seen(first) }), quotation, 201);
  const kept = data(await call('POST', `/nomenclature/${second.id}/quotation`, { body: seen(second) }), quotation, 201);
  // the budget spent: the second one asked again (its answer lost) is still answered, spending nothing
  expect(data(await call('POST', `/nomenclature/${second.id}/quotation`, { body: seen(second) }), quotation).number).toBe(kept.number);
  const before = [quotations(), mails()];
  const refused = failure(await call('POST', `/nomenclature/${third.id}/quotation`, { body: seen(third) }), 429);
  expect(refused.message).toMatch(/^Ce compte a envoyé beaucoup de demandes de devis et de commandes en peu de temps/);
  expect([quotations(), mails()]).toEqual(before);
  kit.api.clock.advance(61 * 60 * 1000);
  kit.pro = await kit.api.login();
  data(await call('POST', `/nomenclature/${third.id}/quotation`, { body: seen(third) }), quotation, 201);
});
