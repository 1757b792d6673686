// What the rest of the site uses of the feature "session": it is reached only through this file (eslint.layers.mjs); its own files import each other directly.
export { SESSION_KEY, hasSessionToken, onSessionEnded } from './api/token';
export { useSession } from './api/use-session';
export { useSessionToken } from './state';
