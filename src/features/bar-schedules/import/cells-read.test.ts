import { isTypeAndSize, readCount, readDiameter, readGrade, readMillimetres, readShapeCode, readTurns, writeNumber } from './cells-read';

const value = <T>(read: { value: T } | { error: string }) => ('value' in read ? read.value : read.error);

describe('reading a cell', () => {
  it.each<[string, number]>([
    ['1250', 1250],
    ['1 250', 1250],
    ['1\u00a0250', 1250],
    ['1\u202f250', 1250],
    ['12 500,5', 12500.5],
    ['12,5', 12.5],
    ['12.5', 12.5],
    [',5', 0.5],
    ['0,125', 0.125],
    ['1250 mm', 1250],
    ['1250mm', 1250],
    ['125 cm', 1250],
    ['1,25 m', 1250],
    ['1,15 m', 1150],
    ["'300", 300],
    ['  300  ', 300],
    ['-300', -300],
    ['\u2212300', -300],
    ['-0', 0],
  ])('reads the millimetres of %j', (typed, mm) => {
    expect(value(readMillimetres(typed))).toBe(mm);
  });

  it('says what to type when it cannot read a number', () => {
    for (const typed of ['trois cents', '12 5', '1 25', 'mm', '12,5,5', '1/2', 'A300'])
      expect(readMillimetres(typed)).toEqual({ error: 'Écrivez un nombre de millimètres, par exemple 1\u202f250 ou 12,5.' });
  });

  it('asks which was meant when a point or a comma could separate thousands', () => {
    expect(readMillimetres('1.250')).toEqual({
      error: '« 1.250 » peut se lire 1\u202f250 ou 1,25 : écrivez 1\u202f250 avec une espace, ou 1,25 avec une virgule.',
    });
    expect('error' in readMillimetres('1,250')).toBe(true);
    expect('error' in readCount('1,000')).toBe(true);
    // not with a unit, nor with four digits before the point
    expect(value(readMillimetres('1,250 m'))).toBe(1250);
    expect(value(readMillimetres('1250.125'))).toBe(1250.125);
  });

  it('refuses what the API could not save', () => {
    expect(readMillimetres('100 001')).toEqual({ error: 'Écrivez un nombre d’au plus 100\u202f000.' });
    expect(value(readMillimetres('100 000'))).toBe(100000);
    expect('error' in readDiameter('120')).toBe(true);
  });

  it.each(['12', 'Ø12', 'ø 12', '⌀12', '∅12', 'φ12', 'HA12', 'ha 12', 'H12', 'T12', 't12', '12 mm', 'HA12mm', '12,0'])('reads the diameter of %j', (typed) => {
    expect(value(readDiameter(typed))).toBe(12);
  });

  it('refuses a diameter behind a type that names a grade, or none', () => {
    for (const typed of ['B12', 'C12', 'R12', 'douze', 'Ø', 'HA'])
      expect(readDiameter(typed)).toEqual({ error: 'Écrivez un diamètre en millimètres, par exemple 12, Ø12 ou HA12.' });
  });

  it('tells a type and size', () => {
    expect(['HA12', 'H 16', 't10'].map(isTypeAndSize)).toEqual([true, true, true]);
    expect(['B500B', 'HA', '12', 'HA12,5'].map(isTypeAndSize)).toEqual([false, false, false, false]);
  });

  it('writes shape codes with two digits', () => {
    expect(['0', '00', '11', "'11", "'0", ' 21 ', '1'].map((t) => value(readShapeCode(t)))).toEqual(['00', '00', '11', '11', '00', '21', '01']);
    for (const typed of ['111', 'A', '11a', '1,1'])
      expect(readShapeCode(typed)).toEqual({ error: 'Écrivez un code de forme à deux chiffres, par exemple 00, 11 ou 21.' });
  });

  it('wants whole counts', () => {
    expect(['4', '1 000', '4,0', "'12"].map((t) => value(readCount(t)))).toEqual([4, 1000, 4, 12]);
    expect(readCount('4,5')).toEqual({ error: 'Écrivez un nombre entier, par exemple 4.' });
    expect(readCount('quatre')).toEqual({ error: 'Écrivez un nombre entier, par exemple 4.' });
    // the sign is compliance.ts's to refuse, with the row's other checks
    expect(value(readCount('-2'))).toBe(-2);
  });

  it('reads turns, which need not be whole', () => {
    expect(value(readTurns('7,5'))).toBe(7.5);
    expect(readTurns('sept')).toEqual({ error: 'Écrivez un nombre de spires, par exemple 7 ou 7,5.' });
  });

  it('writes B500 grades one way and keeps the others', () => {
    expect(['b500b', 'B 500 C', 'B500A', 'FeE500'].map((t) => value(readGrade(t)))).toEqual(['B500B', 'B500C', 'B500A', 'FeE500']);
    expect(readGrade('x'.repeat(11))).toEqual({ error: 'Écrivez au plus 10 caractères.' });
  });
});

describe('writing a number in a cell', () => {
  it('writes it the French way, without thousands separator', () => {
    expect([12.5, 1250, 12000, -300, -0, 0.125, 1234.125].map(writeNumber)).toEqual(['12,5', '1250', '12000', '-300', '0', '0,125', '1234,125']);
  });

  it('reads back the same, a three-digit fraction included', () => {
    expect(writeNumber(1.125)).toBe('1,1250');
    for (const n of [0, 5, 12.5, 1250, 1.125, 300.25, 99999.5, -12.75, 0.001]) expect(value(readMillimetres(writeNumber(n)))).toBe(n);
  });
});
