import { testApi, type TestApi } from '../testing';

/**
 * The token the sales office is mailed to open a professional's account lasts 30 days, as one-time tokens must
 * (OWASP ASVS V2.3, V3.7): two years on it still opened the account, professional and verified, and mailed a password
 * link to an address that may no longer be his (found by an audit of privacy). An expired request is said so, in
 * French, and the professional asks again.
 */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const DAY = 24 * 3600 * 1000;
const ask = async (company: string, email: string) => {
  const request = {
    company,
    siret: '90876123400016',
    civility: 'm',
    first_name: 'Éric',
    last_name: 'Jean-Louis',
    email,
    phone: '0590 12 34 56',
    accept_terms: 'on',
  };
  expect((await api.post('/customer/ask-to-create', request)).statusCode).toBe(201);
  const office = api.db.prepare('SELECT body FROM outbox WHERE subject LIKE ? ORDER BY id DESC').pluck().get(`%${company}%`) as string;
  return { office, token: /le jeton ([\w-]+)/.exec(office)![1]! };
};

it('opens the account within 30 days, and says the token lasts that long', async () => {
  const { office, token } = await ask('Charpentes du Sud', 'eric@charpentes-sud.example');
  expect(office).toContain('valable 30 jours');
  api.clock.advance(29 * DAY);
  expect((await api.post('/customer/authorize-creation', { token })).statusCode).toBe(201);
});

it('refuses a token older than 30 days, in French, and opens nothing', async () => {
  const { token } = await ask('Charpentes du Nord', 'eric@charpentes-nord.example');
  api.clock.advance(31 * DAY);
  const res = await api.post('/customer/authorize-creation', { token });
  expect(res.statusCode).toBe(400);
  expect(JSON.parse(res.body).message).toBe('Cette demande date de plus de 30 jours : elle a expiré. Le professionnel peut la refaire depuis le site.');
  expect(api.db.prepare('SELECT COUNT(*) FROM customer WHERE email = ?').pluck().get('eric@charpentes-nord.example')).toBe(0);
});
