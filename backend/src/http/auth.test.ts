import jwt from 'jsonwebtoken';
import { logged, message, session } from '@trefima/domain/contract';
import { data, failure, PRIVATE, PRO, testApi, type TestApi } from '../testing';

let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const HOUR = 3600 * 1000;

describe('login', () => {
  it('opens a session with the token, the user and the customer', async () => {
    const s = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
    expect(s.user.email).toBe(PRO.email);
    expect(s.customer).toMatchObject({ type: 'professionnel', company: 'Bellance BTP', siret: '84125736900014' });
    expect(s.customer.addresses).toHaveLength(1);
    expect(jwt.decode(s.token)).toMatchObject({ sub: String(s.customer.customer_id) });
  });

  it('is case-insensitive on the e-mail', async () => {
    data(await api.post('/customer/login', { login: PRO.email.toUpperCase(), password: PRO.password }), session);
  });

  it('says "Les identifiants saisis sont incorrects" for a wrong password or an unknown account, without a 401', async () => {
    const wrong = failure(await api.post('/customer/login', { login: PRO.email, password: 'nope' }), 400);
    expect(wrong).toMatchObject({ code: 'BAD_CREDENTIALS', message: 'Les identifiants saisis sont incorrects' });
    const unknown = failure(await api.post('/customer/login', { login: 'nobody@example.com', password: 'x' }), 400);
    expect(unknown.message).toBe('Les identifiants saisis sont incorrects');
    expect(unknown.data).toBeUndefined();
  });

  it('asks for both credentials', async () => {
    const res = failure(await api.post('/customer/login', { login: '' }), 422);
    expect(res.message).toBe('Merci de spécifier votre email et mot de passe');
  });

  it('answers 400 for malformed JSON and 415 for another content type', async () => {
    const bad = await api.request('POST', '/customer/login', { payload: Buffer.from('{"login":'), headers: { 'content-type': 'application/json' } });
    expect(failure(bad, 400).code).toBe('INVALID_JSON');
    const text = await api.request('POST', '/customer/login', { payload: Buffer.from('login=x'), headers: { 'content-type': 'text/csv' } });
    expect(failure(text, 415).message).toMatch(/JSON/);
  });
});

describe('token errors (the back office contract)', () => {
  it('needs a token on protected calls: 500 token_required', async () => {
    const res = failure(await api.get('/quotations'), 500);
    expect(res.code).toBe('token_required');
  });

  it('refuses a malformed or forged token: 500 invalid_token', async () => {
    expect(failure(await api.get('/quotations', {}, 'not-a-jwt'), 500).code).toBe('invalid_token');
    const forged = jwt.sign({ sub: '1', jti: 'x', iat: 0, exp: 9999999999 }, 'another-secret');
    expect(failure(await api.get('/quotations', {}, forged), 500).code).toBe('invalid_token');
    const none = jwt.sign({ sub: '1', jti: 'x' }, '', { algorithm: 'none' });
    expect(failure(await api.get('/quotations', {}, none), 500).code).toBe('invalid_token');
  });

  it('answers an expired token with 401 and a fresh token that works, once', async () => {
    const token = await api.login();
    api.clock.advance(2 * HOUR);
    try {
      const expired = failure(await api.get('/quotations', {}, token), 401);
      expect(expired.code).toBe('token_expired');
      const fresh = expired.data!.token;
      expect(fresh).not.toBe(token);
      expect((await api.get('/quotations', {}, fresh)).statusCode).toBe(200);
      // Refreshed once: the expired token is dead from then on (sessions.test.ts follows the chain).
      expect(failure(await api.get('/user/logged', {}, token), 500).code).toBe('blacklisted_token');
    } finally {
      api.clock.advance(-2 * HOUR);
    }
  });

  it('does not refresh a token expired for longer than the refresh window', async () => {
    const token = await api.login();
    api.clock.advance(31 * 24 * HOUR);
    try {
      expect(failure(await api.get('/quotations', {}, token), 500).code).toBe('invalid_token');
    } finally {
      api.clock.advance(-31 * 24 * HOUR);
    }
  });

  it('revokes the token at logout: 500 blacklisted_token afterwards, even once expired', async () => {
    const token = await api.login();
    expect(data(await api.get('/customer/logout', {}, token), message).message).toMatch(/déconnecté/);
    expect(failure(await api.get('/quotations', {}, token), 500).code).toBe('blacklisted_token');
    api.clock.advance(2 * HOUR);
    try {
      expect(failure(await api.get('/quotations', {}, token), 500).code).toBe('blacklisted_token');
    } finally {
      api.clock.advance(-2 * HOUR);
    }
    // Another session of the same customer is untouched.
    expect((await api.get('/quotations', {}, await api.login())).statusCode).toBe(200);
  });

  it('answers a wrong old password with 401 INCORRECT_OLD_PASSWORD and no fresh token', async () => {
    const token = await api.login(PRIVATE.email, PRIVATE.password);
    const res = failure(
      await api.post('/customer/change-password', { old_password: 'faux', password: 'Nouveau-Mdp-1', password_confirm: 'Nouveau-Mdp-1' }, token),
      401,
    );
    expect(res).toMatchObject({ code: 'INCORRECT_OLD_PASSWORD', message: 'Le mot de passe est incorrect' });
    expect(res.data).toBeUndefined();
  });
});

describe('GET /user/logged', () => {
  it('gives the user and customer with a token, nulls without', async () => {
    const token = await api.login();
    const withToken = data(await api.get('/user/logged', {}, token), logged);
    expect(withToken.customer?.email).toBe(PRO.email);
    expect(data(await api.get('/user/logged'), logged)).toEqual({ user: null, customer: null });
  });
});
