import { barSchedule, barScheduleList } from '@trefima/domain/contract';
import { data } from '../testing';
import { scheduleKit } from '../testing-schedules';

/** The seed's two schedules on the demo professional's account (backend/src/seed/data/schedules.ts). */
const { call } = scheduleKit();

describe('the demo professional’s bar schedules', () => {
  it('are a house’s footings, then its columns and ring beams: about 25 rows, every one made and priced in his territory', async () => {
    const list = data(await call('GET', '/nomenclature'), barScheduleList);
    expect(list.items.map((s) => [s.header.title, s.revision, s.status, s.row_count])).toEqual([
      ['Poteaux, chaînages et linteaux', 'A', 'draft', 12],
      ['Fondations : semelles et longrines', 'A', 'draft', 13],
    ]);
    for (const item of list.items) {
      const s = data(await call('GET', `/nomenclature/${item.number}`), barSchedule);
      expect(s.header.job_site).toBe('Maison Jean-Baptiste, Petit-Bourg');
      expect(s.rows.flatMap((r) => r.problems)).toEqual([]);
      expect(s.orderable).toBe(true);
      expect(s.price.unpriced_diameters).toEqual([]);
      expect(s.totals.mass_g).toBe(item.mass_g);
    }
  });

  it('hold figures worked by hand', async () => {
    const [columns] = data(await call('GET', '/nomenclature'), barScheduleList).items;
    const s = data(await call('GET', `/nomenclature/${columns.number}`), barSchedule);
    // mark 2, Ø6 link 51, 140 × 140, C 110: 2 × (140 + 140 + 110) − 2.5 × 12 − 5 × 6 = 720 mm; 6 × 18 = 108 links × 0.72 m × 222 g/m = 17 263 g
    expect(s.rows[1]).toMatchObject({ mark: '2', cut_length_mm: 720, total_bars: 108, mass_g: 17_263 });
    // mark 3, Ø12 équerre 11, 3000 + 300 − 0.5 × 24 − 12 = 3276 → 3280 mm; 2 × 4 = 8 bars × 3.28 m × 888 g/m = 23 301 g
    expect(s.rows[2]).toMatchObject({ mark: '3', cut_length_mm: 3280, total_bars: 8, mass_g: 23_301 });
  });
});
