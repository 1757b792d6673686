import { randomBytes, scrypt, timingSafeEqual, createHash } from 'node:crypto';
import { HashGate } from '../throttle/hash-gate';

/** scrypt with a per-password salt, stored as `scrypt$N$r$p$salt$hash` (base64). */
const N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 64;

/** One hash at a time in the process: the other core serves the shop (bench: sign-in under a flood). */
export const passwordHashing = new HashGate(1, 64);

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return passwordHashing.run(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEYLEN, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to compare against when the account does not exist, so both paths take the same time. */
export const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + Buffer.alloc(64).toString('base64');

/** One-time tokens (password reset, account authorisation) are stored hashed. */
export const newOneTimeToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
