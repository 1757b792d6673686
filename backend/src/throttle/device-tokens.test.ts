import { DeviceTokens } from './device-tokens';

/**
 * A device token (OWASP, "Slow Down Online Guessing Attacks with Device
 * Cookies"): the API's signature over the login it was issued for, a nonce
 * and when it expires. Read back only for that login, unaltered, unexpired.
 */
const YEAR = 365 * 24 * 3600 * 1000;
let now = Date.parse('2026-11-21T10:00:00Z');
const tokens = new DeviceTokens('clé-de-test', () => now);
// the account's password hash the token is bound to (never written in it)
const HASH = 'scrypt$16384$8$1$c2VsLWRlLXRlc3Q$aGFjaGUtZGUtdGVzdA';

describe('DeviceTokens', () => {
  it('reads back the token it issued, for its login, whatever the case or spaces of the address typed', () => {
    const t = tokens.issue('Pro@Trefima.example', HASH);
    expect(tokens.read(t, 'pro@trefima.example', HASH)).toMatch(/^[\w-]{20,}$/);
    expect(tokens.read(t, '  PRO@trefima.example ', HASH)).toBe(tokens.read(t, 'pro@trefima.example', HASH));
  });

  it('gives each sign-in its own nonce', () => {
    const [a, b] = [tokens.issue('pro@trefima.example', HASH), tokens.issue('pro@trefima.example', HASH)];
    expect(a).not.toBe(b);
    expect(tokens.read(a, 'pro@trefima.example', HASH)).not.toBe(tokens.read(b, 'pro@trefima.example', HASH));
  });

  it('is bound to its login: another account’s sign-in does not know it', () => {
    expect(tokens.read(tokens.issue('pro@trefima.example', HASH), 'particulier@trefima.example', HASH)).toBeNull();
  });

  it('is bound to the password it was given under: once the password changes, it is not read', () => {
    const t = tokens.issue('pro@trefima.example', HASH);
    expect(tokens.read(t, 'pro@trefima.example', HASH)).not.toBeNull();
    expect(tokens.read(t, 'pro@trefima.example', `${HASH}x`)).toBeNull();
    expect(tokens.read(t, 'pro@trefima.example', '')).toBeNull();
  });

  it('expires after a year', () => {
    const t = tokens.issue('pro@trefima.example', HASH);
    now += YEAR - 1000;
    expect(tokens.read(t, 'pro@trefima.example', HASH)).not.toBeNull();
    now += 2000;
    expect(tokens.read(t, 'pro@trefima.example', HASH)).toBeNull();
  });

  it('knows nothing it did not sign: altered, signed with another key, or not a token at all', () => {
    const t = tokens.issue('pro@trefima.example', HASH);
    const [head, payload, signature] = t.split('.');
    const other = JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), l: 'particulier@trefima.example' });
    const forged = [
      `${head}.${Buffer.from(other).toString('base64url')}.${signature}`,
      `${head}.${payload}.${signature.slice(0, -2)}AA`,
      new DeviceTokens('une-autre-clé', () => now).issue('pro@trefima.example', HASH),
      '',
      'x',
      'a.b.c',
      `${head}.${payload}`,
      `${t}.${signature}`,
      'é'.repeat(600),
    ];
    for (const f of forged) expect({ f, read: tokens.read(f, 'pro@trefima.example', HASH) }).toEqual({ f, read: null });
    expect(tokens.read(`${head}.${Buffer.from(other).toString('base64url')}.${signature}`, 'particulier@trefima.example', HASH)).toBeNull();
  });
});
