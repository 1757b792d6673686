import { PRO, testApi, type TestApi } from '../testing';
import { defaultThrottle } from '../config';

/**
 * Five calls say whether an e-mail has an account: a reset asked for it, a
 * signup, a professional's account request, the profile's e-mail change and
 * a company administrator's invitation (409 for an address with an account).
 * Besides each call's own count, one client has one budget for them all
 * together, so that a fifth call does not raise what a client learns in an
 * hour (docs/security.md, "Listing the customers").
 */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const CLIENT = '10.90.0.1';
const PASSWORD = 'Chantier-972!';
const TOGETHER = 4 * defaultThrottle.accountPerClientPerHour;

it('counts the invitation with the four account calls: one client learns at most 20 answers an hour from the five together', async () => {
  // addresses with an account, each asked once of each call (the per-address limits are not what is seen here)
  const known = await Promise.all(Array.from({ length: 5 }, (_, i) => api.signUp(`connu-${i}@example.com`)));
  const admin = await api.login(PRO.email, PRO.password);
  const asker = await api.signUp('curieux@example.com');
  const calls: [string, (email: string) => ReturnType<TestApi['request']>][] = [
    ['invitation', (email) => api.request('POST', '/company/invitation', { body: { email, role: 'acheteur' }, token: admin, remoteAddress: CLIENT })],
    ['signup', (email) => api.request('POST', '/customer', { body: { type: 'particulier', email }, remoteAddress: CLIENT })],
    ['rewind', (email) => api.request('POST', '/customer/rewind', { body: { email }, remoteAddress: CLIENT })],
    [
      'account request',
      (email) =>
        api.request('POST', '/customer/ask-to-create', {
          body: {
            company: 'Coffrages du Nord',
            siret: '51239874600028',
            civility: 'm',
            first_name: 'Paul',
            last_name: 'Lise',
            email,
            phone: '0696 00 11 22',
            accept_terms: true,
          },
          remoteAddress: CLIENT,
        }),
    ],
    [
      'profile',
      (email) => api.request('PATCH', `/customer/${asker.id}`, { body: { email, current_password: PASSWORD }, token: asker.token, remoteAddress: CLIENT }),
    ],
  ];
  const answers: [string, number][] = [];
  for (const [what, call] of calls) for (const { id } of known) answers.push([what, (await call(emailOf(id))).statusCode]);
  const answered = answers.filter(([, s]) => s !== 429);
  expect(answered.length).toBe(TOGETHER);
  // the invitation was asked first: it answered (409: an account exists) and counted
  expect(answers.slice(0, 5)).toEqual(Array(5).fill(['invitation', 409]));
  expect(answers.slice(TOGETHER)).toEqual(calls.slice(-1).flatMap(([what]) => Array(5).fill([what, 429])));
  // another client is not held
  const other = await api.request('POST', '/company/invitation', {
    body: { email: 'libre@example.com', role: 'acheteur' },
    token: admin,
    remoteAddress: '10.90.0.2',
  });
  expect(other.statusCode).toBe(201);
});

const emailOf = (id: number) => api.db.prepare('SELECT email FROM customer WHERE id = ?').pluck().get(id) as string;
