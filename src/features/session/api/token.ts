import { readToken } from '../../../shop-client/session-events';

/**
 * What a page may know of the session without the API client: whether a
 * token is stored (the cookie), and why the API ended a session. Kept apart
 * from the session's calls so that the header and every page can read it
 * for a few bytes.
 */
export const hasSessionToken = () => readToken() !== null;

/** SWR's key of who is signed in: useSession reads it without the sign-in's and sign-out's code (features/account/session-actions.ts). */
export const SESSION_KEY = 'session';

export { onSessionEnded } from '../../../shop-client/session-events';
