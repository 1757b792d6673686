import { bf2dFile, bf2dLine, checksum, rowToBf2d, type Bf2dHeader } from './bvbs';
import { decodeBf2d, parseBf2dLine, recordToRow } from './bvbs-decode';
import { EXAMPLE, EXAMPLE_RECORD } from './bvbs-example.fixture';
import type { ScheduleRow } from './cut-length';

const HEADER: Bf2dHeader = { project: 'OCE-DEMO', drawing: '312', index: 'b', grade: 'B500B' };
const lineOf = (row: ScheduleRow) => {
  const result = rowToBf2d(row, HEADER);
  if (!('line' in result)) throw new Error(result.reason);
  return result.line;
};

describe('BVBS BF2D decoding', () => {
  it('reads the reference’s public example', () => {
    expect(parseBf2dLine(EXAMPLE)).toEqual({
      record: EXAMPLE_RECORD,
    });
    const { lines, errors } = decodeBf2d(EXAMPLE);
    expect(errors).toEqual([]);
    expect(lines[0]!.row).toEqual({ mark: '1', diameterMm: 12, shapeCode: '11', dims: { A: 300, B: 700 }, members: 1, barsEach: 10 });
  });

  it.each<[string, Partial<ScheduleRow>]>([
    ['00', { shapeCode: '00', dims: { A: 6000 } }],
    ['11', {}],
    ['12', { shapeCode: '12', dims: { A: 600, B: 700, R: 100 } }],
    ['21', { shapeCode: '21', dims: { A: 300, B: 400, C: 250 } }],
    ['32', { shapeCode: '32', dims: { A: 300, B: 400, C: 500, D: 250 } }],
    ['44', { shapeCode: '44', dims: { A: 300, B: 400, C: 500, D: 400, E: 250 } }],
    ['51', { diameterMm: 8, shapeCode: '51', dims: { A: 300, B: 200, C: 115 } }],
    ['63', { diameterMm: 10, shapeCode: '63', dims: { A: 400, B: 200, C: 130 } }],
    ['64', { diameterMm: 10, shapeCode: '64', dims: { A: 200, B: 300, C: 400, D: 350, E: 400, F: 200 } }],
  ])('round-trips code %s', (_code, over) => {
    const row: ScheduleRow = { mark: 'A12', diameterMm: 12, shapeCode: '11', dims: { A: 300, B: 700 }, members: 1, barsEach: 7, ...over };
    const { lines, errors } = decodeBf2d(bf2dFile([lineOf(row)]));
    expect(errors).toEqual([]);
    expect(lines[0]!.row).toEqual(row);
    expect(bf2dFile([lineOf(lines[0]!.row)])).toBe(bf2dFile([lineOf(row)]));
  });

  it('reads back a code 12 at the standard radius as code 12, its length kept, where the same bend read as 11 is 5 mm shorter', () => {
    const row: ScheduleRow = { mark: 'R20', diameterMm: 20, shapeCode: '12', dims: { A: 400, B: 900, R: 70 }, members: 1, barsEach: 4 };
    const { lines } = decodeBf2d(bf2dFile([lineOf(row)]));
    expect(lines[0]!.row).toEqual(row);
    expect(lines[0]!.record.lengthMm).toBe(1250);
    // the standard bend written by other software (its length code 11's) stays code 11
    const { lines: eleven } = decodeBf2d(bf2dFile([lineOf({ ...row, shapeCode: '11', dims: { A: 400, B: 900 } })]));
    expect(eleven[0]!.row).toMatchObject({ shapeCode: '11', dims: { A: 400, B: 900 } });
  });

  it('reads a line whose accented text its software summed as UTF-8 bytes, as it reads one summed by characters', () => {
    const body = EXAMPLE.replace('@p1@', '@pBügel-Süd@').replace(/C\d+@$/, 'C');
    const bytes = 96 - ([...Buffer.from(body, 'utf8')].reduce((s, b) => s + b, 0) % 32);
    expect(bytes).not.toBe(checksum(body));
    for (const sum of [bytes, checksum(body)]) {
      const { lines, errors } = decodeBf2d(`${body}${sum}@`);
      expect(errors).toEqual([]);
      expect(lines[0]!.record.mark).toBe('Bügel-Süd');
    }
    // any other sum is still an altered line
    const other = Array.from({ length: 32 }, (_, i) => 65 + i).find((sum) => sum !== bytes && sum !== checksum(body));
    expect(decodeBf2d(`${body}${other}@`).errors).toHaveLength(1);
  });

  it('puts all the bars in one member: BF2D has no members', () => {
    const { lines } = decodeBf2d(lineOf({ mark: '2', diameterMm: 12, shapeCode: '11', dims: { A: 300, B: 700 }, members: 3, barsEach: 4 }));
    expect(lines[0]!.row).toMatchObject({ members: 1, barsEach: 12 });
  });

  it('names the line of a bad line and reads the others', () => {
    const altered = EXAMPLE.replace('l700', 'l705');
    const text = [EXAMPLE, '', altered, 'BF3D@Hj1@C90@', EXAMPLE.replace('@C93@', '@'), EXAMPLE, 'Repère;Ø;Forme'].join('\r\n');
    const { lines, errors } = decodeBf2d(text);
    expect(lines.map((l) => l.line)).toEqual([1, 6]);
    expect(errors).toEqual([
      'Ligne 3 : la somme de contrôle vaut 93 au lieu de 88 : la ligne a été altérée, refaites l’export.',
      'Ligne 4 : forme en trois dimensions (BF3D) : la nomenclature ne lit que les barres BF2D, cette ligne est laissée de côté.',
      'Ligne 5 : le bloc de contrôle C manque en fin de ligne.',
      'Ligne 7 : ce n’est pas une ligne BVBS (BF2D, BF3D, BFWE, BFMA…) : vérifiez que le fichier vient bien d’un logiciel de ferraillage.',
    ]);
  });

  it('refuses a line without its numbers or its geometry', () => {
    const sign = (body: string) => {
      const upToC = `${body}C`;
      const sum = [...upToC].reduce((s, c) => s + c.charCodeAt(0), 0);
      return `${upToC}${96 - (sum % 32)}@`;
    };
    expect(parseBf2dLine(sign('BF2D@HjX@l1000@n10@e0.888@d12@s48@Gl300@w90@l700@'))).toEqual({
      reason: 'le bloc de géométrie G manque ou n’alterne pas longueurs (l) et angles (w).',
    });
    expect(parseBf2dLine(sign('BF2D@HjX@l1000@n10@e0.888@d12@s48@'))).toEqual({
      reason: 'le bloc de géométrie G manque ou n’alterne pas longueurs (l) et angles (w).',
    });
    expect(parseBf2dLine(sign('BF2D@HjX@lmille@n10@e0.888@d12@s48@Gl300@w0@'))).toEqual({ reason: 'le champ l de l’en-tête manque ou n’est pas un nombre.' });
    expect(parseBf2dLine(sign('BF2D@HjX@l1000@n10@e0.888@d12@s48@G300@w0@'))).toEqual({ reason: 'le champ « G300 » est illisible.' });
    expect(parseBf2dLine('x'.repeat(1001))).toEqual({ reason: 'la ligne dépasse 1 000 caractères.' });
  });

  it('refuses a bend on a mandrel under the Eurocode’s minimum, and says a wider one that the schedule bends on its standard mandrel', () => {
    const u16 = bf2dLine({
      ...EXAMPLE_RECORD,
      mark: 'U1',
      diameterMm: 16,
      lengthMm: 1740,
      massKg: 2.746,
      mandrelMm: 64,
      legs: [
        { lengthMm: 300, angleDeg: 90 },
        { lengthMm: 1200, angleDeg: 90 },
        { lengthMm: 300, angleDeg: 0 },
      ],
    });
    const withMandrel = (s: number) => {
      const upToC = (u16 as { line: string }).line.replace('@s64@', `@s${s}@`).replace(/C\d+@$/, 'C');
      return `${upToC}${checksum(upToC)}@`;
    };
    const tight = decodeBf2d(withMandrel(32));
    expect(tight.lines).toEqual([]);
    expect(tight.errors).toEqual([
      'Ligne 1 (repère U1) : la barre est pliée sur un mandrin de 32 mm, sous les 64 mm qu’un Ø16 demande au moins (EN 1992-1-1, tableau 8.1N) : corrigez le plan, puis refaites l’export.',
    ]);
    const wide = decodeBf2d(withMandrel(320));
    expect(wide.errors).toEqual([]);
    expect(wide.lines[0]!.row).toMatchObject({ shapeCode: '21', dims: { A: 300, B: 1200, C: 300 } });
    expect(wide.notes).toEqual([
      'Ligne 1 (repère U1) : le fichier plie la barre sur un mandrin de 320 mm ; la nomenclature la compte et la fait plier sur le mandrin courant d’un Ø16, 64 mm : si le plan demande ce rayon, saisissez la barre en code 99 avec son croquis.',
    ]);
    // the standard mandrel, and a straight bar whatever its file says, pass without a word
    expect(decodeBf2d(withMandrel(64))).toMatchObject({ errors: [], notes: [] });
    const straight = bf2dLine({ ...EXAMPLE_RECORD, lengthMm: 6000, massKg: 5.328, mandrelMm: 0, legs: [{ lengthMm: 6000, angleDeg: 0 }] }) as {
      line: string;
    };
    expect(decodeBf2d(straight.line)).toMatchObject({ errors: [], notes: [] });
  });

  it('reads an unknown geometry as code 99 with the line’s length', () => {
    const parsed = parseBf2dLine(EXAMPLE);
    if (!('record' in parsed)) throw new Error(parsed.reason);
    const record = {
      ...parsed.record,
      legs: [
        { lengthMm: 300, angleDeg: 45 },
        { lengthMm: 700, angleDeg: 0 },
      ],
    };
    expect(recordToRow(record)).toEqual({ mark: '1', diameterMm: 12, shapeCode: '99', dims: {}, givenLengthMm: 1000, members: 1, barsEach: 10 });
  });
});
