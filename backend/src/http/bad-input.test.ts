import { testApi, type TestApi, PRO } from '../testing';

/**
 * Every write call, fed the usual mistakes: a malformed JSON body, a body of
 * the wrong shape, an empty body, unknown ids. Each must answer a 4xx with a
 * French message, never a 500, and leave every table as it was.
 */
let api: TestApi;
let token: string;
let customerId: number;
beforeAll(async () => {
  api = await testApi();
  const login = await api.post('/customer/login', { login: PRO.email, password: PRO.password });
  token = login.json().data.token;
  customerId = login.json().data.customer.customer_id;
});
afterAll(() => api.close());

const tables = () =>
  (api.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('outbox', 'revoked_token')").pluck().all() as string[]).map(
    (t) => [t, api.db.prepare(`SELECT COUNT(*) FROM "${t}"`).pluck().get()] as const,
  );

const writes = (): [string, string][] => [
  ['POST', '/customer/login'],
  ['POST', '/customer'],
  ['POST', '/customer/rewind'],
  ['POST', '/customer/password'],
  ['POST', '/customer/change-password'],
  ['PATCH', `/customer/${customerId}`],
  ['POST', `/customer/${customerId}/address`],
  ['POST', '/customer/ask-to-create'],
  ['POST', '/customer/authorize-creation'],
  ['POST', '/cart/update'],
  ['POST', '/cart/remove'],
  ['POST', '/cart/convert-to-quotation'],
  ['POST', '/order'],
  ['POST', '/nomenclature'],
  ['POST', '/nomenclature/calcul'],
  ['POST', '/nomenclature/pdf'],
  ...['contact', 'diagnostic', 'entretien', 'partenaire', 'candidature-spontanee', 'candidature', 'echantillon', 'catalogue', 'etude'].map(
    (f) => ['POST', `/${f}`] as [string, string],
  ),
];

const call = (method: string, path: string, payload: string, type = 'application/json') =>
  api.request(method as 'POST', path, { token, payload: Buffer.from(payload), headers: { 'content-type': type } });

describe.each(['malformed JSON', 'a JSON array', 'a JSON string', 'an empty object', 'wrong types'])('every write given %s', (kind) => {
  const payload = {
    'malformed JSON': '{"email": "a@b.fr",',
    'a JSON array': '[1, 2, 3]',
    'a JSON string': '"bonjour"',
    'an empty object': '{}',
    'wrong types': JSON.stringify({
      email: 12,
      login: [],
      password: {},
      elements: 5,
      cart_token: 7,
      id: 'x',
      carrier_id: 'car',
      accept_terms: 'peut-être',
      siret: true,
      zipcode: 97200,
    }),
  }[kind]!;

  it('answers a 4xx with a French message and writes nothing', async () => {
    const before = tables();
    for (const [method, path] of writes()) {
      const res = await call(method, path, payload);
      // an empty PATCH is a valid "change nothing"
      if (kind === 'an empty object' && method === 'PATCH') {
        expect(res.statusCode).toBe(200);
        continue;
      }
      expect([path, res.statusCode >= 400 && res.statusCode < 500]).toEqual([path, true]);
      const body = res.json();
      expect(typeof body.code).toBe('string');
      expect(body.message).toMatch(/[a-zé]/);
    }
    expect(tables()).toEqual(before);
  });
});

describe('unknown ids', () => {
  it('answer 404, or 403 for another customer, never 500', async () => {
    const cases: [string, string, unknown, number][] = [
      ['PATCH', `/customer/${customerId}/address/999999`, { label: 'x' }, 404],
      ['DELETE', `/customer/${customerId}/address/999999`, undefined, 404],
      ['PATCH', `/customer/${customerId}/address/abc`, {}, 404],
      ['PATCH', '/customer/999999', { phone: '0690000000' }, 403],
      ['POST', '/customer/999999/address', {}, 403],
      ['GET', '/order/999999', undefined, 404],
      ['GET', '/quotations/999999', undefined, 404],
      ['GET', '/product/999999', undefined, 404],
      ['GET', '/page/nulle-part', undefined, 404],
      ['GET', '/carriere/nulle-part', undefined, 404],
      ['GET', '/gamme/nulle-part', undefined, 404],
      ['GET', '/url?slug=nulle-part', undefined, 404],
    ];
    for (const [method, path, body, status] of cases) {
      const [p, q] = path.split('?');
      const query = Object.fromEntries(new URLSearchParams(q ?? ''));
      const res = await api.request(method as 'GET', p, { query, token, body });
      expect([path, res.statusCode]).toEqual([path, status]);
    }
  });
});

describe('other content types', () => {
  it('refuse a text body with 415 and a French message', async () => {
    const res = await call('POST', '/cart/update', 'elements=1', 'text/plain');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/type de contenu/);
  });
});
