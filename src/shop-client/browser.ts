import { createShopClient, type SessionStore, type ShopContext } from './client';
import { deleteCookie, readCookie, writeCookie } from './cookie';

/**
 * The client the browser uses. Its context (site, language, territory) is
 * set by the layout from the build's data and, once chosen, the visitor's
 * territory; its session is the jwt_token cookie.
 */
let context: ShopContext = { siteId: 1, lang: 'fr', salesPlanId: 1 };
const listeners = new Set<() => void>();

export function setShopContext(next: Partial<ShopContext>) {
  context = { ...context, ...next };
}

/** Called when the back office says the session is gone. */
export function onSessionReset(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const cookieSession: SessionStore = {
  getToken: () => readCookie('jwt_token'),
  setToken: (token) => writeCookie('jwt_token', token, 365),
  reset: () => {
    deleteCookie('jwt_token');
    listeners.forEach((l) => l());
  },
};

export const shop = createShopClient({
  baseUrl: process.env.GATSBY_SHOP_API_URL ?? 'http://127.0.0.1:4000/api/v1',
  context: () => context,
  session: cookieSession,
});
