import { invitation, invitations as invitationList } from '@trefima/domain/companies/contract';
import { data, failure, PRO, testApi, type TestApi } from '../testing';
import { colleague, invitationToken, PERSON } from './testing-company';

/*
 * An invitation speaks for the administrator who sent it: once he is removed
 * or no longer administrator, his pending links are cancelled and none brings
 * anybody in, least of all himself under a second address as administrator.
 */
let api: TestApi;
let admin: string;
/** What a cancelled link answers today: the message the links of a fallen inviter must give too. */
let cancelled: { status: number; message: string };
beforeAll(async () => {
  api = await testApi();
  admin = await api.login(PRO.email, PRO.password);
  const inv = data(await invite(admin, 'annulee@bellance-btp.example', 'acheteur'), invitation, 201);
  expect((await api.request('DELETE', `/company/invitation/${inv.id}`, { token: admin })).statusCode).toBe(204);
  const res = await api.post(`/invitation/${invitationToken(api, 'annulee@bellance-btp.example')}`, PERSON);
  cancelled = { status: res.statusCode, message: res.json().message };
  expect(cancelled.status).toBe(404);
});
afterAll(() => api.close());

const invite = (token: string, email: string, role: string) => api.post('/company/invitation', { email, role }, token);

/** A second administrator, who invites a second address of his own as administrator, and the link of that invitation. */
async function rogue(name: string) {
  const boss = await colleague(api, 'administrateur', `${name}@bellance-btp.example`, admin);
  const inv = data(await invite(boss.token, `${name}-perso@bellance-btp.example`, 'administrateur'), invitation, 201);
  return { ...boss, invitation: inv, email: `${name}-perso@bellance-btp.example`, link: invitationToken(api, `${name}-perso@bellance-btp.example`) };
}

/** The link answers as a cancelled one, shows nothing, and nobody joins with its address. */
async function expectRefused(link: string, email: string) {
  expect(failure(await api.post(`/invitation/${link}`, PERSON), cancelled.status).message).toBe(cancelled.message);
  expect(api.db.prepare('SELECT COUNT(*) FROM customer WHERE email = ?').pluck().get(email)).toBe(0);
  expect(failure(await api.get(`/invitation/${link}`), cancelled.status).message).toBe(cancelled.message);
}

const statusOf = async (id: number) => data(await api.get('/company/invitation', {}, admin), invitationList).find((i) => i.id === id)?.status;

describe('an invitation whose inviter is no longer administrator', () => {
  it('is cancelled when its inviter is removed, and its link brings nobody in', async () => {
    const r = await rogue('retire');
    expect((await api.request('DELETE', `/company/people/${r.id}`, { token: admin })).statusCode).toBe(204);
    await expectRefused(r.link, r.email);
    expect(await statusOf(r.invitation.id)).toBe('annulee');
  });

  it('is cancelled when its inviter is made anything but administrator, and its link brings nobody in', async () => {
    const r = await rogue('retrograde');
    expect((await api.request('PATCH', `/company/people/${r.id}`, { body: { role: 'acheteur' }, token: admin })).statusCode).toBe(200);
    await expectRefused(r.link, r.email);
    expect(await statusOf(r.invitation.id)).toBe('annulee');
  });

  it('is refused even when still pending, as those left in a database from before their inviter’s removal or demotion are', async () => {
    // written behind the API's back: the link itself checks its inviter, whatever the invitation's row says
    const removed = await rogue('ancien-retire');
    api.db.prepare('UPDATE customer SET removed_at = ? WHERE id = ?').run(new Date(api.clock.now).toISOString(), removed.id);
    expect(await statusOf(removed.invitation.id)).toBe('en_attente');
    await expectRefused(removed.link, removed.email);
    const demoted = await rogue('ancien-retrograde');
    api.db.prepare("UPDATE customer SET company_role = 'comptable' WHERE id = ?").run(demoted.id);
    await expectRefused(demoted.link, demoted.email);
  });

  it('keeps the other pending invitations: another administrator’s, and the role changed of someone else than its inviter', async () => {
    const other = await colleague(api, 'administrateur', 'reste@bellance-btp.example', admin);
    await invite(other.token, 'invite-du-reste@bellance-btp.example', 'acheteur');
    const link = invitationToken(api, 'invite-du-reste@bellance-btp.example');
    const buyer = await colleague(api, 'acheteur', 'promu@bellance-btp.example', admin);
    expect((await api.request('PATCH', `/company/people/${buyer.id}`, { body: { role: 'comptable' }, token: admin })).statusCode).toBe(200);
    // an administrator's limit changed, his role kept: he is still one, his links work
    expect((await api.request('PATCH', `/company/people/${other.id}`, { body: { monthly_limit_ht_cents: 100000 }, token: admin })).statusCode).toBe(200);
    expect((await api.get(`/invitation/${link}`)).json().data).toMatchObject({ company: 'Bellance BTP', role: 'acheteur' });
    const joined = await api.post(`/invitation/${link}`, PERSON);
    expect(joined.statusCode).toBe(201);
    expect(joined.json().data.customer).toMatchObject({ company: 'Bellance BTP', company_role: 'acheteur' });
  });
});
