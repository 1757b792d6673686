import { barSchedule, barScheduleList, jobSite, quotation } from '@trefima/domain/contract';
import { data, failure, PRIVATE } from '../testing';
import { BAR10, HEADER, scheduleKit, seen, U12 } from '../testing-schedules';

/** A bar schedule for one of the customer's job sites: named after it, listed with it, quoted for it. */
const { kit, call, create } = scheduleKit();

const newSite = async (token = kit.pro, name = `Villa ${Date.now().toString(36)}`) =>
  data(
    await kit.api.request('POST', '/chantier', {
      body: {
        name,
        address: {
          civility: 'm',
          first_name: 'Rodolphe',
          last_name: 'Bellance',
          street: 'Route de Moudong',
          zipcode: '97122',
          city: 'Baie-Mahault',
          phone: '0690 26 12 34',
        },
        truck_access: 'porteur',
        crane_needed: false,
      },
      token,
      plan: 2,
    }),
    jobSite,
    201,
  );
const revisions = () => kit.api.db.prepare('SELECT COUNT(*) FROM bar_schedule_revision').pluck().get() as number;

describe('a schedule for a job site', () => {
  it('is named after the site when its header names none, and keeps the site through its revisions', async () => {
    const site = await newSite();
    const s = data(await create([U12], kit.pro, { ...HEADER, job_site: '', job_site_id: site.job_site_id }), barSchedule, 201);
    expect(s.header).toMatchObject({ job_site: site.name, job_site_id: site.job_site_id });
    const kept = data(await call('PATCH', `/nomenclature/${s.id}`, { body: { revision: 'A', header: s.header, rows: [U12, BAR10] } }), barSchedule);
    expect(kept.header.job_site_id).toBe(site.job_site_id);
    // a schedule without a site reads as before
    expect(data(await create([U12]), barSchedule, 201).header.job_site_id).toBeNull();
  });

  it('lists the schedules of one site only', async () => {
    const site = await newSite();
    const s = data(await create([BAR10], kit.pro, { ...HEADER, job_site_id: site.job_site_id }), barSchedule, 201);
    const list = data(await call('GET', '/nomenclature', { query: { job_site: String(site.job_site_id) } }), barScheduleList);
    expect(list.items.map((x) => x.id)).toEqual([s.id]);
    expect(list.total).toBe(1);
  });

  it('asks its quotation for its site', async () => {
    const site = await newSite();
    const s = data(await create([U12], kit.pro, { ...HEADER, job_site_id: site.job_site_id }), barSchedule, 201);
    const q = data(await call('POST', `/nomenclature/${s.id}/quotation`, { body: seen(s) }), quotation, 201);
    expect(q.job_site).toEqual({ job_site_id: site.job_site_id, name: site.name });
  });

  it('refuses another customer’s site and an archived one, writing nothing', async () => {
    const before = revisions();
    const theirs = await newSite(await kit.api.login(PRIVATE.email, PRIVATE.password), 'Chez un autre');
    const other = failure(await create([U12], kit.pro, { ...HEADER, job_site_id: theirs.job_site_id }), 422);
    expect(other.errors?.['header.job_site_id']).toBe('Ce chantier est introuvable.');
    const closed = await newSite();
    await kit.api.request('PATCH', `/chantier/${closed.job_site_id}`, { body: { archived: true }, token: kit.pro, plan: 2 });
    const archived = failure(await create([U12], kit.pro, { ...HEADER, job_site_id: closed.job_site_id }), 422);
    expect(archived.errors?.['header.job_site_id']).toMatch(/est archivé/);
    expect(failure(await create([U12], kit.pro, { ...HEADER, job_site_id: 'x' }), 422).errors?.['header.job_site_id']).toBe('Ce chantier est introuvable.');
    expect(revisions()).toBe(before);
  });
});
