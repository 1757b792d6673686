/** @jest-environment ./src/test-support/jsdom-env.ts */
import { invitationToken, PERSON } from '../../../backend/src/companies/testing-company';
import { PRO, type TestApi } from '../../../backend/src/testing';
import { browserApi } from '../../test-support/browser-api';
import { spyOnPageCalls, type PageCalls } from '../../test-support/held-calls';

/**
 * An invited colleague's « Créer mon compte » on an island's network: the API makes his account and spends the link,
 * the answer is lost, he presses again. He is signed in to the account he made, where he read that his link « a déjà
 * servi » and was sent back to his administrator for a new one.
 */
let api: TestApi;
let pageCalls: PageCalls;
let company: typeof import('./api');
beforeAll(async () => {
  api = await browserApi();
  pageCalls = spyOnPageCalls();
  company = await import('./api');
});
afterAll(() => api.close());

it('signs the colleague in to the account its lost answer made when his signup from the link is sent again', async () => {
  const email = 'invite-perdu@bellance-btp.example';
  const admin = await api.login(PRO.email, PRO.password);
  expect((await api.post('/company/invitation', { email, role: 'acheteur' }, admin)).statusCode).toBe(201);
  const token = invitationToken(api, email);
  const lost = pageCalls.loseNextAnswer({ only: (c) => new URL(c.url).pathname.endsWith(`/invitation/${token}`) });
  await expect(company.acceptAndSignIn(token, email, PERSON)).rejects.toThrow(/injoignable/);
  await lost;
  const opened = await company.acceptAndSignIn(token, email, PERSON);
  expect(opened.user.email).toBe(email);
  expect((await api.get('/user/logged', {}, opened.token)).statusCode).toBe(200);
  // a spent link pressed without a lost answer is still said spent
  await expect(company.acceptAndSignIn(token, email, PERSON)).rejects.toMatchObject({ code: 'NOT_FOUND' });
});
