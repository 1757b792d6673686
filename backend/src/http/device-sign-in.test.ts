import { passwordChanged, profileUpdated, session } from '@trefima/domain/contract';
import { data, failure, PRO, testApi, type TestApi } from '../testing';

/**
 * Five wrong passwords from anywhere lock an account: that must not let a
 * stranger keep its owner out. A browser that signed in to the account before
 * holds a device token (OWASP's device-cookie pattern): with it, the right
 * password gets through the account's lock, and its own wrong passwords lock
 * that token only. Every other browser meets the account's lock.
 */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const HOUR = 3600 * 1000;
const PASSWORD = 'Chantier-972!';
const login = (email: string, password: string, ip: string, device?: string | null) =>
  api.request('POST', '/customer/login', { body: { login: email, password, ...(device !== undefined ? { device_token: device } : {}) }, remoteAddress: ip });
const deviceOf = (res: { statusCode: number; body: string }) => data(res, session).device_token;

let n = 0;
/** A customer of the test's own, signed in once from `ip`: its device token. */
async function owner(ip: string) {
  const email = `proprietaire-${++n}@example.com`;
  await api.signUp(email);
  const device = deviceOf(await login(email, PASSWORD, ip));
  expect(device).toEqual(expect.any(String));
  return { email, device: device! };
}
/** A stranger's wrong passwords from many addresses, until the account is locked. */
async function lockOut(email: string, prefix: string) {
  for (let i = 0; i < 8; i++) await login(email, `pas-le-bon-${i}`, `${prefix}.${i + 1}`);
  expect((await login(email, PASSWORD, `${prefix}.100`)).statusCode).toBe(429);
}

describe('a browser that signed in to the account before', () => {
  it('gets a device token with every sign-in and signup, and a new one each time', async () => {
    const res = await api.post('/customer', {
      type: 'particulier',
      civility: 'm',
      first_name: 'Jules',
      last_name: 'Marie-Sainte',
      email: 'appareil-signup@example.com',
      phone: '0696112233',
      password: PASSWORD,
      password_confirm: PASSWORD,
      accept_terms: true,
    });
    const first = data(res, session, 201).device_token;
    expect(first).toEqual(expect.any(String));
    const second = deviceOf(await login('appareil-signup@example.com', PASSWORD, '10.60.0.1', first));
    expect(second).toEqual(expect.any(String));
    expect(second).not.toBe(first);
  });

  it('signs in with the right password while a stranger has locked the account, and the stranger stays locked out', async () => {
    const { email, device } = await owner('10.61.0.1');
    await lockOut(email, '10.61.1');
    const stranger = failure(await login(email, PASSWORD, '10.61.2.1'), 429);
    expect(stranger.message).toMatch(/^Trop de tentatives de connexion\. Réessayez dans/);
    // the owner's browser, from wherever it is now, signs out and in again: its token goes on working
    const again = deviceOf(await login(email, PASSWORD, '10.61.3.1', device));
    expect(deviceOf(await login(email, PASSWORD, '10.61.3.2', again))).toEqual(expect.any(String));
    expect((await login(email, PASSWORD, '10.61.2.2')).statusCode).toBe(429);
  });

  it('still answers a wrong password as wrong, and past a few locks that browser’s token only', async () => {
    const { email, device } = await owner('10.62.0.1');
    const other = deviceOf(await login(email, PASSWORD, '10.62.0.2'))!;
    await lockOut(email, '10.62.1');
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await login(email, `oubli-${i}`, '10.62.2.1', device)).statusCode);
    expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(statuses.at(-1)).toBe(429);
    // that token is locked: it is an unknown browser now, and the account is locked for those
    expect((await login(email, PASSWORD, '10.62.2.2', device)).statusCode).toBe(429);
    // the owner's other browser is not concerned
    expect((await login(email, PASSWORD, '10.62.3.1', other)).statusCode).toBe(200);
  });

  it('lets a locked token through again once its lock is over', async () => {
    const { email, device } = await owner('10.63.0.1');
    await lockOut(email, '10.63.2');
    for (let i = 0; i < 8; i++) await login(email, `oubli-${i}`, '10.63.1.1', device);
    expect((await login(email, PASSWORD, '10.63.1.2', device)).statusCode).toBe(429);
    api.clock.advance(HOUR);
    try {
      expect((await login(email, PASSWORD, '10.63.1.3', device)).statusCode).toBe(200);
    } finally {
      api.clock.advance(-HOUR);
    }
  });
});

describe('a new password', () => {
  const mails = (to: string) => api.db.prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id').all(to) as { body: string }[];
  const NEW = 'Nouveau-Chantier-973!';

  it('set through a reset link ends every device token of the account: a browser trusted before meets the lock', async () => {
    // a reset is what an owner does who fears the password is known: a browser an intruder signed in from must lose its way round the lock
    const { email, device } = await owner('10.67.0.1');
    expect((await api.request('POST', '/customer/rewind', { body: { email }, remoteAddress: '10.67.0.2' })).statusCode).toBe(200);
    const link = /token=([\w-]+)/.exec(mails(email).at(-1)!.body)![1];
    expect((await api.post('/customer/password', { token: link, password: NEW, password_confirm: NEW })).statusCode).toBe(200);
    await lockOut(email, '10.67.1');
    expect((await login(email, NEW, '10.67.2.1', device)).statusCode).toBe(429);
  });

  it('changed in the account gives this browser a new token and ends the others’', async () => {
    const { email, device: other } = await owner('10.68.0.1');
    const here = data(await login(email, PASSWORD, '10.68.0.2'), session);
    const res = await api.request('POST', '/customer/change-password', {
      body: { old_password: PASSWORD, password: NEW, password_confirm: NEW },
      headers: { authorization: `Bearer ${here.token}` },
      remoteAddress: '10.68.0.2',
    });
    const changed = data(res, passwordChanged);
    expect(changed.device_token).toEqual(expect.any(String));
    expect(changed.device_token).not.toBe(here.device_token);
    await lockOut(email, '10.68.1');
    for (const stale of [other, here.device_token]) expect((await login(email, NEW, '10.68.2.1', stale)).statusCode).toBe(429);
    expect((await login(email, NEW, '10.68.2.2', changed.device_token)).statusCode).toBe(200);
  });
});

describe('an e-mail change', () => {
  it('gives this browser a token for the new login: its old one named the old address, and the owner would meet the lock', async () => {
    const { email } = await owner('10.69.0.1');
    const here = data(await login(email, PASSWORD, '10.69.0.2'), session);
    const moved = `deplace-${n}@example.com`;
    const patch = (body: Record<string, unknown>) =>
      api.request('PATCH', `/customer/${here.customer.customer_id}`, { body, token: here.token, remoteAddress: '10.69.0.2' });
    const changed = data(await patch({ email: moved, current_password: PASSWORD }), profileUpdated);
    expect(changed.email).toBe(moved);
    expect(changed.device_token).toEqual(expect.any(String));
    // another change leaves the login as it was: no token to replace
    expect(data(await patch({ first_name: 'Léon' }), profileUpdated).device_token).toBeUndefined();

    await lockOut(moved, '10.69.1');
    expect((await login(moved, PASSWORD, '10.69.2.1', here.device_token)).statusCode).toBe(429);
    expect((await login(moved, PASSWORD, '10.69.2.2', changed.device_token)).statusCode).toBe(200);
  });
});

describe('any other browser', () => {
  it('meets the account’s lock with a token of another account, an altered one, one of another key or none', async () => {
    const { email } = await owner('10.64.0.1');
    const { device: foreign } = await owner('10.64.0.2');
    await lockOut(email, '10.64.1');
    const [head, payload, signature] = foreign.split('.');
    const altered = `${head}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), l: email })).toString('base64url')}.${signature}`;
    for (const device of [foreign, altered, 'v1.e30.AAAA', null, '']) {
      expect({ device, status: (await login(email, PASSWORD, '10.64.2.1', device)).statusCode }).toEqual({ device, status: 429 });
    }
  });

  it('meets it with a token over a year old', async () => {
    const { email, device } = await owner('10.65.0.1');
    api.clock.advance(366 * 24 * HOUR);
    try {
      await lockOut(email, '10.65.1');
      expect((await login(email, PASSWORD, '10.65.2.1', device)).statusCode).toBe(429);
    } finally {
      api.clock.advance(-366 * 24 * HOUR);
    }
  });

  it('cannot send a token that is not a short text', async () => {
    const bad = failure(await login(PRO.email, PRO.password, '10.66.0.1', 'x'.repeat(2000)), 422);
    expect(bad.errors?.device_token).toBeDefined();
    expect(failure(await login(PRO.email, PRO.password, '10.66.0.2', 12 as unknown as string), 422).errors?.device_token).toBeDefined();
  });
});
