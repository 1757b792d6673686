import { jobSite, jobSiteList, logged, session } from '@trefima/domain/contract';
import { data, failure, PRIVATE, PRO, testApi, type TestApi } from '../testing';

let api: TestApi;
let pro: { token: string; id: number };
let other: string;
beforeAll(async () => {
  api = await testApi();
  const s = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
  pro = { token: s.token, id: s.customer.customer_id };
  other = await api.login(PRIVATE.email, PRIVATE.password);
});
afterAll(() => api.close());

// company, street2 and country_code left out: the address book's defaults (none, none, FR)
const site = {
  name: 'Résidence Les Flamboyants',
  address: {
    civility: 'm',
    first_name: 'Rodolphe',
    last_name: 'Bellance',
    street: 'Route de Moudong',
    zipcode: '97122',
    city: 'Baie-Mahault',
    phone: '0690 26 12 34',
  },
  contact_name: 'Joël, chef de chantier',
  contact_phone: '+590 (0)690 11 22 33',
  truck_access: 'porteur',
  crane_needed: true,
  opening_hours: '7 h – 15 h, pas le samedi',
  purchase_order: 'BC-2026-118',
};
const ABROAD = 'Nous livrons en Martinique, en Guadeloupe et en Guyane uniquement : le pays d’un chantier est la France (FR).';
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, path: string, body?: unknown, token = pro.token) => api.request(method, path, { body, token });
const create = async (body: unknown = site) => data(await call('POST', '/chantier', body), jobSite, 201);
const list = async (query: Record<string, string> = {}) => data(await api.request('GET', '/chantier', { query, token: pro.token }), jobSiteList);
const addressCount = () => api.db.prepare('SELECT COUNT(*) FROM address WHERE customer_id = ?').pluck().get(pro.id) as number;
const addressBook = async () => data(await api.get('/user/logged', {}, pro.token), logged).customer!.addresses;

describe('job sites', () => {
  it('creates a site whose address joins the address book as a delivery address', async () => {
    const before = addressCount();
    const s = await create();
    expect(s).toMatchObject({
      name: site.name,
      contact_phone: '+590690112233',
      truck_access: 'porteur',
      crane_needed: true,
      archived: false,
      access_notes: null,
    });
    expect(s.truck_access_label).toBe('Porteur de 19 t au plus (pas de semi-remorque)');
    expect(s.address).toMatchObject({ label: site.name, city: 'Baie-Mahault', phone: '0690261234', country_code: 'FR', is_default_delivery: false });
    expect(addressCount()).toBe(before + 1);
    expect((await addressBook()).find((a) => a.address_id === s.address.address_id)?.street).toBe('Route de Moudong');
    // the address book's label holds 60 characters: a longer site name is cut there only
    const long = await create({ ...site, name: 'Opération '.repeat(10).trim() });
    expect(long.name).toHaveLength(99);
    expect(long.address.label).toHaveLength(60);
  });

  it('lists open sites by name, archived ones last and only when asked, and reads one', async () => {
    const lot10 = await create({ ...site, name: 'Lot 10', crane_needed: undefined });
    const lot2 = await create({ ...site, name: 'lot 2' });
    const ecole = await create({ ...site, name: 'École de Jarry' });
    expect(lot10.crane_needed).toBe(false);
    const res = await call('DELETE', `/chantier/${ecole.job_site_id}`);
    expect([res.statusCode, res.body]).toEqual([204, '']);
    const open = (await list()).items.map((s) => s.name);
    expect(open.filter((n) => /^lot/i.test(n))).toEqual(['lot 2', 'Lot 10']);
    expect(open).not.toContain('École de Jarry');
    const all = await list({ archived: 'true' });
    expect(all.items.at(-1)).toMatchObject({ name: 'École de Jarry', archived: true });
    expect(all.total).toBe(open.length + 1);
    expect(failure(await api.request('GET', '/chantier', { query: { archived: 'oui' }, token: pro.token }), 400).message).toBe(
      'Le paramètre « archived » doit valoir « true » ou « false ».',
    );
    expect(data(await call('GET', `/chantier/${lot2.job_site_id}`), jobSite)).toEqual(lot2);
  });

  it('patches only what is sent, and an address change updates the address book’s row', async () => {
    const s = await create({ ...site, name: 'Collège de Lamentin' });
    const path = `/chantier/${s.job_site_id}`;
    const moved = data(
      await call('PATCH', path, { address: { street: 'ZI de Jarry', zipcode: '97122' }, contact_phone: '', truck_access: 'petit-porteur' }),
      jobSite,
    );
    expect(moved).toMatchObject({ name: 'Collège de Lamentin', contact_phone: null, truck_access_label: 'Petit porteur de 7,5 t au plus', crane_needed: true });
    expect(moved.address).toMatchObject({ address_id: s.address.address_id, street: 'ZI de Jarry', city: 'Baie-Mahault', first_name: 'Rodolphe' });
    expect((await addressBook()).find((a) => a.address_id === s.address.address_id)?.street).toBe('ZI de Jarry');
    const renamed = data(await call('PATCH', path, { name: 'Collège du Lamentin', purchase_order: null }), jobSite);
    expect(renamed).toMatchObject({ purchase_order: null, address: { label: 'Collège du Lamentin', street: 'ZI de Jarry' } });
  });

  it('archives on DELETE, keeps the address in the book, and brings a site back with archived: false', async () => {
    const s = await create({ ...site, name: 'Quai de Bergevin' });
    expect((await call('DELETE', `/chantier/${s.job_site_id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/chantier/${s.job_site_id}`)).statusCode).toBe(204);
    expect(data(await call('GET', `/chantier/${s.job_site_id}`), jobSite).archived).toBe(true);
    expect((await addressBook()).some((a) => a.address_id === s.address.address_id)).toBe(true);
    expect(data(await call('PATCH', `/chantier/${s.job_site_id}`, { archived: false }), jobSite).archived).toBe(false);
  });
});

describe('job sites: what is refused, in French', () => {
  it('refuses bad input field by field, without writing anything', async () => {
    const before = addressCount();
    const { name: _, ...nameless } = site;
    const missing = failure(await call('POST', '/chantier', nameless), 422);
    expect(missing.message).toBe('Merci de bien remplir tous les champs obligatoires.');
    expect(missing.errors?.name).toBe('Le champ « Nom du chantier » est obligatoire.');
    const bad = failure(
      await call('POST', '/chantier', {
        ...site,
        name: 'x'.repeat(121),
        contact_phone: '0590 12',
        address: { ...site.address, phone: '12' },
        truck_access: 'semi',
        opening_hours: 'h'.repeat(201),
        access_notes: 'n'.repeat(501),
        purchase_order: 'p'.repeat(41),
      }),
      422,
    );
    expect(bad.errors).toEqual({
      name: 'Le champ « Nom du chantier » ne doit pas dépasser 120 caractères.',
      contact_phone: expect.stringMatching(/^Le champ « Téléphone du contact » doit être un numéro de téléphone/),
      'address.phone': expect.stringMatching(/^Le champ « Téléphone » doit être un numéro/),
      truck_access: 'Choisissez l’accès camion du chantier : « tout », « porteur » (19 t au plus) ou « petit-porteur » (7,5 t au plus).',
      opening_hours: 'Le champ « Horaires d’ouverture » ne doit pas dépasser 200 caractères.',
      access_notes: 'Le champ « Consignes d’accès » ne doit pas dépasser 500 caractères.',
      purchase_order: 'Le champ « Référence de commande » ne doit pas dépasser 40 caractères.',
    });
    const noAddress = failure(await call('POST', '/chantier', { ...site, address: undefined }), 422);
    expect(noAddress.errors?.address).toMatch(/^L’adresse du chantier est obligatoire/);
    const paris = failure(await call('POST', '/chantier', { ...site, address: { ...site.address, zipcode: '75011', city: 'Paris' } }), 422);
    expect(paris.errors?.['address.zipcode']).toMatch(/^Nous livrons en Martinique, en Guadeloupe et en Guyane uniquement/);
    // an overseas postcode is French: another country with it is no address a truck finds
    const abroad = failure(
      await call('POST', '/chantier', { ...site, address: { ...site.address, zipcode: '97110', city: 'Pointe-à-Pitre', country_code: 'US' } }),
      422,
    );
    expect(abroad.errors).toEqual({ 'address.country_code': ABROAD });
    expect(addressCount()).toBe(before);
  });

  it('refuses an invisible character, reads a pasted tab or line break in a line of text as a space, and keeps the access notes’ lines', async () => {
    const before = addressCount();
    const bad = failure(
      await call('POST', '/chantier', {
        ...site,
        name: 'Flamboyants\u0000',
        address: { ...site.address, street: 'Route\u001bde Moudong' },
        access_notes: 'Portail\u0007bleu',
      }),
      422,
    );
    const invisible = (label: string) => `Le champ « ${label} » contient un caractère invisible (un caractère de contrôle) : retirez-le.`;
    expect(bad.errors).toEqual({ name: invisible('Nom du chantier'), 'address.street': invisible('Adresse'), access_notes: invisible('Consignes d’accès') });
    expect(addressCount()).toBe(before);
    const s = await create({
      ...site,
      name: 'Lotissement\tBois-Jolan',
      contact_name: 'Joël\r\nchef de chantier',
      address: { ...site.address, street: 'Route de\nMoudong' },
      access_notes: 'Portail bleu,\r\nsonner au gardien',
    });
    expect([s.name, s.contact_name, s.address.street]).toEqual(['Lotissement Bois-Jolan', 'Joël chef de chantier', 'Route de Moudong']);
    expect(s.access_notes).toBe('Portail bleu,\r\nsonner au gardien');
  });

  it('refuses an empty or bad PATCH, leaving the site as it was', async () => {
    const s = await create({ ...site, name: 'Pont de la Gabarre' });
    const path = `/chantier/${s.job_site_id}`;
    const empty = failure(await call('PATCH', path, {}), 422);
    expect(empty.message).toMatch(/^Indiquez au moins un champ à modifier/);
    const bad = failure(await call('PATCH', path, { name: '', crane_needed: 'oui', address: { zipcode: '971' } }), 422);
    expect(Object.keys(bad.errors!).sort()).toEqual(['address.zipcode', 'crane_needed', 'name']);
    expect(failure(await call('PATCH', path, { address: { country_code: 'US' } }), 422).errors).toEqual({ 'address.country_code': ABROAD });
    expect(data(await call('GET', path), jobSite)).toEqual(s);
  });

  it('answers 404 for another customer’s site or an unknown id, and asks for a session', async () => {
    const s = await create({ ...site, name: 'Marina du Gosier' });
    const path = `/chantier/${s.job_site_id}`;
    for (const [method, body] of [['GET'], ['PATCH', { name: 'À moi' }], ['DELETE']] as [Method, unknown?][]) {
      expect(failure(await call(method, path, body, other), 404).message).toBe('Ce chantier est introuvable.');
    }
    expect(failure(await call('GET', '/chantier/abc'), 404).message).toBe('Ce chantier est introuvable.');
    expect(data(await call('GET', path), jobSite).name).toBe('Marina du Gosier');
    // the back office's session contract: no token is a 500 token_required, which the site reads as signed out
    expect(failure(await api.request('GET', '/chantier'), 500).code).toBe('token_required');
    expect(failure(await api.request('POST', '/chantier', { body: site }), 500).code).toBe('token_required');
  });

  it('writes a site and its address together or not at all', async () => {
    const before = addressCount();
    api.db.exec("CREATE TRIGGER job_site_fails BEFORE INSERT ON job_site BEGIN SELECT RAISE(ABORT, 'disque plein'); END");
    try {
      expect(failure(await call('POST', '/chantier', { ...site, name: 'Jamais écrit' }), 500).code).toBe('INTERNAL_ERROR');
    } finally {
      api.db.exec('DROP TRIGGER job_site_fails');
    }
    expect(addressCount()).toBe(before);
    const s = await create({ ...site, name: 'Déplacé à moitié' });
    api.db.exec("CREATE TRIGGER job_site_fails BEFORE UPDATE ON job_site BEGIN SELECT RAISE(ABORT, 'disque plein'); END");
    try {
      failure(await call('PATCH', `/chantier/${s.job_site_id}`, { address: { street: 'Ailleurs' } }), 500);
    } finally {
      api.db.exec('DROP TRIGGER job_site_fails');
    }
    expect(data(await call('GET', `/chantier/${s.job_site_id}`), jobSite).address.street).toBe('Route de Moudong');
  });
});
