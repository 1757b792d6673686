/** @jest-environment ./src/test-support/jsdom-env.ts */
import { PRO, type TestApi } from '../../../backend/src/testing';
import type { PageCalls } from '../../test-support/held-calls';
import { proOnThePage } from '../../test-support/pro-on-the-page';

/**
 * « Inviter » on an island's network: the API makes the invitation and mails its link, the answer is lost, the
 * administrator reads that the shop could not be reached and presses again. The colleague gets one mail, whose link
 * opens; a press after an answer sends a new link.
 */
let api: TestApi;
let pageCalls: PageCalls;
let company: typeof import('./api');
beforeAll(async () => {
  ({ api, pageCalls } = await proOnThePage());
  company = await import('./api');
});
afterAll(() => api.close());

const mails = (email: string) => api.db.prepare('SELECT COUNT(*) FROM outbox WHERE recipient = ?').pluck().get(email);

it('mails one invitation sent again after its answer was lost, and a new one after an answer', async () => {
  const admin = api.db.prepare('SELECT id FROM customer WHERE email = ?').pluck().get(PRO.email) as number;
  const email = 'conductrice@bellance-btp.example';
  const lost = pageCalls.loseNextAnswer({ only: (c) => new URL(c.url).pathname.endsWith('/company/invitation') });
  await expect(company.invite(admin, { email, role: 'conducteur_travaux' })).rejects.toThrow(/injoignable/);
  await lost;
  expect(mails(email)).toBe(1);
  await company.invite(admin, { email, role: 'conducteur_travaux' });
  expect(mails(email)).toBe(1);
  await company.invite(admin, { email, role: 'conducteur_travaux' });
  expect(mails(email)).toBe(2);
});
