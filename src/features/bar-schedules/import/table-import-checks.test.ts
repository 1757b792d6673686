import { MAX_SCHEDULE_ROWS } from '@trefima/domain/bar-schedules/requests';
import { importTable } from './table-import';

describe('importing a table: what it states and what it holds', () => {
  it('lists the columns it does not read', () => {
    const table = importTable('Repère\tØ\tObservations\tPoids total (kg)\tIndice\n1\t12\tvoir plan\t12,5\tA');
    expect(table.ignored).toEqual(['Observations', 'Poids total (kg)', 'Indice']);
    expect(table.rows).toEqual([{ mark: '1', diameter: '12' }]);
  });

  it('reads a type and size in a grade column as the diameter', () => {
    const table = importTable('Repère\tType\tCode\tA\n1\tHA12\t00\t6000\n2\tB500C\t00\t6000');
    expect(table.rows).toEqual([
      { mark: '1', diameter: 'HA12', shape: '00', A: '6000' },
      { mark: '2', grade: 'B500C', shape: '00', A: '6000' },
    ]);
  });

  it('keeps a length where no code says how to work it out, and checks one given in metres', () => {
    expect(importTable('Repère\tØ\tLongueur\n1\t12\t6000').rows).toEqual([{ mark: '1', diameter: '12', length: '6000' }]);
    const metres = importTable('Repère\tØ\tCode\tA\tB\tLongueur (m)\n1\t12\t11\t300\t1250\t1,53\n2\t12\t11\t300\t1250\t1,60');
    expect(metres.rows[0]).toEqual({ mark: '1', diameter: '12', shape: '11', A: '300', B: '1250' });
    expect(metres.problems).toEqual([
      'Ligne 3 (repère 2) : la longueur donnée (1\u202f600 mm) diffère de celle que donnent la forme et les cotes (1\u202f530 mm) : elle est recalculée, vérifiez les cotes.',
    ]);
  });

  it('takes a length not rounded, or rounded to 5 or 25 mm, for the one it works out', () => {
    // code 11, Ø12: 300 + 1 250 − 12 − 12 = 1 526, rounded up to 1 530
    const given = ['1526', '1530', '1550', '1525', '1535'].map((length, i) => `${i + 1}\t12\t11\t300\t1250\t${length}`);
    const table = importTable(['Repère\tØ\tCode\tA\tB\tLongueur', ...given].join('\n'));
    expect(table.problems.map((p) => p.slice(0, 18))).toEqual(['Ligne 5 (repère 4)', 'Ligne 6 (repère 5)']);
  });

  it('says a comma-separated line has more cells than its header: a decimal comma not quoted', () => {
    const table = importTable('Repère,Ø,Code,A\n1,12,00,6000\n2,12,00,612,5\n3,12,00,"612,5"');
    expect(table.rows.map((r) => r.A)).toEqual(['6000', '612', '612,5']);
    expect(table.problems).toEqual([
      'Ligne 3 (repère 2) : la ligne a plus de cellules que l’en-tête : dans un fichier séparé par des virgules, mettez les nombres à virgule entre guillemets, ou enregistrez le fichier avec des points-virgules.',
    ]);
  });

  it('cuts a cell past 200 characters and says so', () => {
    const table = importTable(`Ouvrage\tRepère\tØ\n${'x'.repeat(250)}\t1\t12`);
    expect(table.rows[0]!.member).toBe('x'.repeat(200));
    expect(table.problems).toEqual(['Ligne 2 (repère 1) : la cellule « Ouvrage » dépasse 200 caractères : elle a été coupée, vérifiez-la.']);
  });

  it('reads every row, past the 10 000 a schedule holds: the editor, which counts the rows already typed, refuses the whole table', () => {
    const rows = Array.from({ length: MAX_SCHEDULE_ROWS + 1 }, (_, i) => `${i + 1}\t12`);
    const table = importTable(['Repère\tØ', ...rows].join('\n'));
    expect(table.rows).toHaveLength(MAX_SCHEDULE_ROWS + 1);
    expect(table.rows.at(-1)).toEqual({ mark: '10001', diameter: '12' });
    expect(table.problems).toEqual([]);
  });

  it('shows 50 line remarks and counts the others', () => {
    const rows = Array.from({ length: 60 }, (_, i) => `${i + 1}\t12\t2\t3\t7`);
    const table = importTable(['Repère\tØ\tNb éléments\tNb\tTotal', ...rows].join('\n'));
    expect(table.problems).toHaveLength(51);
    expect(table.problems[0]).toBe(
      'Ligne 2 (repère 1) : le total (7) n’est pas le nombre d’éléments × barres par élément (6) : il est recalculé, vérifiez ces nombres.',
    );
    expect(table.problems.at(-1)).toBe('Et 10 autres remarques du même genre.');
  });

  it('gives nothing for an empty paste', () => {
    for (const text of ['', '\r\n\r\n', '\t\t\n\t\t']) expect(importTable(text)).toEqual({ rows: [], columns: [], ignored: [], problems: [] });
  });
});
