import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device tokens, after OWASP's "Slow Down Online Guessing Attacks with Device
 * Cookies" (owasp.org/www-community/Slow_Down_Online_Guessing_Attacks_with_Device_Cookies):
 * a successful sign-in gives the browser a token signed by the API over the
 * login, a nonce and an expiry. A later sign-in to that login that brings it
 * is counted against the token's own lock, not the account's (login-guard.ts).
 *
 * It travels in the sign-in's answer and the browser keeps it per login in
 * localStorage (src/features/account/device-token.ts), not in a cookie:
 * the API is on another origin than the site, its calls carry a bearer token
 * and no credentials, and a cookie of the API's origin would need credentialed
 * CORS and be dropped by browsers that block third-party cookies, the owner
 * then locked out with everyone else. The token opens nothing by itself: it
 * only lets its holder try the password under its own lock.
 *
 * Its signature also covers the account's password hash (never in the token):
 * a new password, set through a reset link or changed in the account, ends
 * every token of the account, so that a browser an intruder signed in from
 * meets the account's lock again. The browser that changed it is given a new
 * one (password-routes.ts), and so is a browser that changed the account's
 * e-mail, its token naming the old login (routes.ts).
 */
const VERSION = 'v1';
const YEAR_SECONDS = 365 * 24 * 3600;
/** longer than any token issued: read no further */
export const DEVICE_TOKEN_MAX_LENGTH = 512;

interface Claims {
  /** the login, as sign-in compares it */
  l: string;
  /** the token's own name: its failures and lock are counted under it */
  n: string;
  /** expiry, in seconds */
  e: number;
}

export const loginKey = (login: string) => login.trim().toLowerCase();

export class DeviceTokens {
  constructor(
    private key: string,
    private now: () => number,
  ) {}

  private sign(head: string, payload: string, passwordHash: string) {
    return createHmac('sha256', this.key).update(`${head}.${payload}.${passwordHash}`).digest();
  }

  /** A new token for a login that just signed in with the password whose hash is `passwordHash`, good for a year. */
  issue(login: string, passwordHash: string): string {
    const claims: Claims = { l: loginKey(login), n: randomBytes(16).toString('base64url'), e: Math.floor(this.now() / 1000) + YEAR_SECONDS };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${VERSION}.${payload}.${this.sign(VERSION, payload, passwordHash).toString('base64url')}`;
  }

  /** The token's nonce when it is ours, unaltered, unexpired, for this login and its present password; null for anything else. */
  read(token: unknown, login: string, passwordHash: string): string | null {
    if (typeof token !== 'string' || token.length > DEVICE_TOKEN_MAX_LENGTH) return null;
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== VERSION) return null;
    const [head, payload, signature] = parts as [string, string, string];
    const given = Buffer.from(signature, 'base64url');
    const expected = this.sign(head, payload, passwordHash);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let claims: Partial<Claims>;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Claims>;
    } catch {
      return null;
    }
    if (typeof claims.n !== 'string' || typeof claims.e !== 'number' || claims.l !== loginKey(login)) return null;
    return claims.e * 1000 > this.now() ? claims.n : null;
  }
}
