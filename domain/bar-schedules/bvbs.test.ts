import { bf2dFile, bf2dLine, checksum, rowToBf2d } from './bvbs';
import { EXAMPLE, EXAMPLE_RECORD } from './bvbs-example.fixture';
import type { ScheduleRow } from './cut-length';

// see ../shared/reference/rebar-schedules.md, "Bending machines: BVBS": the public example
const HEADER = { project: 'OCE-DEMO', drawing: '312', index: 'b', grade: 'B500B' };
const row = (over: Partial<ScheduleRow>): ScheduleRow => ({
  mark: '1',
  diameterMm: 12,
  shapeCode: '11',
  dims: { A: 300, B: 700 },
  members: 2,
  barsEach: 5,
  ...over,
});

describe('BVBS BF2D encoding', () => {
  it('reproduces the reference’s public example exactly', () => {
    expect(bf2dLine(EXAMPLE_RECORD)).toEqual({ line: EXAMPLE });
  });

  it('computes the checksum as 96 − (sum of the codes up to the C) mod 32', () => {
    expect(checksum(EXAMPLE.slice(0, EXAMPLE.lastIndexOf('C') + 1))).toBe(93);
    // "C" alone: 67 mod 32 = 3
    expect(checksum('C')).toBe(93);
    expect(checksum('BF2D@C')).toBe(96 - ((66 + 70 + 50 + 68 + 64 + 67) % 32));
  });

  it('writes a row with its cut length, its total bars, the mass of one bar and its mandrel', () => {
    // 980 mm × 888 g/m = 870 g a bar
    expect(rowToBf2d(row({}), HEADER)).toEqual({ line: 'BF2D@HjOCE-DEMO@r312@ib@p1@l980@n10@e0.870@d12@gB500B@s48@v@Gl300@w90@l700@w0@C70@' });
  });

  it('writes the mandrel of BS 8666 table 2, the former diameter M: 175 for a Ø25, not 2 × 87', () => {
    const mandrel = (diameterMm: number) => {
      const result = rowToBf2d(row({ diameterMm, dims: { A: 400, B: 900 } }), HEADER);
      if (!('line' in result)) throw new Error(result.reason);
      return /@s(\d+)@/.exec(result.line)![1];
    };
    expect([20, 25, 32, 40].map(mandrel)).toEqual(['140', '175', '224', '280']);
  });

  it('writes a code 12 at the standard’s minimum radius (Ø25: R 87)', () => {
    const result = rowToBf2d(row({ diameterMm: 25, shapeCode: '12', dims: { A: 500, B: 1100, R: 87 } }), HEADER);
    expect('line' in result && result.line).toContain('@s174@v@Gl500@w90@l1100@w0@');
  });

  it('gives code 12 a mandrel of twice its radius', () => {
    const result = rowToBf2d(row({ shapeCode: '12', dims: { A: 600, B: 700, R: 100 } }), HEADER);
    expect('line' in result && result.line).toContain('@s200@v@Gl600@w90@l700@w0@');
  });

  it('writes a closed link round from its lapped leg', () => {
    const result = rowToBf2d(row({ diameterMm: 8, shapeCode: '51', dims: { A: 300, B: 200, C: 115 } }), HEADER);
    expect('line' in result && result.line).toContain('@l1150@');
    expect('line' in result && result.line).toContain('@Gl115@w90@l200@w90@l300@w90@l200@w90@l300@w90@l115@w0@C');
  });

  it('refuses a row with problems', () => {
    expect(rowToBf2d(row({ dims: { A: 90, B: 700 } }), HEADER)).toEqual({
      reason: 'La ligne a des erreurs (diamètre, forme ou cotes) : corrigez-les avant l’export.',
    });
  });

  it('refuses a grade the shop does not make, as the schedule does, rather than send it to the machine', () => {
    expect(rowToBf2d(row({}), { ...HEADER, grade: 'B450C' })).toEqual({
      reason: 'La nuance « B450C » n’est pas façonnée ici : nos barres sont en B500B, corrigez la nuance ou demandez un devis.',
      field: 'grade',
    });
  });

  it('says why a shape stays on paper', () => {
    expect(rowToBf2d(row({ shapeCode: '23', dims: { A: 300, B: 300, C: 300 } }), HEADER)).toEqual({
      reason: 'La forme 23 n’est pas plane : le format BF2D ne décrit que les formes planes, transmettez son croquis à l’usine.',
    });
    expect(rowToBf2d(row({ diameterMm: 10, shapeCode: '77', dims: { A: 500, B: 100, C: 7 } }), HEADER)).toMatchObject({
      reason: expect.stringContaining('hélice'),
    });
    expect(rowToBf2d(row({ shapeCode: '99', dims: {}, givenLengthMm: 2000 }), HEADER)).toMatchObject({ reason: expect.stringContaining('croquis') });
  });

  it('refuses text the checksum cannot count or the separator would cut', () => {
    expect(bf2dLine({ ...EXAMPLE_RECORD, project: 'Fort-de-France' })).toEqual({ line: expect.stringContaining('HjFort-de-France@') });
    expect(bf2dLine({ ...EXAMPLE_RECORD, project: 'Lamentin@2' })).toEqual({
      reason: 'Le champ projet contient « @ » ou un caractère accentué ou spécial : retirez-le pour l’export BVBS.',
    });
    expect(bf2dLine({ ...EXAMPLE_RECORD, mark: 'Réf 3' })).toMatchObject({ reason: expect.stringContaining('repère') });
    expect(bf2dLine({ ...EXAMPLE_RECORD, drawing: 'x'.repeat(1000) })).toMatchObject({ reason: expect.stringContaining('1 000 caractères') });
  });

  it('ends every line with CRLF', () => {
    expect(bf2dFile([EXAMPLE, EXAMPLE])).toBe(`${EXAMPLE}\r\n${EXAMPLE}\r\n`);
  });
});
