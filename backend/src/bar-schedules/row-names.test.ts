import { barSchedule } from '@trefima/domain/contract';
import { barScheduleCalcul } from '@trefima/domain/bar-schedules/calcul-contract';
import { data, failure } from '../testing';
import { HEADER, PLAN, scheduleKit, U12 } from '../testing-schedules';

/**
 * One row for every schedule call (issue 44): calcul, save, revise and the
 * draft's PDF take the row of POST /nomenclature/calcul, and the saved
 * schedule answers it. A client still writing the names the saved schedules
 * had before is told the new name of each field, in French, on that field.
 */
const { kit, call, create, created } = scheduleKit();

const OLD = { member: 'Poutre P1', mark: '1', diameter_mm: 12, shape_code: '21', dims: { A: 300, B: 1200, C: 300 }, members: 2, bars_each: 5 };
const RENAMED = {
  'rows.0.diameter_mm': 'Le champ « diameter_mm » s’appelle désormais « diameter ».',
  'rows.0.dims': 'Le champ « dims » s’appelle désormais « dimensions ».',
  'rows.0.bars_each': 'Le champ « bars_each » s’appelle désormais « bars_per_member ».',
};

describe('a schedule row in the names of an earlier contract', () => {
  it('is refused by every call that takes rows, each old field named with its new name', async () => {
    const saved = await created([U12]);
    const answers = {
      calcul: await kit.api.request('POST', '/nomenclature/calcul', { body: { rows: [OLD] }, plan: PLAN }),
      save: await create([OLD]),
      revise: await call('PATCH', `/nomenclature/${saved.id}`, { body: { header: HEADER, rows: [OLD], revision: 'A' } }),
      'draft PDF': await kit.api.request('POST', '/nomenclature/pdf', { body: { header: HEADER, rows: [OLD] }, plan: PLAN }),
    };
    for (const [name, answer] of Object.entries(answers)) {
      const e = failure(answer, 422);
      expect([name, e.errors]).toEqual([name, RENAMED]);
      expect([name, e.message]).toEqual([name, 'Ligne 1 : le champ « diameter_mm » s’appelle désormais « diameter ».']);
    }
  });

  it('is refused field by field: a row with one old name is told of that one', async () => {
    const { bars_each, ...rest } = OLD;
    const e = failure(await create([{ ...U12, ...rest, diameter_mm: undefined, dims: undefined, bars_each }]), 422);
    expect(e.errors).toEqual({ 'rows.0.bars_each': RENAMED['rows.0.bars_each'] });
  });
});

describe('a saved schedule', () => {
  it('answers its rows in the names it takes, as the calcul does', async () => {
    const s = data(await create([U12]), barSchedule, 201);
    expect(s.rows[0]).toMatchObject({ diameter: 12, dimensions: { A: 300, B: 1200, C: 300 }, bars_per_member: 5, members: 2 });
    expect(Object.keys(s.rows[0]!)).not.toEqual(expect.arrayContaining(['diameter_mm']));
    expect(s.rows[0]).not.toHaveProperty('dims');
    expect(s.rows[0]).not.toHaveProperty('bars_each');
  });

  it('names a row’s problems by the calcul’s fields (dimensions.C, bars_per_member)', async () => {
    const s = data(await create([{ ...U12, dimensions: { A: 300, B: 1200 }, bars_per_member: 0 }]), barSchedule, 201);
    expect(s.rows[0]!.problems.map((p) => p.field)).toEqual(['bars_per_member', 'dimensions.C']);
  });

  it('says each row’s mistakes by the same fields and in the same words as the calcul', async () => {
    const rows = [
      { ...U12, dimensions: { A: 300, B: 1203 } },
      { ...U12, diameter: 11 },
      { ...U12, shape_code: '14' },
      { ...U12, members: 0, bars_per_member: 0 },
      { ...U12, dimensions: { A: 300, B: 13_000, C: 300 } },
    ];
    const saved = data(await create(rows), barSchedule, 201);
    const calcul = data(await kit.api.request('POST', '/nomenclature/calcul', { body: { rows }, plan: PLAN }), barScheduleCalcul);
    const firstByField = (problems: { field: string; message: string; warning: boolean }[]) => {
      const out: Record<string, string> = {};
      for (const p of problems) if (!p.warning) out[p.field] ??= p.message;
      return out;
    };
    expect(saved.rows.map((r) => firstByField(r.problems))).toEqual(calcul.rows.map((r) => r.errors));
    expect(calcul.rows.every((r) => Object.keys(r.errors).length > 0)).toBe(true);
  });
});
