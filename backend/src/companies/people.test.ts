import { company, formerPeople, invitation, invitations as invitationList, people, person } from '@trefima/domain/companies/contract';
import { barScheduleList, invoiceList, jobSite, jobSiteList, savedList, savedListList, session } from '@trefima/domain/contract';
import { data, failure, PRIVATE, PRO, SITE_ADDRESS, testApi, type TestApi } from '../testing';
import { BAR10, HEADER, PLAN } from '../testing-schedules';
import { colleague, invitationToken, lastMailTo, PERSON } from './testing-company';

/* A company's people (issue 46): invitations spent once, roles, removal, and two companies that see nothing of each other. */
let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await testApi();
  admin = await api.login(PRO.email, PRO.password);
});
afterAll(() => api.close());

const invite = (email: string, role = 'acheteur', token = admin) => api.post('/company/invitation', { email, role }, token);

describe('invitations', () => {
  it('mails a one-time link that makes one account, in the company, with the role given', async () => {
    const inv = data(await invite('acheteuse@bellance-btp.example'), invitation, 201);
    expect(inv).toMatchObject({ role: 'acheteur', status: 'en_attente', invited_by: 'Rodolphe Bellance' });
    expect(lastMailTo(api, 'acheteuse@bellance-btp.example')?.subject).toContain('Bellance BTP');
    const token = invitationToken(api, 'acheteuse@bellance-btp.example');
    const preview = await api.get(`/invitation/${token}`);
    expect(preview.json().data).toMatchObject({ company: 'Bellance BTP', email: 'acheteuse@bellance-btp.example', role: 'acheteur' });
    const [a, b] = await Promise.all([api.post(`/invitation/${token}`, PERSON), api.post(`/invitation/${token}`, PERSON)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    // two submissions of the form at once: one account, the other told the link is spent
    expect(statuses).toEqual([201, 404]);
    const s = data(a.statusCode === 201 ? a : b, session, 201);
    expect(s.customer).toMatchObject({ company: 'Bellance BTP', type: 'professionnel', company_role: 'acheteur' });
    expect((await api.post(`/invitation/${token}`, PERSON)).statusCode).toBe(404);
    expect(data(await api.get('/company/invitation', {}, admin), invitationList).find((i) => i.id === inv.id)?.status).toBe('acceptee');
  });

  it('mails once an invitation sent again under its key (its answer lost on the way), and again under a new key', async () => {
    const email = 'relance@bellance-btp.example';
    const mails = () => api.db.prepare('SELECT COUNT(*) FROM outbox WHERE recipient = ?').pluck().get(email) as number;
    const send = (key: string, to = email) => api.post('/company/invitation', { email: to, role: 'acheteur', request_key: key }, admin);
    const first = data(await send('invitation-cle-00001'), invitation, 201);
    const token = invitationToken(api, email);
    const again = data(await send('invitation-cle-00001'), invitation);
    expect(again).toEqual(first);
    expect(mails()).toBe(1);
    // the first link still opens
    expect((await api.get(`/invitation/${token}`)).statusCode).toBe(200);
    // sent again after an answer: a new link, the first one cancelled
    data(await send('invitation-cle-00002'), invitation, 201);
    expect(mails()).toBe(2);
    expect((await api.get(`/invitation/${token}`)).statusCode).toBe(404);
    // the same key for another address is not this invitation
    expect(failure(await send('invitation-cle-00001', 'autre@bellance-btp.example'), 409).code).toBe('REQUEST_KEY_REUSED');
  });

  it('expires after a week, and an address with an account cannot be invited', async () => {
    await invite('tard@bellance-btp.example');
    const token = invitationToken(api, 'tard@bellance-btp.example');
    api.clock.advance(7 * 24 * 3600 * 1000 + 1000);
    const late = failure(await api.post(`/invitation/${token}`, PERSON), 404);
    expect(late.message).toMatch(/expiré|invalide/);
    api.clock.advance(-(7 * 24 * 3600 * 1000 + 1000));
    const taken = failure(await invite('particulier@trefima.example'), 409);
    expect(taken.errors?.email).toMatch(/une entreprise/);
  });

  it('gives an invitation the company’s clock, on which its people read its dates and its link’s last hour', async () => {
    const company = api.db.prepare('SELECT company_id FROM customer WHERE email = ?').pluck().get(PRO.email) as number;
    const plans = api.db.prepare('SELECT id, sales_plan_id FROM customer WHERE company_id = ?').all(company) as { id: number; sales_plan_id: number }[];
    const inv = data(await invite('horloge@bellance-btp.example'), invitation, 201);
    expect(inv.time_zone).toBe('America/Guadeloupe');
    try {
      // a company of Guyane: Cayenne's clock, an hour ahead of the Antilles'
      api.db.prepare('UPDATE customer SET sales_plan_id = 3 WHERE company_id = ?').run(company);
      expect(data(await api.get('/company/invitation', {}, admin), invitationList).find((i) => i.id === inv.id)?.time_zone).toBe('America/Cayenne');
      expect((await api.get(`/invitation/${invitationToken(api, 'horloge@bellance-btp.example')}`)).json().data.time_zone).toBe('America/Cayenne');
    } finally {
      for (const p of plans) api.db.prepare('UPDATE customer SET sales_plan_id = ? WHERE id = ?').run(p.sales_plan_id, p.id);
    }
  });

  it('refuses a weak password or a missing name without spending the link', async () => {
    await invite('faible@bellance-btp.example', 'comptable');
    const token = invitationToken(api, 'faible@bellance-btp.example');
    const res = failure(await api.post(`/invitation/${token}`, { ...PERSON, password: 'abc', password_confirm: 'abc', first_name: '' }), 422);
    expect(Object.keys(res.errors ?? {})).toEqual(expect.arrayContaining(['password', 'first_name']));
    expect((await api.post(`/invitation/${token}`, PERSON)).statusCode).toBe(201);
  });
});

describe('people', () => {
  it('changes a role and a monthly limit, and keeps the company an administrator', async () => {
    const { id } = await colleague(api, 'conducteur_travaux', 'conducteur-roles@bellance-btp.example', admin);
    const changed = data(
      await api.request('PATCH', `/company/people/${id}`, { body: { role: 'acheteur', monthly_limit_ht_cents: 500000 }, token: admin }),
      person,
    );
    expect(changed).toMatchObject({ role: 'acheteur', monthly_limit_ht_cents: 500000, spent_this_month_ht_cents: 0 });
    const me = data(await api.get('/company/people', {}, admin), people).find((p) => p.email === PRO.email)!;
    const last = failure(await api.request('PATCH', `/company/people/${me.id}`, { body: { role: 'comptable' }, token: admin }), 403);
    expect(last.message).toContain('au moins un administrateur');
  });

  it('ends every session of a person whose role changes, with its reason; a change that keeps his role keeps them', async () => {
    const email = 'retrograde-sessions@bellance-btp.example';
    const demoted = await colleague(api, 'administrateur', email, admin);
    const elsewhere = await api.login(email, PERSON.password);
    const patch = (id: number, body: object) => api.request('PATCH', `/company/people/${id}`, { body, token: admin });
    const logged = (token: string) => api.get('/user/logged', {}, token);
    // nothing he may do has changed: his pages' rights are still right
    for (const body of [{ role: 'administrateur' }, { monthly_limit_ht_cents: 300000 }, { role: 'administrateur', monthly_limit_ht_cents: null }]) {
      expect((await patch(demoted.id, body)).statusCode).toBe(200);
    }
    for (const token of [demoted.token, elsewhere]) expect((await logged(token)).statusCode).toBe(200);

    expect(data(await patch(demoted.id, { role: 'conducteur_travaux' }), person).role).toBe('conducteur_travaux');
    for (const token of [demoted.token, elsewhere]) {
      expect(failure(await logged(token), 500)).toEqual({
        code: 'blacklisted_token',
        message: 'Votre rôle dans votre entreprise a été modifié : merci de vous reconnecter.',
      });
    }
    expect((await logged(admin)).statusCode).toBe(200);
    // signed in again, he holds his new role's rights, and only them
    const again = await api.login(email, PERSON.password);
    expect(data(await api.get('/company', {}, again), company).me).toMatchObject({
      role: 'conducteur_travaux',
      permissions: expect.not.arrayContaining(['people.manage']),
    });
  });

  it('ends the sessions of an administrator who steps down himself: his pages hold the rights he gave up', async () => {
    const email = 'demission@bellance-btp.example';
    const leaving = await colleague(api, 'administrateur', email, admin);
    expect((await api.request('PATCH', `/company/people/${leaving.id}`, { body: { role: 'acheteur' }, token: leaving.token })).statusCode).toBe(200);
    expect(failure(await api.get('/user/logged', {}, leaving.token), 500).message).toBe(
      'Votre rôle dans votre entreprise a été modifié : merci de vous reconnecter.',
    );
  });

  it('removes a person: his token is refused at once and he can no longer sign in, what he made stays the company’s', async () => {
    const gone = await colleague(api, 'conducteur_travaux', 'depart@bellance-btp.example', admin);
    const site = data(await api.post('/chantier', { name: 'Chantier du départ', address: SITE_ADDRESS, truck_access: 'tout' }, gone.token), jobSite, 201);
    expect((await api.request('DELETE', `/company/people/${gone.id}`, { token: admin })).statusCode).toBe(204);
    const refused = await api.get('/chantier', {}, gone.token);
    expect(refused.json()).toMatchObject({ code: 'blacklisted_token', message: expect.stringContaining('retiré') });
    const login = await api.post('/customer/login', { login: 'depart@bellance-btp.example', password: PERSON.password });
    expect(login.statusCode).toBe(403);
    expect(data(await api.get('/chantier', {}, admin), jobSiteList).items.some((s) => s.job_site_id === site.job_site_id)).toBe(true);
  });

  it('keeps the people who left named for the administrator, when they left, so that their documents can still be listed', async () => {
    const gone = await colleague(api, 'acheteur', 'ancien@bellance-btp.example', admin);
    expect(data(await api.get('/company/people/former', {}, admin), formerPeople).some((p) => p.id === gone.id)).toBe(false);
    const leftAt = new Date(api.clock.now).toISOString();
    expect((await api.request('DELETE', `/company/people/${gone.id}`, { token: admin })).statusCode).toBe(204);
    const former = data(await api.get('/company/people/former', {}, admin), formerPeople);
    expect(former.find((p) => p.id === gone.id)).toEqual({ id: gone.id, first_name: PERSON.first_name, last_name: PERSON.last_name, left_at: leftAt });
    expect(data(await api.get('/company/people', {}, admin), people).some((p) => p.id === gone.id)).toBe(false);
    // the administrator's alone, as the people are
    expect((await api.get('/company/people/former', {}, gone.token)).json()).toMatchObject({ code: 'blacklisted_token' });
    const accountant = await colleague(api, 'comptable', 'comptable-ancien@bellance-btp.example', admin);
    expect((await api.get('/company/people/former', {}, accountant.token)).statusCode).toBe(403);
  });
});

describe('a person who left', () => {
  it('is not said to be still in the company when invited again: the administrator is told what to do instead', async () => {
    const gone = await colleague(api, 'acheteur', 'parti-revenu@bellance-btp.example', admin);
    expect((await api.request('DELETE', `/company/people/${gone.id}`, { token: admin })).statusCode).toBe(204);
    const again = failure(await invite('parti-revenu@bellance-btp.example'), 409);
    expect(again.code).toBe('EMAIL_TAKEN');
    expect(again.message).not.toContain('fait déjà partie');
    expect(again.message).toContain('Ont quitté l’entreprise');
    expect(again.message).toContain('une autre adresse');
    expect(again.errors).toEqual({ email: again.message });
    // an address of another address book stays refused with the words of a person of one company
    expect(failure(await invite(PRIVATE.email), 409).message).toContain('une personne n’appartient qu’à une entreprise');
  });
});

describe('two companies', () => {
  it('see nothing of each other’s people, invitations, job sites, orders or approvals', async () => {
    const signup = await api.post('/customer', {
      type: 'professionnel',
      civility: 'mme',
      first_name: 'Line',
      last_name: 'Anselme',
      company: 'Anselme Construction',
      siret: '73282932000074',
      email: 'line@anselme.example',
      phone: '0696 40 50 60',
      password: 'Chantier-972!',
      password_confirm: 'Chantier-972!',
      accept_terms: true,
    });
    const other = data(signup, session, 201);
    expect(other.customer.company_role).toBe('administrateur');
    const mine = data(await api.post('/chantier', { name: 'Résidence Bellance', address: SITE_ADDRESS, truck_access: 'tout' }, admin), jobSite, 201);
    const theirs = data(await api.get('/company/people', {}, other.token), people);
    expect(theirs.map((p) => p.email)).toEqual(['line@anselme.example']);
    // Bellance's people who left (removed above) are Bellance's alone
    expect(data(await api.get('/company/people/former', {}, admin), formerPeople).length).toBeGreaterThan(0);
    expect(data(await api.get('/company/people/former', {}, other.token), formerPeople)).toEqual([]);
    const bellance = data(await api.get('/company/people', {}, admin), people);
    const foreign = bellance.find((p) => p.email !== PRO.email)!;
    expect((await api.request('PATCH', `/company/people/${foreign.id}`, { body: { role: 'comptable' }, token: other.token })).statusCode).toBe(404);
    expect((await api.request('DELETE', `/company/people/${foreign.id}`, { token: other.token })).statusCode).toBe(404);
    const inv = data(await api.get('/company/invitation', {}, admin), invitationList)[0];
    expect((await api.request('DELETE', `/company/invitation/${inv.id}`, { token: other.token })).statusCode).toBe(404);
    expect((await api.get(`/chantier/${mine.job_site_id}`, {}, other.token)).statusCode).toBe(404);
    expect(data(await api.get('/chantier', {}, other.token), jobSiteList).items).toEqual([]);
    expect((await api.get('/order/1', {}, other.token)).statusCode).toBe(404);
    expect((await api.get('/company/approval', {}, other.token)).json().data).toEqual([]);
  });
});

describe('what a company shares', () => {
  const ids = (sql: string, email: string) => api.db.prepare(sql).pluck().all(email) as (number | string)[];
  const ofBellance = (table: string, column = 'id') =>
    ids(`SELECT t.${column} FROM ${table} t JOIN customer c ON c.id = t.customer_id WHERE c.email = ?`, PRO.email);

  it('is read by every colleague, and by nobody of another company: schedules, quotations, orders, invoices and their files', async () => {
    const colleagueToken = (await colleague(api, 'acheteur', 'acheteur-partage@bellance-btp.example', admin)).token;
    const other = await api.post('/customer', {
      type: 'professionnel',
      civility: 'm',
      first_name: 'Marc',
      last_name: 'Zobda',
      company: 'Zobda Travaux',
      siret: '44306184100047',
      email: 'marc@zobda.example',
      phone: '0696 41 51 61',
      password: 'Chantier-972!',
      password_confirm: 'Chantier-972!',
      accept_terms: true,
    });
    const stranger = data(other, session, 201).token;
    const paths = [
      ...ofBellance('bar_schedule').map((id) => `/nomenclature/${id}`),
      ...ofBellance('quotation').map((id) => `/quotations/${id}`),
      ...ofBellance('"order"').map((id) => `/order/${id}`),
      ...ofBellance('"order"').map((id) => `/order/${id}/pdf`),
      ...ofBellance('invoice').map((id) => `/invoice/${id}/pdf`),
    ];
    expect(paths.length).toBeGreaterThan(6);
    for (const path of paths) {
      expect([path, (await api.get(path, {}, colleagueToken)).statusCode]).toEqual([path, 200]);
      expect([path, (await api.get(path, {}, stranger)).statusCode]).toEqual([path, 404]);
    }
    expect((await api.get('/company/statement', {}, stranger)).json().data.lines).toEqual([]);
  });

  it('says who of its people made each piece: invoices, schedules, lists and job sites; a private buyer’s say nothing of it', async () => {
    const buyer = await colleague(api, 'acheteur', 'acheteur-auteur@bellance-btp.example', admin);
    const site = data(await api.post('/chantier', { name: 'Lotissement Alexis', address: SITE_ADDRESS, truck_access: 'tout' }, buyer.token), jobSite, 201);
    const list = data(await api.post('/list', { name: 'Armatures du lot 3' }, buyer.token), savedList, 201);
    const buyerName = `${PERSON.first_name} ${PERSON.last_name}`;
    expect(site.made_by?.name).toBe(buyerName);
    const sites = data(await api.get('/chantier', {}, admin), jobSiteList).items;
    expect(sites.find((s) => s.job_site_id === site.job_site_id)?.made_by).toEqual({ id: buyer.id, name: buyerName });
    const lists = data(await api.get('/list', {}, admin), savedListList).items;
    expect(lists.find((l) => l.list_id === list.list_id)?.made_by).toEqual({ id: buyer.id, name: buyerName });
    // the seed's: the foreman's order on account, invoiced; the boss's schedules
    expect(data(await api.get('/invoice', {}, admin), invoiceList).items.map((i) => i.made_by?.name)).toContain('Joël Alexis');
    const schedules = data(await api.get('/nomenclature', {}, buyer.token), barScheduleList).items;
    expect(schedules.length).toBeGreaterThan(0);
    expect(schedules.every((s) => s.made_by?.name === 'Rodolphe Bellance')).toBe(true);
    const own = await api.login(PRIVATE.email, PRIVATE.password);
    const privateItems = [
      ...data(await api.get('/invoice', {}, own), invoiceList).items,
      ...data(await api.get('/nomenclature', {}, own), barScheduleList).items,
      ...data(await api.get('/list', {}, own), savedListList).items,
      ...data(await api.get('/chantier', {}, own), jobSiteList).items,
    ];
    expect(privateItems.length).toBeGreaterThan(0);
    expect(privateItems.filter((i) => 'made_by' in i)).toEqual([]);
  });
});

describe('a company’s bar schedules, one person’s', () => {
  // an API of its own: the schedule made here would be one more maker in the lists the tests above read
  let own: TestApi;
  beforeAll(async () => {
    own = await testApi();
  });
  afterAll(() => own.close());

  it('lists the bar schedules one of its people made (`person`), as it does the orders, quotations and invoices', async () => {
    const boss = await own.login(PRO.email, PRO.password);
    const foreman = await own.login('conducteur@trefima.example', 'Demo-Conducteur-971!');
    const idOf = (email: string) => own.db.prepare('SELECT id FROM customer WHERE email = ?').pluck().get(email) as number;
    const made = await own.request('POST', '/nomenclature', { body: { header: HEADER, rows: [BAR10] }, token: foreman, plan: PLAN });
    expect(made.statusCode).toBe(201);
    const makers = async (person?: number) =>
      data(await own.get('/nomenclature', person === undefined ? {} : { person }, boss), barScheduleList).items.map((s) => s.made_by?.id);
    const foremanId = idOf('conducteur@trefima.example');
    expect(await makers(foremanId)).toEqual([foremanId]);
    const all = await makers();
    expect(all).toContain(foremanId);
    const bosses = await makers(idOf(PRO.email));
    expect(bosses.length).toBe(all.length - 1);
    expect(bosses).not.toContain(foremanId);
  });
});
