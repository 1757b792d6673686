import { customer, jobSite, session } from '@trefima/domain/contract';
import { data, failure, PRO, testApi, type TestApi } from '../testing';

/**
 * A postcode and its town agree (issue 43, a buyer walk): a job site in
 * Guadeloupe saved with Martinique's 97232 and « Baie-Mahault » was only
 * refused at checkout, where its delivery was in the wrong territory. It is
 * refused where it is typed, on the field, by the communes the API lists
 * (`GET /city`), in the job sites and in the address book alike.
 */
let api: TestApi;
let pro: { token: string; id: number };
beforeAll(async () => {
  api = await testApi();
  const s = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
  pro = { token: s.token, id: s.customer.customer_id };
});
afterAll(() => api.close());

const siteAddress = {
  civility: 'm',
  first_name: 'Rodolphe',
  last_name: 'Bellance',
  street: 'Route de Moudong',
  zipcode: '97122',
  city: 'Baie-Mahault',
  phone: '0690261234',
};
const site = { name: 'Résidence Les Flamboyants', address: siteAddress, truck_access: 'porteur' };
const call = (method: 'POST' | 'PATCH', path: string, body: unknown) => api.request(method, path, { body, token: pro.token });
const count = (table: string) => api.db.prepare(`SELECT COUNT(*) FROM ${table} WHERE customer_id = ?`).pluck().get(pro.id) as number;

describe('a job site’s town', () => {
  it('refuses a postcode of another territory than its town’s, on the town, writing nothing', async () => {
    const [sites, addresses] = [count('job_site'), count('address')];
    const wrong = failure(await call('POST', '/chantier', { ...site, address: { ...siteAddress, zipcode: '97232' } }), 422);
    expect(wrong.errors).toEqual({
      'address.city':
        'Le code postal 97232 est celui de « Le Lamentin » (Martinique) ; « Baie-Mahault » (Guadeloupe) a le code postal 97122 : corrigez le code postal ou la ville.',
    });
    expect(wrong.message).toBe(wrong.errors!['address.city']);
    expect([count('job_site'), count('address')]).toEqual([sites, addresses]);
  });

  it('refuses a town the postcode does not serve in the same territory, and a postcode no town has', async () => {
    const town = failure(await call('POST', '/chantier', { ...site, address: { ...siteAddress, city: 'Pointe-à-Pitre' } }), 422);
    expect(town.errors).toEqual({
      'address.city':
        'Le code postal 97122 est celui de « Baie-Mahault » (Guadeloupe) ; « Pointe-à-Pitre » (Guadeloupe) a le code postal 97110 : corrigez le code postal ou la ville.',
    });
    const unknown = failure(await call('POST', '/chantier', { ...site, address: { ...siteAddress, zipcode: '97199', city: 'Nulle-Part' } }), 422);
    expect(unknown.errors).toEqual({ 'address.zipcode': 'Le code postal 97199 n’est celui d’aucune commune de Guadeloupe : vérifiez-le.' });
  });

  it('takes the town however it is written (case, accents, hyphens), and a postcode shared by several towns for each of them', async () => {
    const s = data(await call('POST', '/chantier', { ...site, address: { ...siteAddress, city: 'baie mahault' } }), jobSite, 201);
    expect(s.address.city).toBe('baie mahault');
    const shared = await api.request('GET', '/city', { query: { zipcode: '97218' } });
    const towns = (shared.json().data.items as { name: string }[]).map((c) => c.name);
    expect(towns.length).toBeGreaterThan(1);
    for (const city of towns)
      data(await call('POST', '/chantier', { ...site, name: `Chantier ${city}`, address: { ...siteAddress, zipcode: '97218', city } }), jobSite, 201);
  });

  it('refuses a change that makes them disagree, leaving the site as it was', async () => {
    const s = data(await call('POST', '/chantier', { ...site, name: 'Lot 4' }), jobSite, 201);
    const wrong = failure(await call('PATCH', `/chantier/${s.job_site_id}`, { address: { zipcode: '97232' } }), 422);
    expect(wrong.errors).toHaveProperty(['address.city']);
    const stored = api.db.prepare('SELECT zipcode FROM address WHERE id = ?').pluck().get(s.address.address_id);
    expect(stored).toBe('97122');
  });
});

describe('an address book’s town', () => {
  it('refuses a postcode and a town that disagree, on the town, and takes a billing address outside the territories as it is', async () => {
    const address = { label: 'Dépôt', ...siteAddress, zipcode: '97232', is_default_delivery: false, is_default_billing: false };
    const before = count('address');
    const wrong = failure(await call('POST', `/customer/${pro.id}/address`, address), 422);
    expect(wrong.errors).toEqual({ city: expect.stringMatching(/^Le code postal 97232 est celui de « Le Lamentin » \(Martinique\)/) });
    expect(count('address')).toBe(before);
    const paris = data(await call('POST', `/customer/${pro.id}/address`, { ...address, label: 'Siège', zipcode: '75004', city: 'Paris' }), customer, 201);
    const added = paris.addresses.find((a) => a.label === 'Siège')!;
    expect(failure(await call('PATCH', `/customer/${pro.id}/address/${added.address_id}`, { zipcode: '97122' }), 422).errors).toEqual({
      city: 'Le code postal 97122 est celui de « Baie-Mahault » (Guadeloupe), pas de « Paris » : corrigez le code postal ou la ville.',
    });
  });
});
