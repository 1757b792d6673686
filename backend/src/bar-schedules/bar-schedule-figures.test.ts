import { barSchedule } from '@trefima/domain/contract';
import { barScheduleCalcul } from '@trefima/domain/bar-schedules/calcul-contract';
import type { BarScheduleRowInput } from '@trefima/domain/bar-schedules/requests';
import { decodeBf2d } from '@trefima/domain/bar-schedules/bvbs-decode';
import { readPdf } from '../test-support/pdf-text';
import { data } from '../testing';
import { BAR10, HEADER, PLAN, scheduleKit, U12 } from '../testing-schedules';

/**
 * What a schedule's figures, its PDF and its BVBS file say of the rows that
 * are not plain: a row in error answers no figure, a diameter without a price
 * is said on the total, the rows the bending machine does not take are
 * marked, and a mark changed for the machine is printed as the machine gets it.
 */
const { kit, call, created } = scheduleKit();

// Ø12 U with B = −2800: 300 − 2800 + 300 − 24 − 24 = −2248 → −2245 mm, a figure no row must answer
const NEGATIVE: BarScheduleRowInput = { ...U12, mark: 'neg', dimensions: { A: 300, B: -2800, C: 300 } };
const BAR40: BarScheduleRowInput = { member: 'Pieux', mark: '40', diameter: 40, shape_code: '00', dimensions: { A: 6000 }, members: 1, bars_per_member: 12 };
const HOOK: BarScheduleRowInput = { mark: 'Épingle', diameter: 12, shape_code: '13', dimensions: { A: 300, B: 120, C: 300 }, members: 1, bars_per_member: 4 };
// Ø25 at its minimum radius r = 87 (BS 8666 table 2): 500 + 1100 − 0.43 × 87 − 1.2 × 25 = 1532.59 → 1535 mm
const D25_AT_R: BarScheduleRowInput = { mark: 'R87', diameter: 25, shape_code: '12', dimensions: { A: 500, B: 1100, R: 87 }, members: 1, bars_per_member: 6 };
const D25: BarScheduleRowInput = { mark: 'D25', diameter: 25, shape_code: '11', dimensions: { A: 500, B: 1100 }, members: 1, bars_per_member: 6 };

const text = async (path: string) => {
  const res = await call('GET', path);
  expect(res.statusCode).toBe(200);
  return (await readPdf(res.rawPayload)).pages.join(' ').replace(/[\u202f\u00a0]/g, ' ');
};

describe('a row in error answers no figures', () => {
  it('in POST /nomenclature/calcul: null, not −2245 mm nor a negative mass', async () => {
    const rows = [
      { mark: 'neg', diameter: 12, shape_code: '21', dimensions: { A: 300, B: -2800, C: 300 }, members: 2, bars_per_member: 5 },
      { mark: 'moins', diameter: 10, shape_code: '00', dimensions: { A: 6000 }, members: -2, bars_per_member: 5 },
      { mark: '3', diameter: 10, shape_code: '00', dimensions: { A: 6000 }, members: 1, bars_per_member: 12 },
    ];
    const out = data(await kit.api.request('POST', '/nomenclature/calcul', { body: { rows }, plan: PLAN }), barScheduleCalcul);
    expect(out.rows.map((r) => [r.mark, r.cut_length_mm, r.total_bars, r.mass_kg, Object.keys(r.errors).length > 0])).toEqual([
      ['neg', null, null, null, true],
      ['moins', null, null, null, true],
      ['3', 6000, 12, 44.424, false],
    ]);
  });

  it('in a saved schedule’s view', async () => {
    const s = await created([NEGATIVE, { ...BAR10, members: -2 }, U12]);
    const view = data(await call('GET', `/nomenclature/${s.id}`), barSchedule);
    expect(view.rows.map((r) => [r.mark, r.cut_length_mm, r.total_bars, r.mass_g])).toEqual([
      ['neg', null, null, null],
      ['3', null, null, null],
      ['1', 1755, 10, 15584],
    ]);
    expect(view.totals.mass_g).toBe(15584);
  });
});

describe('code 12 at the standard’s minimum radius', () => {
  it('is accepted by the calcul and the schedule, its radius off the 5 mm grid', async () => {
    const out = data(
      await kit.api.request('POST', '/nomenclature/calcul', {
        body: { rows: [{ mark: 'R87', diameter: 25, shape_code: '12', dimensions: { A: 500, B: 1100, R: 87 }, members: 1, bars_per_member: 6 }] },
        plan: PLAN,
      }),
      barScheduleCalcul,
    );
    expect(out.rows[0]).toMatchObject({ cut_length_mm: 1535, errors: {} });
    expect((await created([D25_AT_R])).rows[0]!.problems).toEqual([]);
  });
});

describe('the schedule’s PDF', () => {
  it('says on the price’s total which diameters it leaves out', async () => {
    const s = await created([U12, BAR40]);
    const pdf = await text(`/nomenclature/${s.id}/pdf`);
    expect(pdf).toMatch(/Total : [\d ]+,\d\d € HT hors Ø40 : sur devis, TVA en sus selon le territoire\./);
    const only40 = await created([BAR40]);
    expect(await text(`/nomenclature/${only40.id}/pdf`)).toContain('Prix HT : sur devis (Ø40 sans prix de façonnage en ligne).');
  });

  it('says its masses are weighed with each diameter’s mass per metre rounded to the gram, those of its diameters given', async () => {
    const s = await created([U12, D25]);
    const pdf = await text(`/nomenclature/${s.id}/pdf`);
    expect(pdf).not.toContain('0,0061654');
    // the paragraph wraps where its page ends it
    expect(pdf.replace(/\s+/g, ' ')).toContain('masse au mètre du diamètre arrondie au gramme (Ø12 : 0,888 kg/m ; Ø25 : 3,853 kg/m)');
  });

  it('marks the rows the bending machine does not take, saying why', async () => {
    const s = await created([U12, HOOK]);
    const pdf = await text(`/nomenclature/${s.id}/pdf`);
    // the row's mark in the table, and the note that says why
    expect(pdf.match(/hors cintreuse/g)).toHaveLength(2);
    expect(pdf).toMatch(/Ligne 2 \(repère Epingle\) : hors cintreuse : La forme 13 a un pli à 180°/);
  });

  it('keeps off the machine file a row whose mark would be read as an earlier one’s, and says so on the paper', async () => {
    const s = await created([
      { ...U12, mark: 'E1' },
      { ...U12, mark: 'É1' },
    ]);
    const file = await call('GET', `/nomenclature/${s.id}/bvbs`);
    expect(decodeBf2d(file.body).lines.map((l) => l.record.mark)).toEqual(['E1']);
    const pdf = await text(`/nomenclature/${s.id}/pdf`);
    expect(pdf.match(/hors cintreuse/g)).toHaveLength(2);
    expect(pdf).toMatch(/Ligne 2 \(repère E1\) : hors cintreuse : Son repère « É1 » s’écrit « E1 » pour la cintreuse, comme celui de la ligne 1/);
  });

  it('prints a mark changed for the machine as the machine gets it, so that the bundle’s tag and the paper agree', async () => {
    const s = await created([{ ...U12, mark: 'Poutre n°3 @ étage' }]);
    const pdf = await text(`/nomenclature/${s.id}/pdf`);
    const file = await call('GET', `/nomenclature/${s.id}/bvbs`);
    const mark = decodeBf2d(file.body).lines[0]!.record.mark;
    expect(mark).toBe('Poutre n-3 - etage');
    // in the table and in its note, which alone gives the mark as typed
    expect(pdf.split(mark)).toHaveLength(3);
    expect(pdf.split('Poutre n°3')).toHaveLength(2);
    expect(pdf).toContain('Repère « Poutre n°3 @ étage » s’écrit « Poutre n-3 - etage »');
  });
});

describe('the schedule’s BVBS file', () => {
  it('gives the standard’s mandrel, the drawing as r and the schedule’s revision as the drawing’s index i', async () => {
    const s = await created([D25, D25_AT_R]);
    const decoded = decodeBf2d((await call('GET', `/nomenclature/${s.id}/bvbs`)).body);
    expect(decoded.errors).toEqual([]);
    expect(decoded.lines.map((l) => [l.record.mark, l.record.mandrelMm, l.record.drawing, l.record.index])).toEqual([
      ['D25', 175, HEADER.drawing, 'A'],
      ['R87', 174, HEADER.drawing, 'A'],
    ]);
    expect(decoded.lines.map((l) => l.row.shapeCode)).toEqual(['11', '12']);
  });
});

describe('a draft’s PDF, read a slice of rows at a time', () => {
  it('still refuses a malformed row by its line and a figure the API does not find', async () => {
    const pdf = (rows: unknown[]) => kit.api.request('POST', '/nomenclature/pdf', { body: { header: HEADER, rows }, plan: PLAN });
    const malformed = await pdf([U12, { ...U12, diameter: 'douze' }]);
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({
      message: 'Ligne 2 : le diamètre doit être un nombre.',
      errors: { 'rows.1.diameter': 'Le diamètre doit être un nombre.' },
    });
    const tampered = await pdf([U12, { ...U12, cut_length_mm: 1700 }]);
    expect(tampered.statusCode).toBe(422);
    expect(Object.keys(tampered.json().errors)).toEqual(['rows.1.cut_length_mm']);
  });
});
