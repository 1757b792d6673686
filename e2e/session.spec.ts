import jwt from 'jsonwebtoken';
import { expect, test } from './support/fixtures';
import { demoSession } from './support/accounts';

/** The e2e API signs with this secret (e2e/stack.mjs); the demo professional is customer 2. */
const SECRET = 'e2e-secret';
const PRO_ID = '2';

test('an expired session token is refreshed once, without the visitor noticing', async ({ page, context, baseURL, request }) => {
  // a real session's current token, as the API issued it an hour and more ago: the same claims, dated in the past
  const issued = jwt.decode((await demoSession(request, 'pro')).token) as { sub: string; sid: string; jti: string };
  const now = Math.floor(Date.now() / 1000);
  const expired = jwt.sign({ sub: issued.sub, sid: issued.sid, jti: issued.jti, iat: now - 7200, exp: now - 3600 }, SECRET, { algorithm: 'HS256' });
  await context.addCookies([{ name: 'jwt_token', value: expired, url: baseURL! }]);
  const logged: number[] = [];
  page.on('response', (r) => /\/user\/logged/.test(r.url()) && logged.push(r.status()));
  await page.goto('/');
  await expect.poll(() => logged).toEqual([401, 200]);
  const cookie = (await context.cookies()).find((c) => c.name === 'jwt_token');
  expect(cookie?.value).toBeTruthy();
  expect(cookie!.value).not.toBe(expired);
  expect((jwt.decode(decodeURIComponent(cookie!.value)) as { exp: number }).exp).toBeGreaterThan(now);
  // kept for 365 days
  expect(cookie!.expires - now).toBeGreaterThan(364 * 86400);
  await expect(page.getByRole('link', { name: 'Mon compte' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a forged token is dropped: the visitor is simply logged out', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'jwt_token', value: jwt.sign({ sub: PRO_ID, jti: 'x' }, 'wrong-secret'), url: baseURL! }]);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'jwt_token')).toBe(false);
});
