import { jobSite, session } from '@trefima/domain/contract';
import { data, failure, PRIVATE, PRO, SITE_ADDRESS, testApi, type TestApi } from '../testing';

/**
 * A new site sent under the form's request key: on an island's network its answer can be lost once the site is
 * written, and the buyer presses « Ajouter » again, perhaps with a field put right meanwhile. The site made the first
 * time takes what is sent now; no second site, nor a second address in the book.
 */
let api: TestApi;
let pro: { token: string; id: number };
beforeAll(async () => {
  api = await testApi();
  const s = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
  pro = { token: s.token, id: s.customer.customer_id };
});
afterAll(() => api.close());

const site = { name: 'Villa Lapierre', address: SITE_ADDRESS, truck_access: 'porteur' };
const count = (table: string) => api.db.prepare(`SELECT COUNT(*) FROM ${table} WHERE customer_id = ?`).pluck().get(pro.id) as number;
const send = (body: unknown, token = pro.token) => api.request('POST', '/chantier', { body, token });

describe('POST /chantier with a request key', () => {
  it('gives the site made under the key to the same form sent again, with what it sends now', async () => {
    const [sites, addresses] = [count('job_site'), count('address')];
    const first = data(await send({ ...site, request_key: 'chantier-7d3e9a1b5c2f4e60' }), jobSite, 201);
    const again = data(await send({ ...site, opening_hours: '7 h – 15 h', request_key: 'chantier-7d3e9a1b5c2f4e60' }), jobSite, 200);
    expect(again).toMatchObject({ job_site_id: first.job_site_id, name: 'Villa Lapierre', opening_hours: '7 h – 15 h' });
    expect([count('job_site'), count('address')]).toEqual([sites + 1, addresses + 1]);
  });

  it('keeps each customer’s keys his own, and makes two sites of two sends without a key, as before', async () => {
    const key = 'chantier-00112233445566ff';
    const mine = data(await send({ ...site, request_key: key }), jobSite, 201);
    const theirs = data(
      await send(
        { ...site, address: { ...site.address, zipcode: '97200', city: 'Fort-de-France' }, request_key: key },
        await api.login(PRIVATE.email, PRIVATE.password),
      ),
      jobSite,
      201,
    );
    expect(theirs.job_site_id).not.toBe(mine.job_site_id);
    const sites = count('job_site');
    data(await send(site), jobSite, 201);
    data(await send(site), jobSite, 201);
    expect(count('job_site')).toBe(sites + 2);
  });

  it('refuses a key that is not one, in French, and writes nothing', async () => {
    const sites = count('job_site');
    const bad = failure(await send({ ...site, request_key: 'x' }), 422);
    expect(bad.errors).toEqual({ request_key: 'La clé de la demande est illisible : rechargez la page, puis demandez à nouveau.' });
    expect(count('job_site')).toBe(sites);
  });
});
