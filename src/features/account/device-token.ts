import { readJson, writeJson } from '../../state/storage';

/**
 * The device tokens this browser was given at sign-in, one per login
 * (backend/src/throttle/device-tokens.ts): sent back with the next sign-in to
 * that login, so that a stranger's wrong passwords, which lock the account
 * for unknown browsers, do not lock its owner out. In localStorage rather than
 * a cookie: the API is on another origin and takes bearer tokens, not
 * credentials. A sign-out keeps them: that is their point. A token opens
 * nothing by itself.
 */
const KEY = 'trefima.appareils';
// a shared computer's few accounts; the oldest goes first
const KEPT = 5;

const loginKey = (login: string) => login.trim().toLowerCase();
const all = () => readJson<Record<string, string>>(KEY) ?? {};

export const deviceTokenFor = (login: string): string | undefined => {
  const token = all()[loginKey(login)];
  return typeof token === 'string' ? token : undefined;
};

export function keepDeviceToken(login: string, token: string | undefined) {
  if (!token || !loginKey(login)) return;
  const key = loginKey(login);
  const others = Object.entries(all()).filter(([k, v]) => k !== key && typeof v === 'string');
  writeJson(KEY, Object.fromEntries([...others.slice(-(KEPT - 1)), [key, token]]));
}
