import { checkRow, isSound } from './compliance';
import type { ScheduleRow } from './cut-length';

const row = (over: Partial<ScheduleRow>): ScheduleRow => ({ diameterMm: 12, shapeCode: '11', dims: { A: 300, B: 700 }, members: 1, barsEach: 1, ...over });
const rules = (r: ScheduleRow) => checkRow(r).map((p) => `${p.rule}:${p.field}`);

describe('compliance of a row', () => {
  it('finds nothing wrong with sound rows', () => {
    expect(checkRow(row({}))).toEqual([]);
    expect(checkRow(row({ diameterMm: 8, shapeCode: '51', dims: { A: 300, B: 200, C: 115 }, members: 10, barsEach: 4 }))).toEqual([]);
    expect(checkRow(row({ diameterMm: 10, shapeCode: '77', dims: { A: 500, B: 105, C: 7.5 } }))).toEqual([]);
    expect(checkRow(row({ shapeCode: '99', dims: {}, givenLengthMm: 2400 }))).toEqual([]);
  });

  it('wants whole positive counts', () => {
    expect(rules(row({ members: 0, barsEach: 1.5 }))).toEqual(['count:members', 'count:barsEach']);
    expect(checkRow(row({ members: 0 }))[0]!.message).toBe('Le nombre d’éléments (0) doit être un nombre entier supérieur à zéro : corrigez-le.');
  });

  it('caps the bars of a row, members × bars in each, at what one row may hold', () => {
    expect(rules(row({ members: 500, barsEach: 200 }))).toEqual([]);
    expect(rules(row({ members: 1001, barsEach: 100 }))).toEqual(['total-bars:barsEach']);
    expect(checkRow(row({ members: 100_000, barsEach: 100_000 }))).toEqual([
      {
        rule: 'total-bars',
        field: 'barsEach',
        message:
          'Le nombre total de barres (10\u202f000\u202f000\u202f000) dépasse 100\u202f000 sur une ligne : vérifiez le nombre d’éléments et de barres par élément, ou partagez le repère sur plusieurs lignes.',
      },
    ]);
  });

  it('refuses an unknown diameter or shape code', () => {
    expect(rules(row({ diameterMm: 18 }))).toEqual(['unknown-diameter:diameterMm']);
    expect(checkRow(row({ diameterMm: 18 }))[0]!.message).toBe(
      'Le diamètre 18 mm n’est pas fabriqué : choisissez-en un parmi 6, 8, 10, 12, 14, 16, 20, 25, 32 et 40 mm.',
    );
    expect(rules(row({ shapeCode: '14' }))).toEqual(['unknown-shape:shapeCode']);
  });

  it('says what to do with a stock length (BS 8666 code 01), which is not made to a schedule', () => {
    // a CAD export, or a « 1 » typed, gives it: the bar is sold as it comes, from the catalogue
    expect(checkRow(row({ shapeCode: '01', dims: { A: 12000 } }))).toEqual([
      {
        rule: 'unknown-shape',
        field: 'shapeCode',
        message:
          'Le code 01 désigne une barre de stock, livrée sans coupe : commandez-la au catalogue (barres de 6 et 12 m), ou indiquez le code 00 pour une barre coupée à la longueur voulue.',
      },
    ]);
  });

  it('wants exactly the shape’s dimensions', () => {
    expect(rules(row({ shapeCode: '21', dims: { A: 300, B: 700 } }))).toEqual(['missing-dimension:C']);
    expect(rules(row({ dims: { A: 300, B: 700, C: 200 } }))).toEqual(['extra-dimension:C']);
    expect(checkRow(row({ dims: { A: 300, B: 700, C: 200 } }))[0]!.message).toBe('La forme 11 n’a pas de cote C : effacez-la.');
    expect(rules(row({ dims: { A: -300, B: 700 } }))).toEqual(['dimension-positive:A']);
    // a cleared field, as JSON sends it, is a missing dimension and no extra one
    const cleared = { A: 300, B: null, C: null } as unknown as ScheduleRow['dims'];
    expect(rules(row({ dims: cleared }))).toEqual(['missing-dimension:B']);
  });

  it('wants dimensions in multiples of 5 mm, but not a number of turns', () => {
    expect(rules(row({ dims: { A: 302, B: 700 } }))).toEqual(['dimension-step:A']);
    expect(checkRow(row({ dims: { A: 302, B: 700 } }))[0]!.message).toBe(
      'La cote A (302 mm) n’est pas un multiple de 5 mm : arrondissez-la, par exemple à 305 mm.',
    );
    expect(rules(row({ diameterMm: 10, shapeCode: '77', dims: { A: 500, B: 100, C: 0 } }))).toEqual(['dimension-positive:C']);
  });

  it('wants each end leg at least P', () => {
    expect(checkRow(row({ dims: { A: 90, B: 700 } }))).toEqual([
      {
        rule: 'end-projection',
        field: 'A',
        message: 'La cote A (90 mm) est plus courte que le retour minimal de 125 mm pour un Ø12 : portez-la à 125 mm au moins.',
      },
    ]);
    expect(checkRow(row({ dims: { A: 125, B: 125 } }))).toEqual([]);
  });

  it('takes the links’ P for closed links', () => {
    // Ø12: 160 for a link, where a bar's end takes 125
    const link = row({ shapeCode: '51', dims: { A: 400, B: 300, C: 130 } });
    expect(rules(link)).toEqual(['end-projection:C']);
    expect(checkRow(link)[0]!.message).toContain('retour minimal d’un cadre de 160 mm');
    expect(rules(row({ shapeCode: '63', dims: { A: 400, B: 300, C: 155 } }))).toEqual(['end-projection:C']);
    expect(rules(row({ shapeCode: '63', dims: { A: 400, B: 300, C: 160 } }))).toEqual([]);
  });

  it('uses the derived values of Ø14', () => {
    expect(rules(row({ diameterMm: 14, dims: { A: 125, B: 700 } }))).toEqual(['end-projection:A']);
    expect(rules(row({ diameterMm: 14, dims: { A: 130, B: 700 } }))).toEqual([]);
    expect(rules(row({ diameterMm: 14, shapeCode: '51', dims: { A: 400, B: 300, C: 180 } }))).toEqual(['end-projection:C']);
    expect(rules(row({ diameterMm: 14, shapeCode: '51', dims: { A: 400, B: 300, C: 185 } }))).toEqual([]);
  });

  it('keeps 4d straight between two bends', () => {
    // Ø12: 2 × (24 + 12) + 4 × 12 = 120
    expect(rules(row({ shapeCode: '21', dims: { A: 300, B: 115, C: 300 } }))).toEqual(['straight-between-bends:B']);
    expect(checkRow(row({ shapeCode: '21', dims: { A: 300, B: 115, C: 300 } }))[0]!.message).toBe(
      'La cote B (115 mm) laisse moins de 4 diamètres (48 mm) droits entre deux plis pour un Ø12 : portez-la à 120 mm au moins.',
    );
    expect(rules(row({ shapeCode: '21', dims: { A: 300, B: 120, C: 300 } }))).toEqual([]);
  });

  it('keeps 4d straight between the two 90° bends of code 36', () => {
    expect(rules(row({ shapeCode: '36', dims: { A: 300, B: 5, C: 5, D: 600 } }))).toEqual(['straight-between-bends:C']);
    expect(rules(row({ shapeCode: '36', dims: { A: 300, B: 300, C: 115, D: 600 } }))).toEqual(['straight-between-bends:C']);
    expect(rules(row({ shapeCode: '36', dims: { A: 300, B: 300, C: 120, D: 600 } }))).toEqual([]);
  });

  it('keeps 4d straight along the side of code 56 between its hooks’ corner and a right angle', () => {
    // Ø10: 2 × (20 + 10) + 4 × 10 = 100; the hooks E at the links’ P of 130
    expect(rules(row({ diameterMm: 10, shapeCode: '56', dims: { A: 5, B: 5, C: 5, D: 5, E: 130 } }))).toEqual(['straight-between-bends:B']);
    expect(rules(row({ diameterMm: 10, shapeCode: '56', dims: { A: 400, B: 95, C: 400, D: 95, E: 130 } }))).toEqual(['straight-between-bends:B']);
    expect(rules(row({ diameterMm: 10, shapeCode: '56', dims: { A: 400, B: 100, C: 400, D: 100, E: 130 } }))).toEqual([]);
  });

  it('does not hold a leg that meets an oblique bend to the 90° rule', () => {
    // Ø12, B = 100 under the 120 of two right angles: a 45° bend takes only (r + d) × tan 22.5° ≈ 15 mm of it, and 4d = 48 stay straight
    expect(rules(row({ shapeCode: '26', dims: { A: 300, B: 100, C: 300 } }))).toEqual([]);
    expect(rules(row({ shapeCode: '27', dims: { A: 300, B: 100, C: 300 } }))).toEqual([]);
    expect(rules(row({ shapeCode: '36', dims: { A: 300, B: 100, C: 300, D: 600 } }))).toEqual([]);
  });

  it('wants a 180° bend no tighter than the minimum radius', () => {
    // Ø12: 2 × (24 + 12) = 72 → 75
    expect(rules(row({ shapeCode: '13', dims: { A: 300, B: 70, C: 300 } }))).toEqual(['hook-diameter:B']);
    expect(checkRow(row({ shapeCode: '13', dims: { A: 300, B: 70, C: 300 } }))[0]!.message).toContain('portez-la à 75 mm au moins');
  });

  it('keeps code 12’s radius between r and the bending limit', () => {
    expect(rules(row({ shapeCode: '12', dims: { A: 300, B: 700, R: 20 } }))).toEqual(['radius-min:R']);
    expect(rules(row({ shapeCode: '12', dims: { A: 5000, B: 5000, R: 4250 } }))).toEqual([]);
    const tooWide = checkRow(row({ shapeCode: '12', dims: { A: 5000, B: 5000, R: 4300 } }));
    expect(tooWide.map((p) => p.rule)).toEqual(['radius-limit']);
    expect(tooWide[0]!.message).toBe(
      'Le rayon de 4\u202f300 mm dépasse le plus grand rayon de cintrage d’un Ø12 (4\u202f250 mm) : la barre est à livrer droite, déclarez-la en code 00.',
    );
  });

  it('takes code 12 at the standard’s minimum radius, which is no multiple of 5 mm: the dimensions are held to the grid, the radius is not', () => {
    // Ø25: r = 87 (BS 8666 table 2)
    expect(rules(row({ diameterMm: 25, shapeCode: '12', dims: { A: 300, B: 700, R: 87 } }))).toEqual([]);
    expect(rules(row({ diameterMm: 25, shapeCode: '12', dims: { A: 300, B: 700, R: 87.5 } }))).toEqual([]);
    expect(rules(row({ diameterMm: 25, shapeCode: '12', dims: { A: 302, B: 700, R: 87 } }))).toEqual(['dimension-step:A']);
    expect(rules(row({ diameterMm: 25, shapeCode: '12', dims: { A: 300, B: 700, R: 86 } }))).toEqual(['radius-min:R']);
  });

  it('wants each leg of code 12 long enough to hold its radius', () => {
    // Ø10: P = 120 holds the standard r = 20; a radius of 500 needs 480 more: 600
    const wide = row({ diameterMm: 10, shapeCode: '12', dims: { A: 130, B: 130, R: 500 } });
    const message = (letter: string) =>
      `La cote ${letter} (130 mm) est plus courte que le retour minimal de 600 mm pour un Ø10 plié au rayon de 500 mm : portez-la à 600 mm au moins.`;
    expect(checkRow(wide)).toEqual([
      { rule: 'end-projection', field: 'A', message: message('A') },
      { rule: 'end-projection', field: 'B', message: message('B') },
    ]);
    expect(isSound(wide)).toBe(false);
    expect(rules(row({ diameterMm: 10, shapeCode: '12', dims: { A: 600, B: 595, R: 500 } }))).toEqual(['end-projection:B']);
    expect(rules(row({ diameterMm: 10, shapeCode: '12', dims: { A: 600, B: 600, R: 500 } }))).toEqual([]);
    // Ø25: 240 + (100 − 87) = 253, asked as 255 (dimensions go by 5 mm)
    const d25 = checkRow(row({ diameterMm: 25, shapeCode: '12', dims: { A: 250, B: 1000, R: 100 } }));
    expect(d25.map((p) => `${p.rule}:${p.field}`)).toEqual(['end-projection:A']);
    expect(d25[0]!.message).toContain('portez-la à 255 mm au moins');
    // at the standard radius, the table's P
    expect(rules(row({ diameterMm: 10, shapeCode: '12', dims: { A: 120, B: 120, R: 20 } }))).toEqual([]);
  });

  it('warns, without refusing, where the reference gives no bending limit', () => {
    const r32 = row({ diameterMm: 32, shapeCode: '12', dims: { A: 1000, B: 1000, R: 500 } });
    expect(rules(r32)).toEqual(['radius-limit-unknown:R']);
    expect(isSound(r32)).toBe(true);
  });

  it('checks the radius of circles', () => {
    // a Ø12 circle past its bending limit is longer than a bar too
    expect(rules(row({ shapeCode: '75', dims: { A: 10000, B: 500 } }))).toEqual(['radius-limit:A', 'max-cut-length:cutLength']);
    expect(rules(row({ shapeCode: '75', dims: { A: 3000, B: 500 } }))).toEqual([]);
    expect(checkRow(row({ shapeCode: '75', dims: { A: 60, B: 500 } }))[0]!.message).toBe(
      'Le diamètre A (60 mm) est trop petit pour cintrer un Ø12 : portez-le à 75 mm au moins.',
    );
  });

  it('keeps the cut length within the 12 m bar', () => {
    expect(rules(row({ shapeCode: '00', dims: { A: 12000 } }))).toEqual([]);
    expect(rules(row({ shapeCode: '00', dims: { A: 12005 } }))).toEqual(['max-cut-length:cutLength']);
    expect(rules(row({ shapeCode: '99', dims: {}, givenLengthMm: 12001 }))).toEqual(['max-cut-length:cutLength']);
  });

  it('refuses a length that comes out null or negative', () => {
    expect(rules(row({ diameterMm: 40, shapeCode: '13', dims: { A: 5, B: 5, C: 5 } }))).toContain('length-positive:cutLength');
  });

  it('wants a given length for code 99 only', () => {
    expect(rules(row({ shapeCode: '99', dims: {} }))).toEqual(['given-length:givenLengthMm']);
    expect(rules(row({ shapeCode: '99', dims: {}, givenLengthMm: 0 }))).toEqual(['given-length:givenLengthMm']);
    expect(rules(row({ givenLengthMm: 1000 }))).toEqual(['given-length:givenLengthMm']);
    expect(isSound(row({ shapeCode: '99', dims: {} }))).toBe(false);
  });
});
