import { deleteCookie, readCookie, writeCookie } from './cookie';

/**
 * The session token lives in the jwt_token cookie (365 days). This module is
 * tiny on purpose: the header reads it on every page without loading the API
 * client.
 */
export const TOKEN_COOKIE = 'jwt_token';

type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();

/** Told whenever the session token changes: refreshed, set at login, or reset. */
export function onTokenChange(listener: Listener) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const readToken = () => readCookie(TOKEN_COOKIE);

export function saveToken(token: string) {
  writeCookie(TOKEN_COOKIE, token, 365);
  listeners.forEach((l) => l(token));
}

export function clearToken() {
  deleteCookie(TOKEN_COOKIE);
  listeners.forEach((l) => l(null));
}

type EndListener = (message: string) => void;
const endListeners = new Set<EndListener>();
// the page may learn it before whatever shows it has mounted (hydration comes in parts): kept for the first listener
let untold: string | null = null;

/** Told when the API ended the session (logout elsewhere, password changed, theft suspected), with its French reason. */
export function onSessionEnded(listener: EndListener) {
  endListeners.add(listener);
  if (untold) {
    listener(untold);
    untold = null;
  }
  return () => void endListeners.delete(listener);
}

/** The API says the session is gone: forget the token and, when it said why, tell whoever shows it. */
export function endSession(message?: string) {
  const had = readToken() !== null;
  clearToken();
  if (!had || !message) return;
  if (endListeners.size) endListeners.forEach((l) => l(message));
  else untold = message;
}
