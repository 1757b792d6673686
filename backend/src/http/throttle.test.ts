import { barSchedule } from '@trefima/domain/contract';
import { defaultThrottle } from '../config';
import { data, failure, PRIVATE, PRO, testApi, type TestApi } from '../testing';
import { BAR10, HEADER, PLAN } from '../testing-schedules';

/**
 * Sign-in, password reset, signup, account requests and forms are throttled
 * per client and per account, with a French message saying when to retry.
 * Every test uses its own client address, so that they do not share counters.
 */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const from = (ip: string) => ({ remoteAddress: ip });
const post = (path: string, body: unknown, ip: string, headers: Record<string, string> = {}) => api.request('POST', path, { body, headers, ...from(ip) });
const login = (email: string, password: string, ip: string, headers?: Record<string, string>) =>
  post('/customer/login', { login: email, password }, ip, headers);

describe('sign-in', () => {
  it('backs off after a few wrong passwords: 30 attempts end in 429 with a French message and Retry-After', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 30; i++) {
      last = await login(PRO.email, `faux-${i}`, '10.1.0.1');
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20);
    const body = failure(last!, 429);
    expect(body.code).toBe('TOO_MANY_REQUESTS');
    expect(body.message).toMatch(/Réessayez dans \d+ (secondes|minutes?)/);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('locks the account, not only the client: the right password from elsewhere waits too, then works', async () => {
    for (let i = 0; i < 8; i++) await login(PRIVATE.email, `faux-${i}`, `10.2.0.${i + 1}`);
    const blocked = await login(PRIVATE.email, PRIVATE.password, '10.2.1.1');
    expect(blocked.statusCode).toBe(429);
    api.clock.advance(60 * 60 * 1000);
    try {
      expect((await login(PRIVATE.email, PRIVATE.password, '10.2.1.1')).statusCode).toBe(200);
    } finally {
      api.clock.advance(-60 * 60 * 1000);
    }
  });

  it('limits one client spraying many accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await login(`inconnu-${i}@example.com`, 'x', '10.3.0.1')).statusCode);
    expect(statuses).toContain(429);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
  });

  it('cannot be dodged with a forged X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push((await login(`autre-${i}@example.com`, 'x', '10.4.0.1', { 'x-forwarded-for': `198.51.100.${i}` })).statusCode);
    }
    expect(statuses).toContain(429);
  });
});

describe('a client on IPv6, which picks its source address in its /64 at will', () => {
  // the per-minute limit of sign-in raised, so that what is seen is the client's lock
  let raised: TestApi;
  beforeAll(async () => {
    raised = await testApi({ throttle: { ...defaultThrottle, loginPerClientPerMinute: 10_000 } });
  });
  afterAll(() => raised.close());
  const spray = async (ip: (i: number) => string, prefix: string) => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      statuses.push(
        (await raised.request('POST', '/customer/login', { body: { login: `${prefix}-${i}@example.com`, password: 'x' }, ...from(ip(i)) })).statusCode,
      );
    }
    return statuses;
  };

  it('is one client for the sign-in lock: a new address of the /64 for each try is locked after 20 failures', async () => {
    const statuses = await spray((i) => `2001:db8:20:1::${(i + 1).toString(16)}`, 'v6');
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
    // the lock holds the whole /64, however the address is written, and no other
    const login = (ip: string) => raised.request('POST', '/customer/login', { body: { login: PRO.email, password: PRO.password }, ...from(ip) });
    expect((await login('2001:0db8:0020:0001:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
    expect((await login('2001:db8:20:2::1')).statusCode).toBe(200);
  });

  it('and an IPv4 client written as IPv6 (::ffff:a.b.c.d) is that IPv4 client', async () => {
    const statuses = await spray((i) => (i % 2 ? '10.20.0.1' : '::ffff:10.20.0.1'), 'v4');
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 400).length).toBe(20);
  });
});

describe('a password checked inside a session', () => {
  it('backs off like sign-in: a stolen session cannot guess the password through the password or e-mail change', async () => {
    const signup = await post(
      '/customer',
      {
        type: 'particulier',
        civility: 'm',
        first_name: 'Vol',
        last_name: 'Session',
        email: 'vol@example.com',
        phone: '0696112233',
        password: 'Bon-Mot-De-Passe-1',
        password_confirm: 'Bon-Mot-De-Passe-1',
        accept_terms: true,
      },
      '10.12.0.1',
    );
    const { token, customer } = signup.json().data as { token: string; customer: { customer_id: number } };
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res =
        i % 2
          ? await api.request('PATCH', `/customer/${customer.customer_id}`, {
              body: { email: 'pirate@example.com', current_password: `faux-${i}` },
              token,
              remoteAddress: '10.12.0.2',
            })
          : await api.request('POST', '/customer/change-password', {
              body: { old_password: `faux-${i}`, password: 'Nouveau-Mdp-2026!', password_confirm: 'Nouveau-Mdp-2026!' },
              token,
              remoteAddress: '10.12.0.2',
            });
      statuses.push(res.statusCode);
    }
    expect(statuses).toContain(429);
    // the account itself is locked, as after wrong sign-ins
    expect((await login('vol@example.com', 'Bon-Mot-De-Passe-1', '10.12.0.3')).statusCode).toBe(429);
  });

  it('a reset link lifts the lock on the account', async () => {
    for (let i = 0; i < 6; i++) await login(PRIVATE.email, `faux-${i}`, `10.13.0.${i + 1}`);
    expect((await login(PRIVATE.email, PRIVATE.password, '10.13.1.1')).statusCode).toBe(429);
    await post('/customer/rewind', { email: PRIVATE.email }, '10.13.1.2');
    const mail = api.db
      .prepare("SELECT body FROM outbox WHERE recipient = ? AND subject LIKE 'Renouvellement%' ORDER BY id DESC")
      .pluck()
      .get(PRIVATE.email) as string;
    const link = /token=([\w-]+)/.exec(mail)![1];
    expect((await post('/customer/password', { token: link, password: PRIVATE.password, password_confirm: PRIVATE.password }, '10.13.1.3')).statusCode).toBe(
      200,
    );
    expect((await login(PRIVATE.email, PRIVATE.password, '10.13.1.4')).statusCode).toBe(200);
  });
});

describe('password reset and account creation cannot be used to list the customers', () => {
  it('throttles reset requests per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await post('/customer/rewind', { email: `quelquun-${i}@example.com` }, '10.5.0.1')).statusCode);
    expect(statuses.slice(0, 3)).toEqual([422, 422, 422]);
    expect(statuses).toContain(429);
  });

  it('throttles reset requests per address, whatever the client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await post('/customer/rewind', { email: PRO.email }, `10.6.0.${i + 1}`)).statusCode);
    expect(statuses[0]).toBe(200);
    expect(statuses).toContain(429);
    const mails = api.db.prepare("SELECT COUNT(*) FROM outbox WHERE recipient = ? AND subject LIKE 'Renouvellement%'").pluck().get(PRO.email) as number;
    expect(mails).toBeLessThanOrEqual(3);
  });

  it('throttles signups per client (the "e-mail taken" answer is an oracle)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await post('/customer', { type: 'particulier', email: i % 2 ? PRO.email : `n${i}@example.com` }, '10.7.0.1')).statusCode);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(6);
  });

  it('throttles account requests per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await post('/customer/ask-to-create', { email: `r${i}@example.com` }, '10.8.0.1')).statusCode);
    expect(statuses).toContain(429);
  });

  describe('an e-mail change in the profile (it says whether the new address has an account)', () => {
    const PASSWORD = 'Chantier-972!';
    const profile = (who: { token: string; id: number }, body: Record<string, unknown>, ip: string) =>
      api.request('PATCH', `/customer/${who.id}`, { body, token: who.token, remoteAddress: ip });

    it('is throttled per client as signup is, while the other changes of the profile are not', async () => {
      const me = await api.signUp('liste-profil@example.com');
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await profile(me, { email: i % 2 ? PRO.email : PRIVATE.email, current_password: PASSWORD }, '10.14.0.1');
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 5)).toEqual([409, 409, 409, 409, 409]);
      expect(statuses.slice(5)).toEqual(Array(7).fill(429));
      const refused = await profile(me, { email: 'libre-ici@example.com', current_password: PASSWORD }, '10.14.0.1');
      expect(failure(refused, 429).message).toMatch(/^Trop de demandes en peu de temps\. Réessayez dans/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // another client is not held; a phone number or a name changes as often as the writes allow
      expect((await profile(me, { email: 'libre-ici@example.com', current_password: PASSWORD }, '10.14.0.2')).statusCode).toBe(200);
      for (let i = 0; i < 10; i++) {
        expect((await profile(me, { phone: `06960000${String(i).padStart(2, '0')}` }, '10.14.0.1')).statusCode).toBe(200);
      }
      // the current address sent again is no change
      expect((await profile(me, { email: 'libre-ici@example.com', first_name: 'Eve' }, '10.14.0.1')).statusCode).toBe(200);
    });

    it('is throttled per new address, whatever the client and the account', async () => {
      // a customer of its own: the test above asked for the demo ones
      await api.signUp('cible-profil@example.com');
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const who = await api.signUp(`cherche-${i}@example.com`);
        statuses.push((await profile(who, { email: 'cible-profil@example.com', current_password: PASSWORD }, `10.14.1.${i + 1}`)).statusCode);
      }
      expect(statuses).toEqual([409, 409, 409, 429, 429, 429]);
    });
  });
});

describe('forms and writes', () => {
  it('throttles a lead form sent in a loop', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push((await post('/contact', { civility: 'm', last_name: 'Robot', first_name: 'R', email: `r${i}@example.com` }, '10.9.0.1')).statusCode);
    }
    expect(statuses).toContain(429);
    const last = await post('/contact', {}, '10.9.0.1');
    expect(failure(last, 429).message).toMatch(/Réessayez dans/);
  });

  it('counts every lead form of a client together: stopped on one, he is stopped on the others', async () => {
    let n = 0;
    while ((await post('/contact', { civility: 'm', last_name: 'Robot', first_name: 'R', email: `s${n}@example.com` }, '10.9.0.7')).statusCode !== 429) {
      expect(++n).toBeLessThan(100);
    }
    for (const form of ['/catalogue', '/entretien', '/candidature-spontanee']) expect((await post(form, {}, '10.9.0.7')).statusCode).toBe(429);
    // another client is not
    expect((await post('/catalogue', {}, '10.9.0.8')).statusCode).toBe(422);
  });

  it('throttles cart writes from one client without touching another client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 400; i++) statuses.push((await post('/cart/update', { elements: [] }, '10.10.0.1')).statusCode);
    expect(statuses).toContain(429);
    expect((await post('/cart/update', { elements: [] }, '10.10.0.2')).statusCode).toBe(422);
  });
});

describe('the back office’s bearer token', () => {
  const adminCall = (token: string, ip: string) =>
    api.request('GET', '/admin/outbox', { query: { to: 'contact@trefima.example' }, headers: { authorization: `Bearer ${token}` }, ...from(ip) });

  it('cannot be guessed in a loop: a client past a few wrong tokens waits, the right one included, and is told when to retry', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await adminCall(`devine-${i}`, '10.11.0.1')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([403, 403, 403, 403, 403]);
    expect(statuses).toContain(429);
    const locked = await adminCall('test-admin-token', '10.11.0.1');
    expect(failure(locked, 429).message).toMatch(/Réessayez dans/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('locks the guessing client only: the back office keeps working from its own address', async () => {
    for (let i = 0; i < 40; i++) await adminCall(`devine-${i}`, '10.12.0.1');
    expect((await adminCall('test-admin-token', '10.12.0.2')).statusCode).toBe(200);
  });

  it('cannot be guessed from a new address of one IPv6 /64 for each try: the /64 is one client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await adminCall(`devine-${i}`, `2001:db8:21:1::${(i + 1).toString(16)}`)).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(403));
    expect(statuses.slice(20)).toEqual(Array(20).fill(429));
    expect((await adminCall('test-admin-token', '2001:db8:21:1:abcd::1')).statusCode).toBe(429);
    expect((await adminCall('test-admin-token', '2001:db8:21:2::1')).statusCode).toBe(200);
  });

  describe('the admin calls’ own limit per client (THROTTLE_ADMIN_PER_MINUTE)', () => {
    let small: TestApi;
    beforeAll(async () => {
      small = await testApi({ throttle: { ...defaultThrottle, adminPerClientPerMinute: 3 } });
    });
    afterAll(() => small.close());
    const call = (path: string, token: string, ip: string) => small.request('GET', path, { headers: { authorization: `Bearer ${token}` }, ...from(ip) });

    it('counts every admin call of a client together, right token or wrong, and refuses the next before looking at the token', async () => {
      const statuses = [
        (await call('/admin/customers', 'test-admin-token', '10.22.0.1')).statusCode,
        (await call('/admin/account-requests', 'test-admin-token', '10.22.0.1')).statusCode,
        (await call('/admin/customers', 'devine', '10.22.0.1')).statusCode,
      ];
      expect(statuses).toEqual([200, 200, 403]);
      const over = await call('/admin/account-requests', 'test-admin-token', '10.22.0.1');
      expect(failure(over, 429).message).toMatch(/^Trop de demandes en peu de temps\. Réessayez dans/);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      // the /64 of an IPv6 client is counted as one
      for (let i = 1; i <= 3; i++) expect((await call('/admin/customers', 'test-admin-token', `2001:db8:22:1::${i}`)).statusCode).toBe(200);
      expect((await call('/admin/customers', 'test-admin-token', '2001:db8:22:1::99')).statusCode).toBe(429);
      expect((await call('/admin/customers', 'test-admin-token', '10.22.0.2')).statusCode).toBe(200);
    });
  });
});

describe('costly files: the exports the static build reads, a bar schedule’s PDF and BVBS', () => {
  it('throttle each export per client (the product export costs the API a second at 10 000 products), not another client', async () => {
    for (const path of ['/product/export', '/page/export', '/gamme/export', '/carriere/export']) {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await api.request('GET', path, from('10.16.0.1'))).statusCode);
      expect([path, statuses.slice(0, 10)]).toEqual([path, Array(10).fill(200)]);
      expect([path, statuses.slice(10)]).toEqual([path, [429, 429]]);
      expect([path, (await api.request('GET', path, from('10.16.0.2'))).statusCode]).toEqual([path, 200]);
    }
    const refused = await api.request('GET', '/product/export', from('10.16.0.1'));
    expect(failure(refused, 429).message).toMatch(/Réessayez dans/);
  });

  it('throttle a bar schedule’s PDF and BVBS files the same (a 10 000-row schedule’s PDF takes the API seconds), saved or draft', async () => {
    // an account of its own: the demo accounts are locked by the sign-in tests above
    const account = { email: 'nomenclatures@example.com', password: 'Chantier-972!' };
    const signup = { type: 'particulier', civility: 'm', first_name: 'Marc', last_name: 'Essai', phone: '0696112233', accept_terms: true };
    expect((await post('/customer', { ...signup, ...account, password_confirm: account.password }, '10.15.0.8')).statusCode).toBe(201);
    const token = (await login(account.email, account.password, '10.15.0.9')).json().data.token as string;
    const created = await api.request('POST', '/nomenclature', { body: { header: HEADER, rows: [BAR10] }, token, plan: PLAN, ...from('10.15.0.10') });
    const id = data(created, barSchedule, 201).id;
    const calls: [string, (ip: string) => ReturnType<TestApi['request']>][] = [
      ['GET pdf', (ip) => api.request('GET', `/nomenclature/${id}/pdf`, { token, plan: PLAN, ...from(ip) })],
      ['GET bvbs', (ip) => api.request('GET', `/nomenclature/${id}/bvbs`, { token, plan: PLAN, ...from(ip) })],
      ['POST pdf', (ip) => api.request('POST', '/nomenclature/pdf', { body: { header: HEADER, rows: [BAR10] }, plan: PLAN, ...from(ip) })],
    ];
    for (const [what, call] of calls) {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await call('10.15.0.1')).statusCode);
      expect([what, statuses]).toEqual([what, [...Array(10).fill(200), 429, 429]]);
      expect([what, (await call('10.15.0.2')).statusCode]).toEqual([what, 200]);
    }
  });
});

describe('bar schedules, counted by their rows', () => {
  // a small budget, so that a test need not send 50 000 rows
  let small: TestApi;
  beforeAll(async () => {
    small = await testApi({ throttle: { ...defaultThrottle, scheduleRowsPerClientPerMinute: 30 } });
  });
  afterAll(() => small.close());
  const calcRow = { mark: '1', diameter: 10, shape_code: '00', dimensions: { A: 6000 }, members: 1, bars_per_member: 2 };
  const calcul = (rows: number, ip: string) =>
    small.request('POST', '/nomenclature/calcul', { body: { rows: Array.from({ length: rows }, () => calcRow) }, plan: PLAN, ...from(ip) });

  it('a client working out more rows than the budget within a minute waits, whatever the calls; another client does not', async () => {
    expect((await calcul(12, '10.17.0.1')).statusCode).toBe(200);
    expect((await calcul(12, '10.17.0.1')).statusCode).toBe(200);
    const over = await calcul(12, '10.17.0.1');
    expect(failure(over, 429).message).toMatch(/^Trop de lignes de nomenclature en peu de temps\. Réessayez dans/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await calcul(1, '10.17.0.1')).statusCode).toBe(429);
    expect((await calcul(12, '10.17.0.2')).statusCode).toBe(200);
  });

  it('counts a saved schedule’s rows when it is saved, revised and read, and refuses to read it once they are spent', async () => {
    const token = (await small.request('POST', '/customer/login', { body: { login: PRO.email, password: PRO.password }, ...from('10.18.0.9') })).json().data
      .token;
    const rows = Array.from({ length: 10 }, (_, i) => ({ ...BAR10, mark: String(i + 1) }));
    const created = await small.request('POST', '/nomenclature', { body: { header: HEADER, rows }, token, plan: PLAN, ...from('10.18.0.1') });
    const id = data(created, barSchedule, 201).id;
    expect(
      (await small.request('PATCH', `/nomenclature/${id}`, { body: { header: HEADER, rows, revision: 'A' }, token, plan: PLAN, ...from('10.18.0.1') }))
        .statusCode,
    ).toBe(200);
    expect((await small.request('GET', `/nomenclature/${id}`, { token, plan: PLAN, ...from('10.18.0.1') })).statusCode).toBe(200);
    expect((await small.request('GET', `/nomenclature/${id}`, { token, plan: PLAN, ...from('10.18.0.1') })).statusCode).toBe(429);
    expect((await small.request('GET', `/nomenclature/${id}/pdf`, { token, plan: PLAN, ...from('10.18.0.1') })).statusCode).toBe(429);
    expect((await small.request('GET', `/nomenclature/${id}`, { token, plan: PLAN, ...from('10.18.0.2') })).statusCode).toBe(200);
  });

  it('counts the rows a copy, a cart or a quotation works out, and refuses one past the budget before doing it', async () => {
    const token = (await small.request('POST', '/customer/login', { body: { login: PRO.email, password: PRO.password }, ...from('10.19.0.9') })).json().data
      .token;
    const rows = Array.from({ length: 20 }, (_, i) => ({ ...BAR10, mark: String(i + 1) }));
    const s = data(await small.request('POST', '/nomenclature', { body: { header: HEADER, rows }, token, plan: PLAN, ...from('10.19.0.8') }), barSchedule, 201);
    const seen = { revision: s.revision, expected_mass_g: s.totals.mass_g, expected_total_ht: s.price.total_ht };
    const schedules = async () => (await small.request('GET', '/nomenclature', { token, ...from('10.19.0.9') })).json().data.total as number;
    const quotations = async () => (await small.request('GET', '/quotations', { token, ...from('10.19.0.9') })).json().data.total as number;
    const calls: [string, (ip: string) => ReturnType<TestApi['request']>, (() => Promise<number>)?][] = [
      ['duplicate', (ip) => small.request('POST', `/nomenclature/${s.id}/duplicate`, { token, plan: PLAN, ...from(ip) }), schedules],
      ['quotation', (ip) => small.request('POST', `/nomenclature/${s.id}/quotation`, { body: seen, token, plan: PLAN, ...from(ip) }), quotations],
      ['cart', (ip) => small.request('POST', `/nomenclature/${s.id}/cart`, { body: seen, token, plan: PLAN, ...from(ip) })],
    ];
    for (const [what, call, made] of calls) {
      const ip = `10.19.${calls.findIndex(([w]) => w === what) + 1}.1`;
      expect([what, (await call(ip)).statusCode]).toEqual([what, what === 'cart' ? 200 : 201]);
      const before = await made?.();
      const over = await call(ip);
      expect([what, over.statusCode]).toEqual([what, 429]);
      expect(failure(over, 429).message).toMatch(/^Trop de lignes de nomenclature/);
      expect([what, await made?.()]).toEqual([what, before]);
    }
  });
});
