import { defaultThrottle } from '../config';
import { failure, PRO, testApi, type TestApi } from '../testing';
import { passwordHashing } from './passwords';
import { invitationToken, PERSON } from '../companies/testing-company';

/**
 * Every call that hashes a password passes through one hashing slot and its
 * queue (throttle/hash-gate.ts), which sign-in shares: each has a small
 * budget of hashes per client and per account, spent before hashing, so that
 * one account, or one client, cannot fill the queue and make sign-in answer
 * 503 for everyone (docs/security.md, "Throttles").
 */
let api: TestApi;
beforeAll(async () => {
  // more reset requests an hour for one address than a person makes: each test here asks its own links
  api = await testApi({ throttle: { ...defaultThrottle, accountPerAddressPerHour: 20 } });
});
afterAll(() => api.close());

const PASSWORD = 'Chantier-972!';
const NEXT = 'Chantier-973-Neuf!';
const mails = (to: string) => api.db.prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id').pluck().all(to) as string[];

/** Counts the hashes run while `body` runs. */
async function hashesDuring(body: () => Promise<unknown>): Promise<number> {
  const run = jest.spyOn(passwordHashing, 'run');
  try {
    await body();
    return run.mock.calls.length;
  } finally {
    run.mockRestore();
  }
}

describe('a burst of password changes from one free account', () => {
  it('is cut with a French 429 long before it fills the hashing queue: a sign-in from elsewhere meanwhile gets in', async () => {
    const me = await api.signUp('rafale@example.com');
    const change = () =>
      api.request('POST', '/customer/change-password', {
        body: { old_password: PASSWORD, password: NEXT, password_confirm: NEXT },
        token: me.token,
        remoteAddress: '10.80.0.1',
      });
    const burst = Array.from({ length: 100 }, change);
    const signIn = api.request('POST', '/customer/login', { body: { login: PRO.email, password: PRO.password }, remoteAddress: '10.80.1.1' });
    const answers = await Promise.all(burst);
    expect((await signIn).statusCode).toBe(200);
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses).not.toContain(503);
    // the queue holds 64: the budget lets through a few, nowhere near it
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(defaultThrottle.loginPerClientPerMinute);
    const refused = failure(
      answers.find((r) => r.statusCode === 429)!,
      429,
    );
    expect(refused.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.message).toMatch(/^Trop de .+ en peu de temps\. Réessayez dans/);
  });

  it('is held per account too: the same account from many addresses meets the same budget', async () => {
    const me = await api.signUp('rafale-partout@example.com');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        api.request('POST', '/customer/change-password', {
          body: { old_password: PASSWORD, password: NEXT, password_confirm: NEXT },
          token: me.token,
          remoteAddress: `10.81.${i}.1`,
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses).not.toContain(503);
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(defaultThrottle.loginPerClientPerMinute);
  });
});

describe('a reset link posted many times at once', () => {
  it('hashes one password: the other copies are refused before hashing', async () => {
    const email = 'lien-rafale@example.com';
    await api.signUp(email);
    expect((await api.request('POST', '/customer/rewind', { body: { email }, remoteAddress: '10.82.0.1' })).statusCode).toBe(200);
    const link = /token=([\w-]+)/.exec(mails(email).at(-1)!)![1];
    let statuses: number[] = [];
    const hashes = await hashesDuring(async () => {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          api.request('POST', '/customer/password', { body: { token: link, password: NEXT, password_confirm: NEXT }, remoteAddress: `10.82.1.${i + 1}` }),
        ),
      );
      statuses = answers.map((r) => r.statusCode);
    });
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(hashes).toBe(1);
  });
});

describe('an invitation link whose address has since got an account', () => {
  it('is refused before any hashing, however often it is posted', async () => {
    const admin = await api.login(PRO.email, PRO.password);
    const email = 'invite-deja-pris@example.com';
    expect((await api.post('/company/invitation', { email, role: 'acheteur' }, admin)).statusCode).toBe(201);
    const link = invitationToken(api, email);
    // the address signs up on its own meanwhile: the link can no longer make the account
    await api.signUp(email);
    const statuses: number[] = [];
    const hashes = await hashesDuring(async () => {
      for (let i = 0; i < 5; i++) statuses.push((await api.request('POST', `/invitation/${link}`, { body: PERSON, remoteAddress: '10.83.0.1' })).statusCode);
    });
    expect(statuses).toEqual(Array(5).fill(409));
    expect(hashes).toBe(0);
  });
});

describe('a password longer than any password', () => {
  it('is refused in French, 422, before any hashing, on every call that takes one', async () => {
    const email = 'mot-de-passe-long@example.com';
    const me = await api.signUp(email);
    const profile = `/customer/${me.id}`;
    const at = (n: number) => `Aa1!${'x'.repeat(n - 4)}`;
    for (const long of [at(257), at(1_000_000 / 2)]) {
      const calls: [string, () => Promise<{ statusCode: number; body: string }>, string][] = [
        ['sign-in', () => api.post('/customer/login', { login: email, password: long }), 'password'],
        [
          'password change',
          () => api.request('POST', '/customer/change-password', { body: { old_password: long, password: NEXT, password_confirm: NEXT }, token: me.token }),
          'old_password',
        ],
        [
          'new password',
          () => api.request('POST', '/customer/change-password', { body: { old_password: PASSWORD, password: long, password_confirm: long }, token: me.token }),
          'password',
        ],
        ['reset link', () => api.post('/customer/password', { token: 'x'.repeat(43), password: long, password_confirm: long }), 'password'],
        [
          'signup',
          () =>
            api.post('/customer', {
              type: 'particulier',
              civility: 'm',
              first_name: 'Jules',
              last_name: 'Long',
              email: 'long@example.com',
              phone: '0696112233',
              password: long,
              password_confirm: long,
              accept_terms: true,
            }),
          'password',
        ],
        [
          'e-mail change',
          () => api.request('PATCH', profile, { body: { email: 'autre-long@example.com', current_password: long }, token: me.token }),
          'current_password',
        ],
      ];
      for (const [name, call, field] of calls) {
        let res: { statusCode: number; body: string } | undefined;
        const hashes = await hashesDuring(async () => (res = await call()));
        const refused = failure(res!, 422);
        expect([name, long.length, refused.errors?.[field], hashes]).toEqual([
          name,
          long.length,
          expect.stringMatching(/^Le champ « .*[Mm]ot de passe.* » ne doit pas dépasser \d+ caractères\.$/),
          0,
        ]);
      }
    }
    // at the bound, a sign-in is still checked (and refused as a wrong password, not as too long)
    const bound = failure(await api.post('/customer/login', { login: email, password: at(256) }), 400);
    expect(bound.code).toBe('BAD_CREDENTIALS');
  });
});
