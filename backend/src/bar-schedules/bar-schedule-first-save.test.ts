import { barSchedule } from '@trefima/domain/contract';
import { data, failure, PRIVATE } from '../testing';
import { BAR10, HEADER, LINK8, PLAN, scheduleKit, U12 } from '../testing-schedules';

/**
 * A schedule's first save under the draft's request key: on an island's network its answer can be lost once the
 * schedule is written, and the editor, which still holds a draft never saved, saves again. The schedule made the
 * first time takes the rows sent again (typed since, maybe), and no second schedule is made.
 */
const { kit, call } = scheduleKit();
const schedules = () => kit.api.db.prepare('SELECT COUNT(*) FROM bar_schedule').pluck().get() as number;
const save = (rows: unknown[], requestKey?: string, token = kit.pro) =>
  kit.api.request('POST', '/nomenclature', { body: { header: HEADER, rows, request_key: requestKey }, token, plan: PLAN });

describe('POST /nomenclature with a request key', () => {
  it('gives the schedule made under the key to the same draft saved again, with the rows it sends now', async () => {
    const before = schedules();
    const first = data(await save([U12, LINK8], 'brouillon-5c1e7a90b3d24f68'), barSchedule, 201);
    const again = data(await save([U12, LINK8, BAR10], 'brouillon-5c1e7a90b3d24f68'), barSchedule, 200);
    expect(again).toMatchObject({ id: first.id, number: first.number, revision: 'A' });
    expect(again.rows).toHaveLength(3);
    expect(schedules()).toBe(before + 1);
    const read = data(await call('GET', `/nomenclature/${first.id}`), barSchedule);
    expect(read.rows).toHaveLength(3);
  });

  it('makes one schedule of the same first save sent twice at once', async () => {
    const before = schedules();
    const both = await Promise.all([save([U12, LINK8], 'brouillon-double-clic-0001'), save([U12, LINK8], 'brouillon-double-clic-0001')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(both.map((r) => data(r, barSchedule, r.statusCode).id)).size).toBe(1);
    expect(schedules()).toBe(before + 1);
  });

  it('keeps each customer’s keys his own, and makes two schedules of two saves without a key, as before', async () => {
    const key = 'brouillon-0a9b8c7d6e5f4321';
    const mine = data(await save([U12], key), barSchedule, 201);
    const other = await kit.api.login(PRIVATE.email, PRIVATE.password);
    const theirs = data(await save([U12], key, other), barSchedule, 201);
    expect(theirs.id).not.toBe(mine.id);
    const before = schedules();
    data(await save([U12]), barSchedule, 201);
    data(await save([U12]), barSchedule, 201);
    expect(schedules()).toBe(before + 2);
  });

  it('refuses a key that is not one, in French, and writes nothing', async () => {
    const before = schedules();
    const bad = failure(await save([U12], 'x'), 422);
    expect(bad.errors).toEqual({ request_key: 'La clé de la demande est illisible : rechargez la page, puis demandez à nouveau.' });
    expect(schedules()).toBe(before);
  });
});

describe('POST /nomenclature/{id}/duplicate with a request key', () => {
  // « Dupliquer » pressed again, its answer lost on an island's network: one copy, not two (a schedule is never deleted)
  it('gives the copy made under the key to the same press sent again, and makes another under a new key', async () => {
    const original = data(await save([U12, LINK8]), barSchedule, 201);
    const duplicate = (key?: string) =>
      kit.api.request('POST', `/nomenclature/${original.id}/duplicate`, { query: key ? { request_key: key } : {}, token: kit.pro, plan: PLAN });
    const before = schedules();
    const copy = data(await duplicate('copie-1f2e3d4c5b6a7980'), barSchedule, 201);
    expect(data(await duplicate('copie-1f2e3d4c5b6a7980'), barSchedule, 200)).toEqual(copy);
    expect(schedules()).toBe(before + 1);
    expect(data(await duplicate('copie-0897a6b5c4d3e2f1'), barSchedule, 201).id).not.toBe(copy.id);
    // a query's parameter, refused as every other (400, in French)
    expect(failure(await duplicate('x'), 400).message).toMatch(/request_key.*la clé de la demande est illisible/);
    expect(schedules()).toBe(before + 2);
  });
});
