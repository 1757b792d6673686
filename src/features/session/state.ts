import { atom, useAtomValue } from 'jotai';
import { onTokenChange, readToken } from '../../shop-client/session-events';

/**
 * The session token as React sees it: read from the cookie once mounted and
 * kept in step with every change (login, refresh after a 401, reset). The
 * user and customer are server data: features/session/api/use-session.ts fetches them.
 */
const base = atom<string | null>(null);
base.onMount = (set) => {
  set(readToken());
  return onTokenChange(set);
};
export const tokenAtom = atom((get) => get(base));

/** The token for a component outside the session, which re-renders when it changes (the atom stays here). */
export const useSessionToken = () => useAtomValue(tokenAtom);
