import { SecretGuard } from './secret-guard';

test('a client is held from its limit-th wrong secret to the end of its window, then may try again', () => {
  let now = 0;
  const guard = new SecretGuard(3, 60_000, () => now);
  guard.failed('a');
  guard.failed('a');
  expect(guard.wait('a')).toBe(0);
  now = 10_000;
  guard.failed('a');
  expect(guard.wait('a')).toBe(50_000);
  expect(guard.wait('b')).toBe(0);
  now = 60_000;
  expect(guard.wait('a')).toBe(0);
  guard.failed('a');
  expect(guard.wait('a')).toBe(0);
});

test('remembers a bounded number of clients, the oldest forgotten first', () => {
  const guard = new SecretGuard(1, 60_000, () => 0, 2);
  guard.failed('a');
  guard.failed('b');
  guard.failed('c');
  expect([guard.wait('a'), guard.wait('b'), guard.wait('c')]).toEqual([0, 60_000, 60_000]);
});

test('says when to retry, in French and in seconds', () => {
  expect(SecretGuard.refusal(90_000)).toEqual({
    retryAfter: 90,
    body: { code: 'TOO_MANY_REQUESTS', message: 'Trop de tentatives. Réessayez dans 2 minutes.' },
  });
});
