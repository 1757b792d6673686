import { createShopClient, type SessionStore } from './client';
import { endSession, readToken, saveToken } from './session-events';
import { currentPlanId, siteConfig } from './site-config';

/**
 * The client the browser uses: site and territory from site-config, the
 * session token from the jwt_token cookie (session-events).
 */
export const cookieSession: SessionStore = { getToken: readToken, setToken: saveToken, reset: endSession };

export const shop = createShopClient({
  baseUrl: process.env.GATSBY_SHOP_API_URL ?? 'http://127.0.0.1:4000/api/v1',
  context: () => ({ siteId: siteConfig.siteId, lang: siteConfig.lang, salesPlanId: currentPlanId() }),
  session: cookieSession,
});
