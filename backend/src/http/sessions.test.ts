import jwt from 'jsonwebtoken';
import { message, passwordChanged, session } from '@trefima/domain/contract';
import { data, failure, PRIVATE, PRO, testApi, type TestApi } from '../testing';

/**
 * A stolen token must be endable: every token belongs to a server-side
 * session that logout, a password change or a reset ends, and a refresh
 * rotates the token instead of minting siblings.
 */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const logged = (token: string) => api.get('/user/logged', {}, token);
const refresh = async (token: string) => failure(await logged(token), 401).data!.token;
const lastMail = (to: string) =>
  api.db.prepare('SELECT * FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1').get(to) as { subject: string; body: string } | undefined;

/** Runs a test with the clock moved, then puts it back for the next test. */
async function later<T>(ms: number, body: () => Promise<T>): Promise<T> {
  api.clock.advance(ms);
  try {
    return await body();
  } finally {
    api.clock.advance(-ms);
  }
}

describe('a session can always be ended', () => {
  it('carries its session id in the token', async () => {
    const token = await api.login(PRIVATE.email, PRIVATE.password);
    expect(jwt.decode(token)).toMatchObject({ sid: expect.any(String), jti: expect.any(String) });
  });

  it('logout ends the session: a copy of the token, and whatever it was refreshed into, are dead', async () => {
    const stolen = await api.login(PRIVATE.email, PRIVATE.password);
    await later(2 * HOUR, async () => {
      const mine = await refresh(stolen); // the owner's browser refreshes the expired token
      data(await api.get('/customer/logout', {}, mine), message);
      expect(failure(await logged(stolen), 500).code).toBe('blacklisted_token');
      expect(failure(await logged(mine), 500).code).toBe('blacklisted_token');
    });
  });

  it('logs out with an expired token, and the thief cannot refresh it afterwards', async () => {
    const token = await api.login(PRIVATE.email, PRIVATE.password);
    await later(3 * HOUR, async () => {
      expect((await api.get('/customer/logout', {}, token)).statusCode).toBe(200);
      expect(failure(await logged(token), 500).code).toBe('blacklisted_token');
    });
  });

  it('a password change ends every session of the customer, the one that changed it too, and answers this browser a new one', async () => {
    const here = await api.login(PRO.email, PRO.password);
    const stolen = await api.login(PRO.email, PRO.password);
    const next = 'Nouveau-Pro-971!';
    const changed = data(
      await api.post('/customer/change-password', { old_password: PRO.password, password: next, password_confirm: next }, here),
      passwordChanged,
    );
    const fresh = changed.token!;
    try {
      expect(fresh).toEqual(expect.any(String));
      expect(jwt.decode(fresh)).toMatchObject({ sid: expect.any(String) });
      expect((jwt.decode(fresh) as { sid: string }).sid).not.toBe((jwt.decode(here) as { sid: string }).sid);
      // a copy of the changing browser's token is no better than any other
      for (const old of [stolen, here]) {
        const gone = failure(await logged(old), 500);
        expect(gone.code).toBe('blacklisted_token');
        expect(gone.message).toMatch(/mot de passe a été modifié/);
      }
      expect((await logged(fresh)).json().data.user.email).toBe(PRO.email);
      // nor refreshed once expired, as a live one would be (401 with its successor)
      await later(2 * HOUR, async () => {
        const expired = failure(await logged(here), 500);
        expect(expired.code).toBe('blacklisted_token');
        expect(expired.data).toBeUndefined();
      });
    } finally {
      await api.post('/customer/change-password', { old_password: next, password: PRO.password, password_confirm: PRO.password }, fresh);
    }
  });

  it('a password reset ends every session of the customer', async () => {
    const stolen = await api.login(PRIVATE.email, PRIVATE.password);
    await api.post('/customer/rewind', { email: PRIVATE.email });
    const link = /token=([\w-]+)/.exec(lastMail(PRIVATE.email)!.body)![1];
    const res = await api.post('/customer/password', { token: link, password: PRIVATE.password, password_confirm: PRIVATE.password });
    expect(res.statusCode).toBe(200);
    expect(failure(await logged(stolen), 500).code).toBe('blacklisted_token');
  });

  it('"log out everywhere" ends every session, the current one included', async () => {
    const phone = await api.login(PRO.email, PRO.password);
    const office = await api.login(PRO.email, PRO.password);
    const res = await api.post('/customer/logout-all', {}, office);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.ended).toBeGreaterThanOrEqual(2);
    for (const t of [phone, office]) expect(failure(await logged(t), 500).code).toBe('blacklisted_token');
  });
});

describe('refresh rotates the token', () => {
  it('a token is refreshed once: its parent is revoked and cannot be refreshed again', async () => {
    const first = await api.login(PRIVATE.email, PRIVATE.password);
    await later(2 * HOUR, async () => {
      const second = await refresh(first);
      expect((await logged(second)).statusCode).toBe(200);
      expect(failure(await logged(first), 500).code).toBe('blacklisted_token');
    });
  });

  it('presenting an already-rotated token once the race window has passed ends the whole session (theft)', async () => {
    const first = await api.login(PRIVATE.email, PRIVATE.password);
    await later(2 * HOUR, async () => {
      const thief = await refresh(first); // the thief refreshes first
      api.clock.advance(5 * 60 * 1000);
      try {
        expect(failure(await logged(first), 500).code).toBe('blacklisted_token'); // the owner comes back
        expect(failure(await logged(thief), 500).code).toBe('blacklisted_token');
      } finally {
        api.clock.advance(-5 * 60 * 1000);
      }
    });
  });

  it('follows a chain of refreshes, each token good until it expires', async () => {
    let token = await api.login(PRIVATE.email, PRIVATE.password);
    let moved = 0;
    try {
      for (let i = 0; i < 3; i++) {
        api.clock.advance(2 * HOUR);
        moved += 2 * HOUR;
        const next = await refresh(token);
        expect((await logged(next)).statusCode).toBe(200);
        token = next;
      }
    } finally {
      api.clock.advance(-moved);
    }
  });

  it('has an absolute lifetime: past it, even a fresh-looking chain is over', async () => {
    let token = await api.login(PRIVATE.email, PRIVATE.password);
    let moved = 0;
    try {
      // refreshed every 20 hours, the session would otherwise live for ever
      for (let i = 0; i < 40; i++) {
        api.clock.advance(20 * HOUR);
        moved += 20 * HOUR;
        const res = await logged(token);
        if (res.statusCode !== 401) break;
        token = res.json().data.token;
      }
      expect(moved).toBeLessThanOrEqual(31 * DAY);
      expect(failure(await logged(token), 500).code).toMatch(/invalid_token|blacklisted_token/);
    } finally {
      api.clock.advance(-moved);
    }
  });

  it('refuses a token without a session (signed with the right key but never issued)', async () => {
    const now = Math.floor(api.clock.now / 1000);
    const crafted = jwt.sign({ sub: '1', jti: 'x', iat: now, exp: now + 3600 }, 'test-secret-not-for-production');
    expect(failure(await logged(crafted), 500).code).toBe('invalid_token');
  });
});

describe('changing the e-mail', () => {
  it('asks for the password and tells the old address', async () => {
    const s = data(await api.post('/customer/login', { login: PRIVATE.email, password: PRIVATE.password }), session);
    const path = `/customer/${s.customer.customer_id}`;
    const without = failure(await api.request('PATCH', path, { body: { email: 'voleur@example.com' }, token: s.token }), 422);
    expect(without.errors?.current_password).toMatch(/mot de passe/);
    const wrong = failure(await api.request('PATCH', path, { body: { email: 'voleur@example.com', current_password: 'nope' }, token: s.token }), 422);
    expect(wrong.errors?.current_password).toBe('Le mot de passe est incorrect');
    const ok = await api.request('PATCH', path, { body: { email: 'nouvelle@example.com', current_password: PRIVATE.password }, token: s.token });
    expect(ok.statusCode).toBe(200);
    try {
      expect(lastMail(PRIVATE.email)?.subject).toMatch(/adresse e-mail/);
      expect(lastMail(PRIVATE.email)?.body).toContain('nouvelle@example.com');
    } finally {
      await api.request('PATCH', path, { body: { email: PRIVATE.email, current_password: PRIVATE.password }, token: s.token });
    }
  });
});
