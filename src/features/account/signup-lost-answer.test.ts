/** @jest-environment ./src/test-support/jsdom-env.ts */
import type { TestApi } from '../../../backend/src/testing';
import { browserApi } from '../../test-support/browser-api';
import { spyOnPageCalls, type PageCalls } from '../../test-support/held-calls';

/**
 * « Créer mon compte » on an island's network: the API makes the account, the answer is lost, the buyer reads that the
 * shop could not be reached and presses again. He is signed in to the account he made, where he read « Un compte existe
 * déjà avec cette adresse e-mail » and did not know it was his. Anyone else's address stays refused as taken.
 */
let api: TestApi;
let pageCalls: PageCalls;
let session: typeof import('./session-actions');
beforeAll(async () => {
  api = await browserApi();
  pageCalls = spyOnPageCalls();
  session = await import('./session-actions');
});
afterAll(() => api.close());

const buyer = (email: string, password = 'Tôle-Rouge-2026') => ({
  type: 'particulier' as const,
  civility: 'mme' as const,
  first_name: 'Line',
  last_name: 'Marie-Sainte',
  email,
  phone: '0696112233',
  password,
  password_confirm: password,
  accept_terms: true as const,
  company: null,
  siret: null,
  newsletter: false,
});

it('signs in to the account its lost answer made when the signup is sent again', async () => {
  const lost = pageCalls.loseNextAnswer({ only: (c) => new URL(c.url).pathname.endsWith('/customer') });
  await expect(session.signup(buyer('line-perdue@example.com'))).rejects.toThrow(/injoignable/);
  await lost;
  const opened = await session.signup(buyer('line-perdue@example.com'));
  expect(opened.user.email).toBe('line-perdue@example.com');
  expect(api.db.prepare('SELECT COUNT(*) FROM customer WHERE email = ?').pluck().get('line-perdue@example.com')).toBe(1);
  expect((await api.get('/user/logged', {}, opened.token)).statusCode).toBe(200);
});

it('still says an address is taken when its account is another’s, lost answer or not', async () => {
  // the demo private buyer's address, another password: a lost answer of this browser does not open his account
  const lost = pageCalls.loseNextAnswer({ only: (c) => new URL(c.url).pathname.endsWith('/customer') });
  await expect(session.signup(buyer('particulier@trefima.example', 'Autre-Mot-2026'))).rejects.toThrow(/injoignable/);
  await lost;
  await expect(session.signup(buyer('particulier@trefima.example', 'Autre-Mot-2026'))).rejects.toMatchObject({ code: 'EMAIL_TAKEN' });
});
