import { customer, message, session } from '@trefima/domain/contract';
import { z } from 'zod/mini';
import { data, failure, PRIVATE, PRO, SITE_ADDRESS, testApi, type TestApi } from '../testing';

let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const count = (table: string) => api.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
const lastMail = (to: string) =>
  api.db.prepare('SELECT * FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1').get(to) as { subject: string; body: string } | undefined;

const privateBuyer = {
  type: 'particulier',
  civility: 'mme',
  first_name: 'Line',
  last_name: 'Marie-Sainte',
  email: 'line@example.com',
  phone: '06 96 11 22 33',
  password: 'Tôle-Rouge-2026',
  password_confirm: 'Tôle-Rouge-2026',
  accept_terms: true,
};

describe('signup', () => {
  it('creates a private buyer, logs in and sends a welcome mail', async () => {
    const s = data(await api.post('/customer', privateBuyer), session, 201);
    expect(s.customer).toMatchObject({ type: 'particulier', company: null, siret: null, phone: '0696112233', discount_rate: 0 });
    expect(lastMail('line@example.com')?.subject).toMatch(/Bienvenue/);
    const stored = api.db.prepare('SELECT password_hash FROM customer WHERE email = ?').pluck().get('line@example.com') as string;
    expect(stored).toMatch(/^scrypt\$/);
    expect(stored).not.toContain('Tôle-Rouge');
  });

  it('creates a professional with a company and a SIRET that passes Luhn, in the territory of the call', async () => {
    const pro = { ...privateBuyer, type: 'professionnel', email: 'chantier@btp.example', company: 'Ferraillage du Sud', siret: '518 000 000 00010' };
    const bad = failure(await api.post('/customer', pro), 422);
    expect(bad.errors?.siret).toBe('Le numéro SIRET doit comporter 14 chiffres et être valide.');
    const s = data(await api.request('POST', '/customer', { body: { ...pro, siret: '51239874600028' }, plan: 2 }), session, 201);
    expect(s.customer).toMatchObject({ type: 'professionnel', company: 'Ferraillage du Sud', siret: '51239874600028', sales_plan_id: 2 });
  });

  it('requires company and SIRET from professionals only', async () => {
    const res = failure(await api.post('/customer', { ...privateBuyer, type: 'professionnel', email: 'x@btp.example' }), 422);
    expect(res.message).toBe('Merci de bien remplir tous les champs obligatoires.');
    expect(Object.keys(res.errors!)).toEqual(expect.arrayContaining(['company', 'siret']));
  });

  it('checks e-mail, password strength, confirmation, terms and phone, without writing anything', async () => {
    const before = count('customer');
    const res = failure(
      await api.post('/customer', { ...privateBuyer, email: 'pas-un-email', password: 'faible', password_confirm: 'autre', accept_terms: false, phone: '12' }),
      422,
    );
    expect(res.errors).toMatchObject({
      email: 'Votre email n’est pas valide.',
      password: expect.stringContaining('8 caractères'),
      accept_terms: expect.stringContaining('conditions'),
      phone: expect.stringContaining('Téléphone'),
    });
    expect(count('customer')).toBe(before);
  });

  it('refuses an e-mail already used, with a message on the field', async () => {
    const res = failure(await api.post('/customer', { ...privateBuyer, email: PRO.email.toUpperCase() }), 409);
    expect(res.errors?.email).toMatch(/existe déjà/);
  });

  it('answers 422, not 500, for wrong types', async () => {
    const res = await api.post('/customer', { ...privateBuyer, email: 42, first_name: ['a'], accept_terms: 'maybe' });
    expect(res.statusCode).toBe(422);
  });
});

describe('forgotten password', () => {
  it('says when no account matches the address', async () => {
    const res = failure(await api.post('/customer/rewind', { email: 'inconnu@example.com' }), 422);
    expect(res.message).toBe('Il n’y a pas de compte correspondant à l’adresse e-mail que vous avez déclarée.');
  });

  it('mails a one-time link that sets a new password', async () => {
    data(await api.post('/customer/rewind', { email: PRIVATE.email }), message);
    const mail = lastMail(PRIVATE.email)!;
    const token = /token=([\w-]+)/.exec(mail.body)![1];
    const weak = failure(await api.post('/customer/password', { token, password: 'abc', password_confirm: 'abc' }), 422);
    expect(weak.errors?.password).toBeDefined();
    data(await api.post('/customer/password', { token, password: 'Nouveau-Mdp-972', password_confirm: 'Nouveau-Mdp-972' }), message);
    expect(failure(await api.post('/customer/login', { login: PRIVATE.email, password: PRIVATE.password }), 400).code).toBe('BAD_CREDENTIALS');
    data(await api.post('/customer/login', { login: PRIVATE.email, password: 'Nouveau-Mdp-972' }), session);
    // used once only
    const again = failure(await api.post('/customer/password', { token, password: 'Encore-Un-972', password_confirm: 'Encore-Un-972' }), 400);
    expect(again.code).toBe('INVALID_RESET_TOKEN');
    // put the demo password back for the other tests
    const token2 = await api.login(PRIVATE.email, 'Nouveau-Mdp-972');
    data(
      await api.post('/customer/change-password', { old_password: 'Nouveau-Mdp-972', password: PRIVATE.password, password_confirm: PRIVATE.password }, token2),
      message,
    );
  });

  it('refuses an expired reset link', async () => {
    await api.post('/customer/rewind', { email: PRO.email });
    const token = /token=([\w-]+)/.exec(lastMail(PRO.email)!.body)![1];
    api.clock.advance(2 * 3600 * 1000);
    try {
      expect(failure(await api.post('/customer/password', { token, password: 'Nouveau-Mdp-971', password_confirm: 'Nouveau-Mdp-971' }), 400).code).toBe(
        'INVALID_RESET_TOKEN',
      );
    } finally {
      api.clock.advance(-2 * 3600 * 1000);
    }
  });
});

describe('profile and addresses', () => {
  it('updates the profile of the token owner only', async () => {
    const s = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
    const id = s.customer.customer_id;
    const updated = data(await api.request('PATCH', `/customer/${id}`, { body: { phone: '0690 98 76 54', newsletter: true }, token: s.token }), customer);
    expect(updated).toMatchObject({ phone: '0690987654', newsletter: true, company: 'Bellance BTP' });
    const bad = failure(await api.request('PATCH', `/customer/${id}`, { body: { email: 'nope' }, token: s.token }), 422);
    expect(bad.errors?.email).toBe('Votre email n’est pas valide.');
    const other = await api.login(PRIVATE.email, PRIVATE.password);
    expect(failure(await api.request('PATCH', `/customer/${id}`, { body: { phone: '0690000000' }, token: other }), 403).code).toBe('FORBIDDEN');
  });

  it('adds, edits, makes default and deletes addresses', async () => {
    const s = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
    const id = s.customer.customer_id;
    const address = {
      label: 'Chantier Petit-Bourg',
      civility: 'm',
      first_name: 'Rodolphe',
      last_name: 'Bellance',
      street: 'Lotissement Les Hauts',
      zipcode: '97170',
      city: 'Petit-Bourg',
      phone: '0690261234',
      is_default_delivery: true,
    };
    const added = data(await api.request('POST', `/customer/${id}/address`, { body: address, token: s.token }), customer, 201);
    expect(added.addresses).toHaveLength(2);
    const created = added.addresses.find((a) => a.label === 'Chantier Petit-Bourg')!;
    expect(created.is_default_delivery).toBe(true);
    expect(added.addresses.filter((a) => a.is_default_delivery)).toHaveLength(1);

    const badZip = failure(await api.request('POST', `/customer/${id}/address`, { body: { ...address, zipcode: '9717' }, token: s.token }), 422);
    expect(badZip.errors?.zipcode).toBe('Veuillez renseigner un code postal valide');

    const edited = data(
      await api.request('PATCH', `/customer/${id}/address/${created.address_id}`, { body: { street: 'Route de Versailles' }, token: s.token }),
      customer,
    );
    expect(edited.addresses.find((a) => a.address_id === created.address_id)?.street).toBe('Route de Versailles');

    failure(await api.request('PATCH', `/customer/${id}/address/999999`, { body: {}, token: s.token }), 404);
    const deleted = data(await api.request('DELETE', `/customer/${id}/address/${created.address_id}`, { token: s.token }), customer);
    expect(deleted.addresses).toHaveLength(1);
    failure(await api.request('DELETE', `/customer/${id}/address/${created.address_id}`, { token: s.token }), 404);
  });

  it('keeps one address of one sent twice (its answer lost on the way, « Enregistrer » pressed again), and its defaults', async () => {
    const s = data(await api.post('/customer/login', { login: PRIVATE.email, password: PRIVATE.password }), session);
    const id = s.customer.customer_id;
    const address = {
      label: 'Case à Vent',
      civility: 'mme',
      first_name: 'Line',
      last_name: 'Rose',
      street: '4 rue des Flamboyants',
      zipcode: '97221',
      city: 'Le Carbet',
      phone: '0696 12 34 56',
    };
    const first = data(await api.request('POST', `/customer/${id}/address`, { body: address, token: s.token }), customer, 201);
    const again = data(await api.request('POST', `/customer/${id}/address`, { body: { ...address, is_default_billing: true }, token: s.token }), customer);
    expect(again.addresses).toHaveLength(first.addresses.length);
    expect(again.addresses.find((a) => a.label === 'Case à Vent')?.is_default_billing).toBe(true);
    // another label, or another street, is another address
    const other = data(await api.request('POST', `/customer/${id}/address`, { body: { ...address, label: 'Chez ma mère' }, token: s.token }), customer, 201);
    expect(other.addresses).toHaveLength(first.addresses.length + 1);
  });

  it('takes a job site’s address, which changes with its site, for no address of the book', async () => {
    const s = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
    const id = s.customer.customer_id;
    const site = { name: 'Lot Frébault', truck_access: 'tout', address: SITE_ADDRESS };
    expect((await api.request('POST', '/chantier', { body: site, token: s.token })).statusCode).toBe(201);
    const logged = JSON.parse((await api.request('GET', '/user/logged', { token: s.token })).body) as { data: { customer: { addresses: unknown[] } } };
    const count = logged.data.customer.addresses.length;
    const same = { ...SITE_ADDRESS, label: 'Lot Frébault', is_default_delivery: true };
    const book = data(await api.request('POST', `/customer/${id}/address`, { body: same, token: s.token }), customer, 201);
    expect(book.addresses).toHaveLength(count + 1);
    expect(book.addresses.filter((a) => a.label === 'Lot Frébault').map((a) => [a.is_default_delivery, a.locked === null])).toEqual([
      [false, false],
      [true, true],
    ]);
  });

  it('does not let a customer touch another customer’s address', async () => {
    const other = data(await api.post('/customer/login', { login: PRIVATE.email, password: PRIVATE.password }), session);
    const pro = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
    const proAddress = pro.customer.addresses[0].address_id;
    const res = await api.request('DELETE', `/customer/${other.customer.customer_id}/address/${proAddress}`, { token: other.token });
    expect(failure(res, 404).code).toBe('NOT_FOUND');
  });
});

describe('professional account request', () => {
  it('stores the request, and its authorisation creates the account and mails a password link', async () => {
    const request = {
      company: 'Charpentes du Nord',
      siret: '90876123400016',
      civility: 'm',
      first_name: 'Éric',
      last_name: 'Jean-Louis',
      email: 'eric@charpentes.example',
      phone: '0590 12 34 56',
      accept_terms: 'on',
    };
    const badSiret = failure(await api.post('/customer/ask-to-create', { ...request, siret: '90876123400017' }), 422);
    expect(badSiret.errors?.siret).toBeDefined();
    data(await api.post('/customer/ask-to-create', request), message, 201);
    const backoffice = api.db.prepare("SELECT body FROM outbox WHERE subject LIKE '%Charpentes du Nord%'").pluck().get() as string;
    const token = /le jeton ([\w-]+)/.exec(backoffice)![1];
    failure(await api.post('/customer/authorize-creation', { token: 'faux' }), 400);
    const ok = data(await api.post('/customer/authorize-creation', { token }), z.object({ message: z.string(), customer_id: z.int() }), 201);
    expect(ok.customer_id).toBeGreaterThan(0);
    expect(lastMail('eric@charpentes.example')?.body).toMatch(/nouveau-mot-de-passe\?token=/);
    failure(await api.post('/customer/authorize-creation', { token }), 400);
  });

  it('takes one request sent twice (its answer lost on the way, « Envoyer » pressed again): one request, one mail to the office', async () => {
    const request = {
      company: 'Ferronnerie du Moule',
      siret: '51239874600028',
      civility: 'mme',
      first_name: 'Nadia',
      last_name: 'Jean-Baptiste',
      email: 'nadia@ferronnerie-moule.example',
      phone: '0590 23 45 67',
      message: 'Nous posons des garde-corps.',
      accept_terms: 'on',
    };
    const requests = () => api.db.prepare("SELECT COUNT(*) FROM account_request WHERE payload LIKE '%ferronnerie-moule%'").pluck().get();
    const mails = () => api.db.prepare("SELECT COUNT(*) FROM outbox WHERE subject LIKE '%Ferronnerie du Moule%'").pluck().get();
    const first = data(await api.post('/customer/ask-to-create', request), message, 201);
    expect(data(await api.post('/customer/ask-to-create', request), message, 201)).toEqual(first);
    expect([requests(), mails()]).toEqual([1, 1]);
    // another message is another request
    data(await api.post('/customer/ask-to-create', { ...request, message: 'Et des portails.' }), message, 201);
    expect([requests(), mails()]).toEqual([2, 2]);
  });
});
