import { PRIVATE, testApi, type TestApi } from '../../../../backend/src/testing';
import { browserApi } from '../../../test-support/browser-api';
import { installBrowserEnv } from '../../../test-support/browser-env';

/**
 * "Se déconnecter de tous mes appareils", as the browser runs it against the
 * real reference API: every session of the customer ends, this one too, and
 * this browser forgets it as a logout does.
 */
const env = installBrowserEnv();
let api: TestApi;
let session: typeof import('./actions');
let cartState: typeof import('../../cart/state');
let ui: typeof import('../../../state/ui');
let store: ReturnType<typeof import('jotai').getDefaultStore>;

beforeAll(async () => {
  api = await browserApi();
  session = await import('./actions');
  cartState = await import('../../cart/state');
  ui = await import('../../../state/ui');
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
