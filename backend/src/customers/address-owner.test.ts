import { customer, jobSite, session, type Customer } from '@trefima/domain/contract';
import { data, failure, PRO, SITE_ADDRESS, testApi, type TestApi } from '../testing';
import { colleague } from '../companies/testing-company';

/**
 * The company reads one address book (scope.ts), but each address is still
 * its author's: a colleague may deliver to it, not rewrite or delete it, and
 * a job site's address changes with its site (PATCH /chantier, job_sites.manage).
 */
let api: TestApi;
let admin: { token: string; id: number };
let billing: number; // the administrator's default billing address
let site: { id: number; address: number };
let accountant: { token: string; id: number };
let foreman: { token: string; id: number };
beforeAll(async () => {
  api = await testApi();
  const s = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
  admin = { token: s.token, id: s.customer.customer_id };
  billing = s.customer.addresses.find((a) => a.is_default_billing)!.address_id;
  const created = data(
    await api.post('/chantier', { name: 'Résidence Les Flamboyants', address: SITE_ADDRESS, truck_access: 'porteur' }, admin.token),
    jobSite,
    201,
  );
  site = { id: created.job_site_id, address: created.address.address_id };
  accountant = await colleague(api, 'comptable', 'compta-adresses@bellance-btp.example', admin.token);
  foreman = await colleague(api, 'conducteur_travaux', 'conducteur-adresses@bellance-btp.example', admin.token);
});
afterAll(() => api.close());

const addresses = () => api.db.prepare('SELECT * FROM address ORDER BY id').all();
const call = (method: 'PATCH' | 'DELETE', who: { token: string; id: number }, addressId: number, body?: unknown) =>
  api.request(method, `/customer/${who.id}/address/${addressId}`, { body, token: who.token });

const mine = {
  label: 'Entrepôt',
  civility: 'm',
  first_name: 'Joël',
  last_name: 'Alexis',
  street: 'ZI de Jarry',
  zipcode: '97122',
  city: 'Baie-Mahault',
  phone: '0690112233',
};

describe('a colleague’s address and a job site’s address', () => {
  it('are refused to the accountant and the foreman, with the reason, and nothing changes', async () => {
    const before = addresses();
    for (const who of [accountant, foreman]) {
      const colleagues = failure(await call('PATCH', who, billing, { street: 'Ailleurs' }), 403);
      expect(colleagues).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('Rodolphe Bellance') });
      failure(await call('DELETE', who, billing), 403);
      const ofSite = failure(await call('PATCH', who, site.address, { street: 'Ailleurs' }), 403);
      expect(ofSite.message).toContain('« Résidence Les Flamboyants »');
      failure(await call('DELETE', who, site.address), 403);
    }
    expect(addresses()).toEqual(before);
  });

  it('changes only through the job-site route, even for the site’s author, and there for a role allowed to', async () => {
    const before = addresses();
    failure(await call('PATCH', admin, site.address, { street: 'Ailleurs' }), 403);
    failure(await call('DELETE', admin, site.address), 403);
    expect(addresses()).toEqual(before);
    failure(await api.request('PATCH', `/chantier/${site.id}`, { body: { address: { street: 'Ailleurs' } }, token: accountant.token }), 403);
    const moved = data(
      await api.request('PATCH', `/chantier/${site.id}`, { body: { address: { street: 'Route de Moudong' } }, token: foreman.token }),
      jobSite,
    );
    expect(moved.address).toMatchObject({ address_id: site.address, street: 'Route de Moudong' });
  });

  it('lets each edit and delete his own, and still read the company’s', async () => {
    for (const who of [accountant, foreman, admin]) {
      const added = data(await api.post(`/customer/${who.id}/address`, mine, who.token), customer, 201);
      // the company's book: the administrator's and the site's addresses are still there to deliver to
      expect(added.addresses.map((a) => a.address_id)).toEqual(expect.arrayContaining([billing, site.address]));
      const own = added.addresses.filter((a) => a.label === 'Entrepôt').at(-1)!.address_id;
      const edited = data(await call('PATCH', who, own, { street: 'Rue Frébault' }), customer);
      expect(edited.addresses.find((a) => a.address_id === own)?.street).toBe('Rue Frébault');
      const deleted = data(await call('DELETE', who, own), customer);
      expect(deleted.addresses.some((a) => a.address_id === own)).toBe(false);
    }
  });
});

describe('the address of a colleague who left the company', () => {
  it('is the administrators’ to change or delete, where nobody could: its author can no longer sign in', async () => {
    const leaver = await colleague(api, 'acheteur', 'parti-adresse@bellance-btp.example', admin.token);
    const added = data(await api.post(`/customer/${leaver.id}/address`, { ...mine, label: 'Dépôt de Joël' }, leaver.token), customer, 201);
    const his = added.addresses.find((a) => a.label === 'Dépôt de Joël')!.address_id;
    expect((await api.request('DELETE', `/company/people/${leaver.id}`, { token: admin.token })).statusCode).toBe(204);

    // the others are told who may, rather than to ask someone who is gone
    const refused = failure(await call('PATCH', foreman, his, { street: 'Ailleurs' }), 403);
    expect(refused.message).toMatch(/a quitté l’entreprise : un administrateur/);
    const book = (JSON.parse((await api.request('GET', '/user/logged', { token: admin.token })).body) as { data: { customer: Customer } }).data.customer;
    expect(book.addresses.find((a) => a.address_id === his)?.locked).toBeNull();

    const edited = data(await call('PATCH', admin, his, { street: 'Rue Frébault' }), customer);
    expect(edited.addresses.find((a) => a.address_id === his)?.street).toBe('Rue Frébault');
    const deleted = data(await call('DELETE', admin, his), customer);
    expect(deleted.addresses.some((a) => a.address_id === his)).toBe(false);
  });
});
