import { testApi, type TestApi } from '../testing';

/**
 * The privacy policy gives consent as the ground of the news and offers mailed to a buyer, and the shop must be able
 * to show that he gave it, and when (RGPD art. 7(1)): it kept a 0/1 flag, overwritten with no trace (found by an
 * audit of privacy). The day it was given is kept, and the day it was withdrawn.
 */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const MINUTES = 60 * 1000;
const row = (email: string) =>
  api.db.prepare('SELECT newsletter, newsletter_consent_at, newsletter_withdrawn_at FROM customer WHERE email = ?').get(email) as Record<string, unknown>;

it('keeps when a buyer consented at sign-up, when he withdrew, and when he consented again', async () => {
  const signedUpAt = new Date(api.clock.now).toISOString();
  const res = await api.post('/customer', {
    type: 'particulier',
    civility: 'm',
    first_name: 'Jules',
    last_name: 'Marie-Sainte',
    email: 'lettre@example.com',
    phone: '0696112233',
    password: 'Chantier-972!',
    password_confirm: 'Chantier-972!',
    accept_terms: true,
    newsletter: true,
  });
  expect(res.statusCode).toBe(201);
  expect(row('lettre@example.com')).toEqual({ newsletter: 1, newsletter_consent_at: signedUpAt, newsletter_withdrawn_at: null });
  const { token, customer } = JSON.parse(res.body).data as { token: string; customer: { customer_id: number } };
  const patch = (newsletter: boolean) => api.request('PATCH', `/customer/${customer.customer_id}`, { body: { newsletter }, token });

  api.clock.advance(3 * MINUTES);
  const withdrawnAt = new Date(api.clock.now).toISOString();
  expect((await patch(false)).statusCode).toBe(200);
  expect(row('lettre@example.com')).toEqual({ newsletter: 0, newsletter_consent_at: signedUpAt, newsletter_withdrawn_at: withdrawnAt });

  // a profile saved with nothing changed moves no date
  api.clock.advance(MINUTES);
  expect((await patch(false)).statusCode).toBe(200);
  expect(row('lettre@example.com').newsletter_withdrawn_at).toBe(withdrawnAt);

  api.clock.advance(MINUTES);
  const againAt = new Date(api.clock.now).toISOString();
  expect((await patch(true)).statusCode).toBe(200);
  expect(row('lettre@example.com')).toEqual({ newsletter: 1, newsletter_consent_at: againAt, newsletter_withdrawn_at: withdrawnAt });
});

it('keeps no date of consent for a buyer who gave none', async () => {
  const { id } = await api.signUp('sans-lettre@example.com');
  expect(id).toBeGreaterThan(0);
  expect(row('sans-lettre@example.com')).toMatchObject({ newsletter: 0, newsletter_consent_at: null });
});
