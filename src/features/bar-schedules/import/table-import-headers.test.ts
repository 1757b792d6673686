import { columnTarget, isHeaderLine, normalizeHeader, resolveColumns } from './table-import-headers';

describe('headers of an imported table', () => {
  it('drops case, accents, punctuation, small words and units', () => {
    expect(normalizeHeader('Nombre d’éléments')).toBe('nb elements');
    expect(normalizeHeader('No. of members')).toBe('nb members');
    expect(normalizeHeader('Longueur de coupe (mm)')).toBe('longueur coupe');
    expect(normalizeHeader('E / r')).toBe('e/r');
    expect(normalizeHeader('A* mm')).toBe('a');
    expect(normalizeHeader('Type & size')).toBe('type and size');
  });

  it.each<[string, string]>([
    ['Ouvrage', 'member'],
    ['Élément', 'member'],
    ['Member', 'member'],
    ['Repère', 'mark'],
    ['Rep.', 'mark'],
    ['Bar mark', 'mark'],
    ['N°', 'mark'],
    ['Nuance', 'grade'],
    ['Type', 'grade'],
    ['Grade', 'grade'],
    ['Ø', 'diameter'],
    ['ø (mm)', 'diameter'],
    ['Diam.', 'diameter'],
    ['Diamètre', 'diameter'],
    ['Size', 'diameter'],
    ['d', 'diameter'],
    ['Type and size', 'diameter'],
    ['Nb éléments', 'members'],
    ['Nombre d’éléments', 'members'],
    ['Number of members', 'members'],
    ['No. of mbrs', 'members'],
    ['Members', 'members'],
    ['Barres par élément', 'barsEach'],
    ['Nb', 'barsEach'],
    ['Bars in each', 'barsEach'],
    ['No. in each', 'barsEach'],
    ['No. of bars in each', 'barsEach'],
    ['Total', 'total'],
    ['Nombre total', 'total'],
    ['Total number', 'total'],
    ['Total no.', 'total'],
    ['Code', 'shape'],
    ['Forme', 'shape'],
    ['Code de forme', 'shape'],
    ['Shape code', 'shape'],
    ['A', 'A'],
    ['b', 'B'],
    ['D', 'D'],
    ['Cote E', 'E'],
    ['R', 'R'],
    ['E/R', 'E/R'],
    ['E/r* mm', 'E/R'],
    ['Longueur', 'length'],
    ['Longueur de coupe', 'length'],
    ['Length', 'length'],
    ['Cut length', 'length'],
    ['Length of each bar† mm', 'length'],
    ['Masse (kg)', 'ignored'],
    ['Poids', 'ignored'],
    ['Weight', 'ignored'],
    ['Révision', 'ignored'],
    ['Rev letter', 'ignored'],
  ])('reads %j as %s', (header, target) => {
    expect(columnTarget(header)).toBe(target);
  });

  it('knows no other header', () => {
    expect(['Observations', 'Croquis', 'Plan', ''].map(columnTarget)).toEqual([null, null, null, null]);
  });

  it('keeps a field’s first column, takes d beside a diameter for the dimension D, and reads units', () => {
    const columns = resolveColumns(['Repère', 'Ø', 'A', 'd', 'Rep', '', 'Longueur (m)', 'Notes']);
    expect(columns.map((c) => [c.index, c.target])).toEqual([
      [0, 'mark'],
      [1, 'diameter'],
      [2, 'A'],
      [3, 'D'],
      [4, 'ignored'],
      [6, 'length'],
      [7, 'ignored'],
    ]);
    expect(columns[5]).toMatchObject({ header: 'Longueur (m)', unit: 'm' });
    expect(resolveColumns(['Longueur cm'])[0]).toMatchObject({ target: 'length', unit: 'cm' });
    expect(resolveColumns(['Longueur (mm)'])[0]!.unit).toBeUndefined();
  });

  it('tells a header line from a title or a data line', () => {
    expect(isHeaderLine(['Repère', 'Ø', 'Observations'])).toBe(true);
    expect(isHeaderLine(['NOMENCLATURE D’ARMATURES', '', ''])).toBe(false);
    expect(isHeaderLine(['P1', 'A', 'H12', 'D', '2'])).toBe(false);
  });
});
