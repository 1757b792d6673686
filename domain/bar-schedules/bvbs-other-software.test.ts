import { decodeBf2d, fileLengthNote } from './bvbs-decode';
import { EXAMPLE } from './bvbs-example.fixture';
import * as other from './bvbs-other-software.fixture';
import { lineProblems } from './schedule';

/**
 * A BVBS file read as written: the guideline's worked example and lines
 * written by other software (bvbs-other-software.fixture.ts), each read with
 * the file's own figures kept, or refused with a message of its own.
 */
const one = (line: string) => decodeBf2d(line);

describe('the guideline’s worked example, read as written', () => {
  it('keeps the file’s length and mass beside the shop’s, and says the length differs (1000 → 980)', () => {
    const { lines, errors, notes } = one(EXAMPLE);
    expect(errors).toEqual([]);
    expect(lines[0]!.file).toEqual({ lengthMm: 1000, massKg: 0.888 });
    expect(lines[0]!.lengthNote).toBe('Longueur du fichier 1\u202f000 mm, calcul 980 mm : vérifiez le plan.');
    expect(notes).toEqual(['Ligne 1 (repère 1) : longueur du fichier 1\u202f000 mm, calcul 980 mm : vérifiez le plan.']);
  });

  it('says nothing of a difference of 5 mm or less: the shop rounds up to the next 5 mm', () => {
    expect(fileLengthNote(1000, 1005)).toBeNull();
    expect(fileLengthNote(1000, 995)).toBeNull();
    expect(fileLengthNote(1000, 994)).toBe('Longueur du fichier 1\u202f000 mm, calcul 994 mm : vérifiez le plan.');
    expect(fileLengthNote(1000, null)).toBeNull();
  });
});

describe('lines written by other software', () => {
  it('refuses a decimal comma with its own message, naming the field and its value', () => {
    expect(one(other.PRESET_DECIMAL_COMMA)).toEqual({
      lines: [],
      notes: [],
      errors: [
        'Ligne 1 (repère 1) : le champ e de l’en-tête vaut « 0,470 », écrit avec une virgule : le format BVBS écrit les décimales avec un point (0.470) ; réglez le logiciel sur le point décimal, puis refaites l’export.',
      ],
    });
  });

  it('reads a hooked link no flat template describes as code 99, with the file’s length', () => {
    const { lines, errors, notes } = one(other.PRESET_HOOKED_LINK);
    expect(errors).toEqual([]);
    expect(notes).toEqual([]);
    expect(lines[0]!.row).toEqual({ mark: '1', diameterMm: 8, shapeCode: '99', dims: {}, givenLengthMm: 1190, members: 1, barsEach: 12 });
  });

  it('reads optional header fields and a private block, and ends of line in LF', () => {
    const { lines, errors, notes } = one(`${other.CAD_OPTIONAL_BLOCKS}\n${other.NO_LAST_AT}\n`);
    expect(errors).toEqual([]);
    // 400 + 960 − 0.5 × 24 − 12 = 1336 → 1340, as the file says
    expect(notes).toEqual([]);
    expect(lines.map((l) => l.row)).toEqual([
      { mark: '204', diameterMm: 12, shapeCode: '11', dims: { A: 400, B: 960 }, members: 1, barsEach: 6 },
      { mark: '6', diameterMm: 10, shapeCode: '00', dims: { A: 2400 }, members: 1, barsEach: 8 },
    ]);
    expect(lines[0]!.record).toMatchObject({ project: 'RES-ALIZES', drawing: 'PL-204', index: 'c', grade: 'B500B' });
  });

  it('refuses a bar with a coupler or a thread by name, saying what its M block holds', () => {
    expect(one(other.CAD_COUPLER).errors).toEqual([
      'Ligne 1 (repère 7) : la barre porte un manchon ou un filetage (bloc M « MtS@mCOUPLEUR-25@ ») : la nomenclature ne le décrit pas ; commandez cette barre sur devis, avec son plan.',
    ]);
    expect(one(other.CAD_COUPLER).lines).toEqual([]);
  });

  it('refuses an arc with its own message', () => {
    expect(one(other.CAD_ARC)).toEqual({
      lines: [],
      notes: [],
      errors: [
        'Ligne 1 (repère 9) : la forme a un arc de rayon 1\u202f500 mm (champ r du bloc G) : la nomenclature ne lit que des segments droits ; saisissez cette barre en code 99, avec son croquis et sa longueur.',
      ],
    });
  });

  it('reads a group written in lowercase', () => {
    const { lines, errors } = one(other.LOWERCASE_GROUP);
    expect(errors).toEqual([]);
    expect(lines[0]!.row).toEqual({ mark: '3', diameterMm: 12, shapeCode: '00', dims: { A: 6000 }, members: 1, barsEach: 8 });
  });

  it('refuses a line without its checksum: nothing says it was not altered', () => {
    expect(one(other.NO_CHECKSUM).errors).toEqual(['Ligne 1 : le bloc de contrôle C manque en fin de ligne.']);
  });

  it('reads a Ø25 bend at the table’s mandrel as code 11, and this shop’s old 174 mm as code 12 at the minimum radius, which it accepts', () => {
    const { lines, errors } = one([other.D25_TABLE_MANDREL, other.D25_OLD_EXPORT].join('\r\n'));
    expect(errors).toEqual([]);
    expect(lines[0]!.row).toMatchObject({ shapeCode: '11', dims: { A: 500, B: 1100 } });
    expect(lines[1]!.row).toMatchObject({ shapeCode: '12', dims: { A: 500, B: 1100, R: 87 } });
    expect(lineProblems({ ...lines[1]!.row, grade: 'B500B' })).toEqual([]);
  });

  it('reads a file with a byte-order mark, CR or CRLF ends, trailing blanks and a DOS end-of-file mark', () => {
    const text = `\uFEFF${EXAMPLE}  \t\r${other.CAD_OPTIONAL_BLOCKS}\r\n${other.LOWERCASE_GROUP}\r\n\x1a`;
    const { lines, errors } = one(text);
    expect(errors).toEqual([]);
    expect(lines.map((l) => [l.line, l.row.mark])).toEqual([
      [1, '1'],
      [2, '204'],
      [3, '3'],
    ]);
  });
});

describe('a file of other families', () => {
  it('says what a file without a BF2D line holds', () => {
    const only = (line: string) => one([line, line].join('\r\n'));
    expect(only(other.MESH)).toEqual({
      lines: [],
      notes: [],
      errors: ['Ce fichier contient des treillis (BFMA) : la nomenclature ne lit que les barres BF2D.'],
    });
    expect(only(other.BAR_3D).errors).toEqual(['Ce fichier contient des formes en trois dimensions (BF3D) : la nomenclature ne lit que les barres BF2D.']);
    expect(only(other.HELIX).errors).toEqual(['Ce fichier contient des hélices (BFWE) : la nomenclature ne lit que les barres BF2D.']);
    expect(one([other.MESH, other.BAR_3D].join('\r\n')).errors).toEqual([
      'Ce fichier contient des treillis (BFMA) et des formes en trois dimensions (BF3D) : la nomenclature ne lit que les barres BF2D.',
    ]);
  });

  it('reads the BF2D lines of a mixed file and names the others by their lines', () => {
    const { lines, errors } = one([EXAMPLE, other.MESH, other.MESH, other.BAR_3D].join('\r\n'));
    expect(lines).toHaveLength(1);
    expect(errors).toEqual([
      'Lignes 2 et 3 : treillis (BFMA) : la nomenclature ne lit que les barres BF2D, ces lignes sont laissées de côté.',
      'Ligne 4 : forme en trois dimensions (BF3D) : la nomenclature ne lit que les barres BF2D, cette ligne est laissée de côté.',
    ]);
  });
});
