import { defaultThrottle } from '../config';
import { passwordHashing } from './passwords';
import { failure, PRIVATE, PRO, testApi, type TestApi } from '../testing';

/** Reset and authorisation links work once, and only the newest one works. */
let api: TestApi;
beforeAll(async () => {
  // more reset requests an hour for one address than a person makes: each test here asks its own links
  api = await testApi({ throttle: { ...defaultThrottle, accountPerAddressPerHour: 20 } });
});
afterAll(() => api.close());

const mails = (to: string) => api.db.prepare('SELECT * FROM outbox WHERE recipient = ? ORDER BY id').all(to) as { subject: string; body: string }[];
const linkIn = (body: string) => /token=([\w-]+)/.exec(body)![1];
async function askReset(email: string, ip = '10.20.0.1') {
  const res = await api.request('POST', '/customer/rewind', { body: { email }, remoteAddress: ip });
  expect(res.statusCode).toBe(200);
  return linkIn(mails(email).at(-1)!.body);
}
const setPassword = (token: string, password: string) => api.post('/customer/password', { token, password, password_confirm: password });

describe('password reset links', () => {
  it('work once even when sent in parallel', async () => {
    const link = await askReset(PRIVATE.email);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => setPassword(link, `${PRIVATE.password}${i}`)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((r) => r.statusCode !== 200)) expect(failure(r, 400).code).toBe('INVALID_RESET_TOKEN');
    const winner = answers.findIndex((r) => r.statusCode === 200);
    expect((await api.post('/customer/login', { login: PRIVATE.email, password: `${PRIVATE.password}${winner}` })).statusCode).toBe(200);
    await setPassword(await askReset(PRIVATE.email), PRIVATE.password);
  });

  it('is not spent by a request the busy hashing queue refuses: the same link works once it is free', async () => {
    const link = await askReset(PRIVATE.email);
    let free!: () => void;
    const held = new Promise<void>((resolve) => (free = resolve));
    // one hash running and the queue full, as under a flood of sign-ins
    const flood = Array.from({ length: 65 }, () => passwordHashing.run(() => held));
    const refused = await setPassword(link, 'Autre-Mot-2026!');
    expect(failure(refused, 503).code).toBe('BUSY');
    free();
    await Promise.all(flood);
    expect((await setPassword(link, PRIVATE.password)).statusCode).toBe(200);
    expect(failure(await setPassword(link, PRIVATE.password), 400).code).toBe('INVALID_RESET_TOKEN');
  });

  it('asking again replaces the previous link', async () => {
    const first = await askReset(PRO.email, '10.20.0.2');
    const second = await askReset(PRO.email, '10.20.0.3');
    expect(failure(await setPassword(first, 'Autre-Mot-2026!'), 400).code).toBe('INVALID_RESET_TOKEN');
    expect((await setPassword(second, PRO.password)).statusCode).toBe(200);
  });

  it('using one link revokes every other outstanding link of the customer', async () => {
    const older = await askReset(PRO.email, '10.20.0.4');
    // an authorisation-style link (7 days) written for the same customer by the back office
    const customerId = api.db.prepare('SELECT id FROM customer WHERE email = ?').pluck().get(PRO.email) as number;
    api.db.prepare("INSERT INTO password_reset (token_hash, customer_id, expires_at) VALUES ('other-link', ?, '2099-01-01T00:00:00.000Z')").run(customerId);
    expect((await setPassword(older, PRO.password)).statusCode).toBe(200);
    const open = api.db.prepare('SELECT COUNT(*) FROM password_reset WHERE customer_id = ? AND used_at IS NULL').pluck().get(customerId);
    expect(open).toBe(0);
  });
});

describe('links sent before a change of the account', () => {
  const signIn = async (email: string, password: string) => {
    const res = await api.post('/customer/login', { login: email, password });
    expect(res.statusCode).toBe(200);
    const { token, customer } = JSON.parse(res.body).data;
    return { token: token as string, id: customer.customer_id as number };
  };

  it('stop working once the e-mail changed: the old mailbox no longer opens the account', async () => {
    const link = await askReset(PRIVATE.email, '10.20.0.5');
    const s = await signIn(PRIVATE.email, PRIVATE.password);
    const path = `/customer/${s.id}`;
    const moved = await api.request('PATCH', path, { body: { email: 'nouveau-particulier@example.com', current_password: PRIVATE.password }, token: s.token });
    expect(moved.statusCode).toBe(200);
    try {
      expect(failure(await setPassword(link, 'Pris-Par-Autrui-2026!'), 400).code).toBe('INVALID_RESET_TOKEN');
    } finally {
      await api.request('PATCH', path, { body: { email: PRIVATE.email, current_password: PRIVATE.password }, token: s.token });
    }
  });

  it('stop working once the password changed', async () => {
    const link = await askReset(PRIVATE.email, '10.20.0.6');
    const s = await signIn(PRIVATE.email, PRIVATE.password);
    const next = 'Nouveau-Mdp-2026!';
    const changed = await api.post('/customer/change-password', { old_password: PRIVATE.password, password: next, password_confirm: next }, s.token);
    expect(changed.statusCode).toBe(200);
    try {
      expect(failure(await setPassword(link, 'Pris-Par-Autrui-2026!'), 400).code).toBe('INVALID_RESET_TOKEN');
    } finally {
      // the change ended the session it was made in: the answer's token is this browser's now
      const token = JSON.parse(changed.body).data.token as string;
      await api.post('/customer/change-password', { old_password: next, password: PRIVATE.password, password_confirm: PRIVATE.password }, token);
    }
  });
});

describe('account authorisation links', () => {
  it('create one account even when used in parallel', async () => {
    const request = {
      company: 'Coffrages du Nord',
      siret: '51239874600028',
      civility: 'm',
      first_name: 'Paul',
      last_name: 'Lise',
      email: 'paul@coffrages.example',
      phone: '0696 00 11 22',
      accept_terms: true,
    };
    expect((await api.request('POST', '/customer/ask-to-create', { body: request, remoteAddress: '10.20.1.1' })).statusCode).toBe(201);
    const token = /jeton ([\w-]+)/.exec(mails('contact@trefima.example').at(-1)!.body)![1];
    const answers = await Promise.all(Array.from({ length: 4 }, () => api.post('/customer/authorize-creation', { token })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400]);
    expect(api.db.prepare('SELECT COUNT(*) FROM customer WHERE email = ?').pluck().get(request.email)).toBe(1);
  });
});
