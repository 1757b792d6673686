import { multipart, testApi, type TestApi, PRO } from '../testing';

/**
 * Every route the API has, read from Fastify's own table so that a route
 * added tomorrow is in it, fed what scripts and careless clients send: ids
 * that name nothing or are not numbers, bodies of every wrong kind, queries
 * of garbage, with a live session. None may answer a 5xx; a refusal is JSON
 * with a code and a French message. (Without a session, or with an ended one,
 * the spec's contract answers 500 with a session code: http/auth.ts.
 * bad-input.test.ts checks, route by route, that refusals write nothing.)
 */
let api: TestApi;
let token: string;
const ADMIN_TOKEN = 'test-admin-token';

beforeAll(async () => {
  api = await testApi();
  token = await api.login(PRO.email, PRO.password);
});
afterAll(() => api.close());

/** Fastify's printed route tree, flattened: each child's segment continues its parent's path. */
function routes(): { method: string; path: string }[] {
  const found: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of api.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    const parent = depth ? stack[depth - 1]! : '';
    // a wildcard is printed without the slash before it
    stack[depth] = parent + (m[2] === '*' && parent && !parent.endsWith('/') ? '/*' : m[2]!);
    stack.length = depth + 1;
    for (const method of (m[3] ?? '').split(', ').filter(Boolean)) found.push({ method, path: stack[depth]! });
  }
  return found.filter((r) => r.path.startsWith('/api/v1/') && !['HEAD', 'OPTIONS'].includes(r.method));
}

// Ending the session is tested where it is (sessions.test.ts): here it would end the session of the calls that follow.
const SESSION_ENDS = ['/api/v1/customer/logout', '/api/v1/customer/logout-all'];

const json = (text: string) => ({ payload: Buffer.from(text), headers: { 'content-type': 'application/json' } });
const garbageForm = () =>
  multipart({ email: 'x', rows: '[', lines: '{', quantity: 'beaucoup' }, [
    { field: 'file', name: 'plan.pdf', type: 'application/pdf', content: Buffer.from('MZ pas un PDF') },
  ]);
const cutForm = () => {
  const { payload, headers } = garbageForm();
  return { payload: payload.subarray(0, payload.length - 30), headers };
};

const BODIES: Record<string, () => { payload: Buffer; headers: Record<string, string> }> = {
  'malformed JSON': () => json('{"email": "a@b.fr",'),
  'a JSON array': () => json('[1, 2, 3]'),
  'a JSON string': () => json('"bonjour"'),
  'a JSON null': () => json('null'),
  'a form of garbage with a fake PDF': garbageForm,
  'a form cut short': cutForm,
  'wrong types': () =>
    json(
      JSON.stringify({
        email: 12,
        login: [],
        password: {},
        elements: 5,
        rows: 'beaucoup',
        lines: { a: 1 },
        cart_token: 7,
        id: 'x',
        quantity: '1e309',
        zones: [{ length_m: -1, width_m: 'six' }],
        carrier_id: 'car',
        accept_terms: 'peut-être',
        siret: true,
        zipcode: 97200,
        status: '<script>',
        prices: [],
      }),
    ),
};

const GARBAGE_QUERY = {
  page: 'abc',
  limit: '-1',
  per_page: '1e9',
  id: 'x',
  categories: 'x,,-3',
  text: '%00%',
  sort: 'zzz',
  from: 'hier',
  to: '2026-02-31',
  chantier: 'x',
  type: 'x',
  role: 'x',
  url: 'javascript:alert(1)',
  slug: '../..',
  to_email: 'x',
};

/** The path as api.request takes it: after /api/v1, its parameters filled in. */
const withParams = (path: string, id: string) =>
  path
    .slice('/api/v1'.length)
    .replace(/:[A-Za-z_]+/g, id)
    .replace(/\*$/, 'nulle-part');

function expectNoServerError(what: string, res: { statusCode: number; body: string }) {
  expect([what, res.statusCode < 500]).toEqual([what, true]);
  if (res.statusCode < 400) return;
  const body = JSON.parse(res.body) as { code?: unknown; message?: unknown };
  expect([what, typeof body.code, body.message]).toEqual([what, 'string', expect.stringMatching(/[a-zé]/)]);
}

test('Fastify’s table is read whole', () => {
  const all = routes();
  expect(all.length).toBeGreaterThan(100);
  expect(all).toEqual(
    expect.arrayContaining([
      { method: 'POST', path: '/api/v1/cart/update' },
      { method: 'PATCH', path: '/api/v1/customer/:customerId/address/:addressId' },
      { method: 'POST', path: '/api/v1/nomenclature/:id/cart' },
      { method: 'GET', path: '/api/v1/carriere/*' },
      { method: 'POST', path: '/api/v1/admin/quotations/:id/propose' },
    ]),
  );
});

describe.each(['999999', 'abc'])('every route with the id %s', (id) => {
  it('answers without a 5xx, a refusal in French', async () => {
    for (const { method, path } of routes()) {
      if (SESSION_ENDS.includes(path)) continue;
      const url = withParams(path, id);
      const auth = `Bearer ${path.startsWith('/api/v1/admin/') ? ADMIN_TOKEN : token}`;
      if (method === 'GET' || method === 'DELETE') {
        for (const garbage of [{}, GARBAGE_QUERY]) {
          const res = await api.request(method, url, { query: garbage, headers: { authorization: auth } });
          expectNoServerError(`${method} ${url}${garbage === GARBAGE_QUERY ? ' (garbage query)' : ''}`, res);
        }
        continue;
      }
      for (const [kind, body] of Object.entries(BODIES)) {
        const { payload, headers } = body();
        const res = await api.request(method as 'POST', url, { headers: { authorization: auth, ...headers }, payload });
        expectNoServerError(`${method} ${url} (${kind})`, res);
      }
    }
  });
});
