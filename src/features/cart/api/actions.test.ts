import { PRO, type TestApi } from '../../../../backend/src/testing';
import { browserApi } from '../../../test-support/browser-api';
import { installBrowserEnv } from '../../../test-support/browser-env';

/**
 * The cart and session actions as the browser runs them, against the real
 * reference API: every answer replaces the stored cart, expired tokens are
 * never sent, failures roll back, and the anonymous cart survives a login.
 */
const env = installBrowserEnv();
let api: TestApi;
let cart: typeof import('./actions');
let cartStore: typeof import('./cart-store');
let lines: typeof import('./line-actions');
let session: typeof import('../../account/session-actions');
let state: typeof import('../state');
let ui: typeof import('../../../state/ui');
let store: ReturnType<typeof import('jotai').getDefaultStore>;

beforeAll(async () => {
  api = await browserApi();
  cart = await import('./actions');
  cartStore = await import('./cart-store');
  lines = await import('./line-actions');
  session = await import('../../account/session-actions');
  state = await import('../state');
  ui = await import('../../../state/ui');
  store = (await import('jotai')).getDefaultStore();
});
afterAll(() => api.close());
beforeEach(() => {
  env.reset();
  store.set(state.storedCartAtom, null);
});

const id = (ref: string) => api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(ref) as number;
const serverQuantity = (token: string, ref: string) =>
  api.db.prepare('SELECT l.quantity FROM cart_line l JOIN cart c ON c.id = l.cart_id WHERE c.token = ? AND l.product_id = ?').pluck().get(token, id(ref)) as
    number | undefined;

describe('cart actions', () => {
  it('replace the stored cart with each answer: token, validity three days ahead, count and total', async () => {
    const res = await cart.addToCart({ element_id: id('HA12-12'), quantity: 3 }, 'Barre');
    const stored = store.get(state.storedCartAtom)!;
    expect(stored).toEqual({ token: res.token, validUntil: res.expires_at, count: 1, totalHt: res.cart.amount.ht });
    expect(Date.parse(stored.validUntil) - api.clock.now).toBe(3 * 86400000); // the API's clock
    expect(JSON.parse(env.items.get('trefima.cart')!).token).toBe(res.token);
    await cart.addToCart({ element_id: id('HA12-12'), quantity: 2 }, 'Barre');
    await cart.addToCart({ element_id: id('HA8-6'), quantity: 1 }, 'Barre 8');
    expect(store.get(state.storedCartAtom)).toMatchObject({ token: res.token, count: 2 });
    expect(serverQuantity(res.token, 'HA12-12')).toBe(5);
    expect(store.get(state.cartMessageAtom)).toBe('Barre 8 ajouté au panier (1 barre).');
  });

  it('announce the whole units added, with their unit, when the buyer typed an amount in his own (1,5 t of bars)', async () => {
    const res = await cart.addToCart({ element_id: id('HA12-12'), quantity: 1.5, unit: 't' }, 'Barre');
    const bars = res.cart.list.find((l) => l.reference === 'HA12-12')!.quantity;
    expect(bars).toBeGreaterThan(100);
    const { withUnit } = await import('@trefima/domain/i18n/units');
    expect(store.get(state.cartMessageAtom)).toBe(`Barre ajouté au panier (${withUnit(bars, 'barre')}).`);
    expect(store.get(state.cartMessageAtom)).toMatch(/^Barre ajouté au panier \(\d+(\u202f\d{3})* barres\)\.$/);
    // added to a line already there: what this tap added, not the line's whole
    const again = await cart.addToCart({ element_id: id('HA12-12'), quantity: 1.5, unit: 't' }, 'Barre');
    const added = again.cart.list.find((l) => l.reference === 'HA12-12')!.quantity - bars;
    expect(store.get(state.cartMessageAtom)).toBe(`Barre ajouté au panier (${withUnit(added, 'barre')}).`);
  });

  it('never send an expired token: a new cart starts and the old one is left alone', async () => {
    const first = await cart.addToCart({ element_id: id('HA12-12'), quantity: 1 }, 'Barre');
    store.set(state.storedCartAtom, { ...store.get(state.storedCartAtom)!, validUntil: new Date(Date.now() - 1000).toISOString() });
    expect(cartStore.currentCartToken()).toBeNull();
    const second = await cart.addToCart({ element_id: id('HA12-12'), quantity: 1 }, 'Barre');
    expect(second.token).not.toBe(first.token);
    expect(serverQuantity(first.token, 'HA12-12')).toBe(1);
  });

  it('roll back and say why when the API refuses a change', async () => {
    const res = await cart.addToCart({ element_id: id('HA12-12'), quantity: 2 }, 'Barre');
    const before = store.get(state.storedCartAtom);
    const line = res.cart.list[0];
    await expect(lines.setLineQuantity({ element_id: line.element_id, length: null, name: line.name }, -3)).rejects.toThrow(/quantité/);
    expect(store.get(state.storedCartAtom)).toEqual(before);
    expect(store.get(state.cartMessageAtom)).toMatch(/quantité/);
    expect(serverQuantity(res.token, 'HA12-12')).toBe(2);
  });

  it('remove a line and change a quantity', async () => {
    await cart.addToCart({ element_id: id('HA12-12'), quantity: 2 }, 'Barre');
    const res = await cart.addToCart({ element_id: id('HA8-6'), quantity: 4 }, 'Barre 8');
    const small = res.cart.list.find((l) => l.reference === 'HA8-6')!;
    const after = await lines.setLineQuantity({ element_id: small.element_id, length: null, name: small.name }, 6);
    expect(after.cart.list.find((l) => l.reference === 'HA8-6')?.quantity).toBe(6);
    const big = after.cart.list.find((l) => l.reference === 'HA12-12')!;
    const removed = await lines.removeLine({ id: big.id, name: big.name });
    expect(removed.cart.list.map((l) => l.reference)).toEqual(['HA8-6']);
    expect(store.get(state.storedCartAtom)?.count).toBe(1);
  });

  it('remove a line another tab removed already: the cart as it is now, and said so', async () => {
    await cart.addToCart({ element_id: id('HA12-12'), quantity: 2 }, 'Barre');
    const res = await cart.addToCart({ element_id: id('HA8-6'), quantity: 4 }, 'Barre 8');
    const big = res.cart.list.find((l) => l.reference === 'HA12-12')!;
    // the other tab
    await api.request('POST', '/cart/remove', { body: { cart_token: res.token, id: big.id } });
    const now = await lines.removeLine({ id: big.id, name: big.name });
    expect(now.cart.list.map((l) => l.reference)).toEqual(['HA8-6']);
    expect(store.get(state.storedCartAtom)?.count).toBe(1);
    expect(store.get(state.cartMessageAtom)).toBe(`${big.name} n’était déjà plus dans votre panier.`);
  });

  it('change the quantity of a line another tab removed: the line stays out, the cart as it is now, and said so', async () => {
    await cart.addToCart({ element_id: id('HA12-12'), quantity: 5 }, 'Barre');
    const res = await cart.addToCart({ element_id: id('HA8-6'), quantity: 4 }, 'Barre 8');
    const big = res.cart.list.find((l) => l.reference === 'HA12-12')!;
    await api.request('POST', '/cart/remove', { body: { cart_token: res.token, id: big.id } });
    // « + » on the page that still shows it
    const now = await lines.setLineQuantity(big, 6);
    expect(now.cart.list.map((l) => l.reference)).toEqual(['HA8-6']);
    expect(serverQuantity(res.token, 'HA12-12')).toBeUndefined();
    expect(store.get(state.storedCartAtom)?.count).toBe(1);
    expect(store.get(state.cartMessageAtom)).toBe(
      `${big.name} n’est plus dans votre panier : il a été retiré entre-temps, depuis un autre onglet ou appareil.`,
    );
  });

  it('change or remove a line of a cart ordered on another device: the cart to go on with, and said so', async () => {
    await session.login({ login: PRO.email, password: PRO.password });
    await cart.addToCart({ element_id: id('HA12-12'), quantity: 2 }, 'Barre');
    const res = await cart.addToCart({ element_id: id('HA8-6'), quantity: 4 }, 'Barre 8');
    const [big, small] = [res.cart.list.find((l) => l.reference === 'HA12-12')!, res.cart.list.find((l) => l.reference === 'HA8-6')!];
    // the other device orders it (the order itself is orders' to test: here, what the API leaves of the cart)
    api.db.prepare("UPDATE cart SET status = 'ordered' WHERE token = ?").run(res.token);
    const now = await lines.setLineQuantity(big, 6);
    expect(now.token).not.toBe(res.token);
    expect(now.cart.list).toEqual([]);
    expect(store.get(state.storedCartAtom)).toMatchObject({ token: now.token, count: 0 });
    expect(store.get(state.cartMessageAtom)).toBe(
      `${big.name} n’a pas été modifié : ce panier a été commandé ou transformé en devis entre-temps, depuis un autre onglet ou appareil. Voici votre panier en cours.`,
    );
    expect(serverQuantity(res.token, 'HA12-12')).toBe(2);

    store.set(state.storedCartAtom, { ...store.get(state.storedCartAtom)!, token: res.token });
    const after = await lines.removeLine({ id: small.id, name: small.name });
    expect(after.token).toBe(now.token);
    expect(store.get(state.cartMessageAtom)).toBe(
      `${small.name} n’a pas été modifié : ce panier a été commandé ou transformé en devis entre-temps, depuis un autre onglet ou appareil. Voici votre panier en cours.`,
    );
    expect(serverQuantity(res.token, 'HA8-6')).toBe(4);
    await session.logout();
  });

  it('save the complementary information typed on a cart ordered on another device: kept for the cart to go on with, and said so', async () => {
    await session.login({ login: PRO.email, password: PRO.password });
    const res = await cart.addToCart({ element_id: id('HA12-12'), quantity: 2 }, 'Barre');
    api.db.prepare("UPDATE cart SET status = 'ordered' WHERE token = ?").run(res.token);
    const text = 'Livraison par le portail nord, après 7 h.';
    const now = await lines.saveComplementaryInformation(text);
    expect(now.token).not.toBe(res.token);
    expect(now.cart.complementary_information).toBe(text);
    expect(store.get(state.storedCartAtom)).toMatchObject({ token: now.token });
    expect(store.get(state.cartMessageAtom)).toBe(
      'Ce panier a été commandé ou transformé en devis entre-temps, depuis un autre onglet ou appareil, sans vos informations complémentaires : elles sont gardées pour votre panier en cours.',
    );
    expect(store.get(state.cartReplacedAtom)).toBe(store.get(state.cartMessageAtom));
    // the ordered cart is left as it was ordered
    expect(api.db.prepare('SELECT complementary_information FROM cart WHERE token = ?').pluck().get(res.token)).not.toBe(text);
    // the next save goes to the cart to go on with, as any
    const again = await lines.saveComplementaryInformation(`${text} Sonner.`);
    expect(again.token).toBe(now.token);
    expect(store.get(state.cartMessageAtom)).toBe('Informations complémentaires enregistrées.');
    await session.logout();
  });
});

describe('session actions', () => {
  it('merge the anonymous cart into the customer’s at login, and keep the token in the jwt_token cookie', async () => {
    const anon = await cart.addToCart({ element_id: id('ST25C-240'), quantity: 2 }, 'Treillis');
    const s = await session.login({ login: PRO.email, password: PRO.password });
    expect(env.jar.get('jwt_token')).toBe(encodeURIComponent(s.token));
    const stored = store.get(state.storedCartAtom)!;
    expect(stored.token).toBe(s.cart_token);
    expect(stored.count).toBeGreaterThanOrEqual(1);
    expect(serverQuantity(stored.token, 'ST25C-240')).toBeGreaterThanOrEqual(2);
    // the anonymous token now belongs to the customer's cart, the anonymous cart itself is closed
    expect(api.db.prepare('SELECT status FROM cart WHERE token = ?').pluck().get(anon.token)).toMatch(/merged|open/);

    await session.logout();
    expect(env.jar.has('jwt_token')).toBe(false);
    expect(store.get(state.storedCartAtom)).toBeNull();
    expect(store.get(ui.toastAtom)).toMatchObject({ kind: 'success', text: 'Vous avez bien été déconnecté.', ms: 3000 });
  });

  it('drop a session the API no longer knows (500 invalid_token clears the cookie)', async () => {
    env.jar.set('jwt_token', 'not-a-token');
    await expect(cart.loadCart(true)).rejects.toMatchObject({ code: 'invalid_token' });
    expect(env.jar.has('jwt_token')).toBe(false);
  });
});
