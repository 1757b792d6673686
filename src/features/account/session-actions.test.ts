import { PRIVATE, testApi, type TestApi } from '../../../backend/src/testing';
import { browserApi } from '../../test-support/browser-api';
import { installBrowserEnv } from '../../test-support/browser-env';

/**
 * "Se déconnecter de tous mes appareils", as the browser runs it against the
 * real reference API: every session of the customer ends, this one too, and
 * this browser forgets it as a logout does.
 */
const env = installBrowserEnv();
let api: TestApi;
let session: typeof import('./session-actions');
let cartState: typeof import('../cart/state');
let ui: typeof import('../../state/ui');
let store: ReturnType<typeof import('jotai').getDefaultStore>;

beforeAll(async () => {
  api = await browserApi();
  session = await import('./session-actions');
  cartState = await import('../cart/state');
  ui = await import('../../state/ui');
  store = (await import('jotai')).getDefaultStore();
});
afterAll(() => api.close());
beforeEach(() => env.reset());

const status = async (token: string) => (await api.get('/user/logged', {}, token)).json() as { code?: string; data?: { customer: unknown } };

describe('logoutEverywhere', () => {
  it('ends every session of the customer, forgets this one and its cart, and says so with the API’s words', async () => {
    const elsewhere = await api.login(PRIVATE.email, PRIVATE.password);
    const here = await session.login({ login: PRIVATE.email, password: PRIVATE.password });
    store.set(cartState.storedCartAtom, { token: 'cart-token', validUntil: new Date(Date.now() + 86400000).toISOString(), count: 1, totalHt: 100 });

    await session.logoutEverywhere();

    expect(env.jar.has('jwt_token')).toBe(false);
    expect(store.get(cartState.storedCartAtom)).toBeNull();
    expect(store.get(ui.toastAtom)).toMatchObject({ kind: 'success', text: 'Vous avez été déconnecté de tous vos appareils.' });
    expect((await status(elsewhere)).code).toBe('blacklisted_token');
    expect((await status(here.token)).code).toBe('blacklisted_token');
  });

  it('keeps the session when the API could not do it, and says why to the caller', async () => {
    await session.login({ login: PRIVATE.email, password: PRIVATE.password });
    const token = env.jar.get('jwt_token');
    const base = process.env.GATSBY_SHOP_API_URL;
    await api.app.close();
    try {
      await expect(session.logoutEverywhere()).rejects.toMatchObject({ code: 'NETWORK' });
      expect(env.jar.get('jwt_token')).toBe(token);
    } finally {
      api = await testApi();
      await api.app.listen({ port: Number(new URL(base!).port), host: '127.0.0.1' });
    }
  });
});

describe('logout', () => {
  it('forgets what was typed and not saved in this tab (a shared computer): forms, a list’s lines, the quick order', async () => {
    await session.login({ login: PRIVATE.email, password: PRIVATE.password });
    const typed = ['trefima.saisie.adresse-3-nouvelle', 'trefima.liste.3.12', 'trefima.commande-rapide'];
    for (const key of typed) sessionStorage.setItem(key, '{}');
    sessionStorage.setItem('trefima.autre', '1');

    await session.logout();

    expect(typed.filter((key) => sessionStorage.getItem(key) !== null)).toEqual([]);
    expect(sessionStorage.getItem('trefima.autre')).toBe('1');
    expect(env.jar.has('jwt_token')).toBe(false);
  });
});

describe('a password change', () => {
  it('keeps this browser signed in with the new session the answer brings: the token it held, and every copy of it, are dead', async () => {
    const email = 'changement-session@example.com';
    const PASSWORD = 'Chantier-972!';
    const NEW = 'Chantier-973-Neuf!';
    await api.signUp(email);
    // signed in from an address of its own, the session adopted as a sign-in's: the sign-in's limits are the device token's tests'
    const res = await api.request('POST', '/customer/login', { body: { login: email, password: PASSWORD }, remoteAddress: '10.72.0.1' });
    const before = (await session.adoptSession(JSON.parse(res.body).data)).token;
    expect(env.jar.get('jwt_token')).toBe(before);
    const { changeMyPassword } = await import('./api');

    await changeMyPassword(email, { old_password: PASSWORD, password: NEW, password_confirm: NEW });

    const after = env.jar.get('jwt_token');
    expect(after).toEqual(expect.any(String));
    expect(after).not.toBe(before);
    expect((await status(before)).code).toBe('blacklisted_token');
    expect((await status(after!)).data?.customer).toMatchObject({ email });
  });
});

describe('the prices this tab holds', () => {
  it('are forgotten when a session opens and when it closes: the next one on a shared computer never reads them', async () => {
    const prices = await import('../prices/state');
    const held = () => {
      store.set(prices.livePricesAtom, { 2: { 1: 234 } });
      store.set(prices.netPricesAtom, { 2: { 1: { ht: 222, rate: 5 } } });
    };
    const forgotten = () => expect([store.get(prices.livePricesAtom), store.get(prices.netPricesAtom)]).toEqual([{}, {}]);
    held();
    // a session opened as a colleague's signup opens it (open(), as a login does), from an address of its own: the sign-in's limits are the device token's tests'
    const res = await api.request('POST', '/customer/login', { body: { login: PRIVATE.email, password: PRIVATE.password }, remoteAddress: '10.71.0.1' });
    await session.adoptSession(JSON.parse(res.body).data);
    forgotten();
    held();
    await session.logout();
    forgotten();
  });
});

describe('the device token', () => {
  const PASSWORD = 'Chantier-972!';
  const lockOut = async (email: string) => {
    for (let i = 0; i < 8; i++)
      await api.request('POST', '/customer/login', { body: { login: email, password: `pas-le-bon-${i}` }, remoteAddress: `10.70.0.${i + 1}` });
    const stranger = await api.request('POST', '/customer/login', { body: { login: email, password: PASSWORD }, remoteAddress: '10.70.1.1' });
    expect(stranger.statusCode).toBe(429);
  };

  it('is kept per login across a sign-out, and brings the owner through the lock a stranger put on the account', async () => {
    const email = 'appareil-navigateur@example.com';
    await api.signUp(email);
    await session.login({ login: email, password: PASSWORD });
    await session.login({ login: PRIVATE.email, password: PRIVATE.password });
    const kept = () => JSON.parse(localStorage.getItem('trefima.appareils') ?? '{}') as Record<string, string>;
    expect(Object.keys(kept()).sort()).toEqual([email, PRIVATE.email].sort());
    await session.logout();
    const mine = kept()[email];
    expect(mine).toMatch(/^v1\./);

    await lockOut(email);
    await expect(session.login({ login: ` ${email.toUpperCase()} `, password: PASSWORD })).resolves.toMatchObject({ user: { email } });
    // a new token for each sign-in
    expect(kept()[email]).toMatch(/^v1\./);
    expect(kept()[email]).not.toBe(mine);

    // another browser, which never signed in to the account, meets the lock
    env.reset();
    await expect(session.login({ login: email, password: PASSWORD })).rejects.toMatchObject({ status: 429 });
    expect(kept()).toEqual({});
  });

  it('is given to the browser that made the account', async () => {
    await session.signup({
      type: 'particulier',
      civility: 'm',
      first_name: 'Jules',
      last_name: 'Marie-Sainte',
      email: 'appareil-inscription@example.com',
      phone: '0696112233',
      company: null,
      siret: null,
      newsletter: false,
      password: PASSWORD,
      password_confirm: PASSWORD,
      accept_terms: true,
    });
    await session.logout();
    await lockOut('appareil-inscription@example.com');
    await expect(session.login({ login: 'appareil-inscription@example.com', password: PASSWORD })).resolves.toBeTruthy();
  });

  it('is replaced by the one a password change answers: the old password’s token would meet the lock', async () => {
    const email = 'appareil-changement@example.com';
    const NEW = 'Chantier-973-Neuf!';
    await api.signUp(email);
    await session.login({ login: email, password: PASSWORD });
    const { changeMyPassword } = await import('./api');
    await changeMyPassword(email, { old_password: PASSWORD, password: NEW, password_confirm: NEW });
    await session.logout();
    await lockOut(email);
    await expect(session.login({ login: email, password: NEW })).resolves.toMatchObject({ user: { email } });
  });

  it('is kept under the new login an e-mail change answers: the old login’s token would meet the new address’s lock', async () => {
    const email = 'appareil-avant@example.com';
    const moved = 'appareil-apres@example.com';
    await api.signUp(email);
    const { customer } = await session.login({ login: email, password: PASSWORD });
    const { updateProfile } = await import('./api');
    const updated = await updateProfile(customer.customer_id, { email: moved, current_password: PASSWORD });
    // the customer the session keeps, not the token
    expect(updated).toMatchObject({ email: moved });
    expect(updated).not.toHaveProperty('device_token');
    expect(JSON.parse(localStorage.getItem('trefima.appareils') ?? '{}')).toHaveProperty([moved], expect.stringMatching(/^v1\./));
    await session.logout();
    await lockOut(moved);
    await expect(session.login({ login: moved, password: PASSWORD })).resolves.toMatchObject({ user: { email: moved } });
  });
});
