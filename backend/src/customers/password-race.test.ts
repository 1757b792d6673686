import { passwordHashing } from './passwords';
import { testApi, type TestApi } from '../testing';

/**
 * A password checked while the account's password is being reset or changed: the request read the account (and its
 * old hash) before the new password was written, and verified the old password against that copy once the hashing
 * queue let it through (one hash at a time, customers/passwords.ts), after the reset or change had ended every
 * session. A sign-in so made opened a session no change ended; an e-mail change so made moved the account to the
 * intruder's mailbox. The account is read again once the password is checked: changed meanwhile, nothing is done.
 * The queue is held by the test (`passwordHashing.run`) to line the requests up as they would on a busy server.
 */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const OLD = 'Chantier-972!';
const mails = (to: string) => api.db.prepare('SELECT * FROM outbox WHERE recipient = ? ORDER BY id').all(to) as { body: string }[];

const waiting = () => (passwordHashing as unknown as { waiting: unknown[] }).waiting.length;
async function until(cond: () => boolean) {
  for (let i = 0; i < 500 && !cond(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(cond()).toBe(true);
}

async function holdGate() {
  let free!: () => void;
  const held = new Promise<void>((resolve) => (free = resolve));
  const run = passwordHashing.run(() => held);
  return async () => {
    free();
    await run;
  };
}

test('refuses a sign-in with the old password checked while the password was being reset', async () => {
  const email = 'victim-reset@example.com';
  await api.signUp(email);
  const rewind = await api.post('/customer/rewind', { email });
  expect(rewind.statusCode).toBe(200);
  const link = /token=([\w-]+)/.exec(mails(email).at(-1)!.body)![1];

  const release = await holdGate();
  // the owner sets a new password: his request waits for the hashing slot
  const reset = api.post('/customer/password', { token: link, password: 'Nouveau-Mot-2026!', password_confirm: 'Nouveau-Mot-2026!' });
  await until(() => waiting() === 1);
  // meanwhile the intruder, who knows the old password, signs in
  const intruder = api.post('/customer/login', { login: email, password: OLD });
  await until(() => waiting() === 2);
  await release();
  const [r, l] = await Promise.all([reset, intruder]);
  expect(r.statusCode).toBe(200);
  // after the reset, the old password must open nothing
  const oldWorksNow = await api.post('/customer/login', { login: email, password: OLD });
  expect(oldWorksNow.statusCode).toBe(400);
  const stolen = l.statusCode === 200 ? (l.json().data.token as string) : null;
  const who = stolen ? await api.get('/user/logged', {}, stolen) : null;
  expect({ login: l.statusCode, user: who?.json().data?.user?.email ?? null }).toEqual({ login: 400, user: null });
});

test('refuses a sign-in with the old password checked while the password was being changed', async () => {
  const email = 'victim-change@example.com';
  const { token } = await api.signUp(email);
  const release1 = await holdGate();
  const change = api.post('/customer/change-password', { old_password: OLD, password: 'Nouveau-Mot-2026!', password_confirm: 'Nouveau-Mot-2026!' }, token);
  await until(() => waiting() === 1); // the change's check of the old password waits for the slot
  // a second hold queued behind that check: the change's hash of the new password will queue behind it
  let free2!: () => void;
  const hold2 = passwordHashing.run(() => new Promise<void>((r) => (free2 = r)));
  await release1();
  await until(() => waiting() === 1 && free2 !== undefined); // the check ran; the change now waits with its new hash
  // the intruder, who knows the old password, signs in while the change hashes its new password
  const intruder = api.post('/customer/login', { login: email, password: OLD });
  await until(() => waiting() === 2);
  free2();
  await hold2;
  const [c, l] = await Promise.all([change, intruder]);
  expect(c.statusCode).toBe(200);
  const stolen = l.statusCode === 200 ? (l.json().data.token as string) : null;
  const who = stolen ? await api.get('/user/logged', {}, stolen) : null;
  expect({ login: l.statusCode, user: who?.json().data?.user?.email ?? null }).toEqual({ login: 400, user: null });
});

test('refuses an e-mail change by a stolen session whose password was checked while the owner changed it', async () => {
  const email = 'victim-email@example.com';
  const { token: owner, id } = await api.signUp(email);
  // the intruder holds a copy of a session and the (old) password
  const stolenSession = await api.login(email, OLD);
  const release = await holdGate();
  // the owner changes his password: his check of the old one waits for the slot
  const change = api.post('/customer/change-password', { old_password: OLD, password: 'Nouveau-Mot-2026!', password_confirm: 'Nouveau-Mot-2026!' }, owner);
  await until(() => waiting() === 1);
  let free2!: () => void;
  const hold2 = passwordHashing.run(() => new Promise<void>((r) => (free2 = r)));
  await release();
  await until(() => waiting() === 1 && free2 !== undefined); // the owner's new password waits to be hashed
  // the intruder moves the account's e-mail to his own mailbox, proving the old password
  const move = api.request('PATCH', `/customer/${id}`, { token: stolenSession, body: { email: 'intruder@example.com', current_password: OLD } });
  await until(() => waiting() === 2);
  free2();
  await hold2;
  const [c, m] = await Promise.all([change, move]);
  expect(c.statusCode).toBe(200);
  const now = api.db.prepare('SELECT email FROM customer WHERE id = ?').pluck().get(id);
  expect({ moved: m.statusCode === 200, email: now }).toEqual({ moved: false, email });
});
