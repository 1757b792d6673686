import { formatDecimal, formatKilograms, formatPrice, formatSiret, formatTonnes } from './format';
import { formatDate, formatDay } from './format-dates';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('formatPrice', () => {
  it('shows euros with a comma and two decimals only when fractional', () => {
    expect(formatPrice(1500)).toBe(`15${NBSP}€`);
    expect(formatPrice(1545)).toBe(`15,45${NBSP}€`);
    expect(formatPrice(1540)).toBe(`15,40${NBSP}€`);
    expect(formatPrice(5)).toBe(`0,05${NBSP}€`);
    expect(formatPrice(0)).toBe(`0${NBSP}€`);
  });

  it('groups thousands the French way and can leave the symbol out', () => {
    expect(formatPrice(142000)).toBe(`1${NNBSP}420${NBSP}€`);
    expect(formatPrice(12345678)).toBe(`123${NNBSP}456,78${NBSP}€`);
    expect(formatPrice(1545, { symbol: null })).toBe('15,45');
  });

  it('writes the cents of every amount when asked, as a document, a mail or a transfer does', () => {
    expect(formatPrice(1500, { alwaysCents: true })).toBe(`15,00${NBSP}€`);
    expect(formatPrice(683064, { alwaysCents: true })).toBe(`6${NNBSP}830,64${NBSP}€`);
    expect(formatPrice(1234500, { alwaysCents: true, symbol: null })).toBe(`12${NNBSP}345,00`);
    const intl = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
    for (const cents of [0, 1, 100, 99999, 100000, 123456789012, -5, -142000]) expect(formatPrice(cents, { alwaysCents: true })).toBe(intl.format(cents / 100));
  });

  it('writes what Intl writes for fr-FR, without building a formatter', () => {
    const intl = (cents: number) =>
      new Intl.NumberFormat('fr-FR', { minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 }).format(cents / 100);
    for (const cents of [0, 1, 9, 10, 99, 100, 101, 999, 1000, 99999, 100000, 123456, 1000000, 99999999, 123456789012, -5, -1545, -142000])
      expect(formatPrice(cents, { symbol: null })).toBe(intl(cents));
  });
});

describe('formatDate', () => {
  it('gives dd/mm/yyyy with the right month', () => {
    expect(formatDate('2026-01-05')).toBe('05/01/2026');
    expect(formatDate('2026-12-31')).toBe('31/12/2026');
    expect(formatDate('2026-11-21T10:00:00.000Z')).toBe('21/11/2026');
  });

  it('reads a date-time in the Antilles time zone (UTC-4)', () => {
    expect(formatDate('2026-03-01T02:30:00.000Z')).toBe('28/02/2026');
    expect(formatDate('2024-03-01T02:30:00.000Z')).toBe('29/02/2024');
  });

  it('gives nothing for an invalid date', () => {
    expect(formatDate('n’importe quoi')).toBe('');
  });
});

describe('formatDecimal', () => {
  const intl = (n: number, decimals = 2) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: decimals }).format(n);

  it('writes what Intl writes for fr-FR: comma, narrow no-break space between thousands, trailing zeros dropped', () => {
    for (const n of [0, 4.28, 12, 0.1, 1234.5, 1204, 85.6, 1000000.25, -3.5, 20, 8.5, 5.5, 2.1]) expect(formatDecimal(n)).toBe(intl(n));
    expect(formatDecimal(3.14159, { decimals: 3 })).toBe(intl(3.14159, 3));
    expect(formatDecimal(89.99, { decimals: 1 })).toBe('90');
  });

  it('rounds a half up as it is written, as Intl does: 1,95 kg to the tenth is 2, not 1,9 (its binary value is under 1,95)', () => {
    for (const [n, decimals] of [
      [1.95, 1],
      [6087.95, 1],
      [0.05, 1],
      [1.45, 1],
      [2.675, 2],
      [1.005, 2],
      [8.345, 2],
      [-1.95, 1],
    ] as const) {
      expect([n, formatDecimal(n, { decimals })]).toEqual([n, intl(n, decimals)]);
    }
    expect(formatDecimal(1.95, { decimals: 1 })).toBe('2');
  });

  it('leaves out the thousands separator for a value put back in a form field', () => {
    expect(formatDecimal(1234.5, { grouping: false })).toBe('1234,5');
  });

  it('never writes minus zero', () => {
    expect(formatDecimal(-0.001)).toBe('0');
  });
});

describe('formatDay', () => {
  it('writes a calendar day in words, the same day whatever the time zone', () => {
    expect(formatDay('2026-12-12')).toBe('12 décembre 2026');
    expect(formatDay('2026-01-01', { weekday: true })).toBe('jeudi 1er janvier 2026');
    expect(formatDay('2026-12-12T23:30:00Z')).toBe('12 décembre 2026');
    expect(formatDay('bientôt')).toBe('bientôt');
  });

  it('writes the first of the month « 1er », as French does, and no other day', () => {
    expect(formatDay('2027-01-01')).toBe('1er janvier 2027');
    expect(formatDay('2027-01-01T12:00:00Z', { weekday: true })).toBe('vendredi 1er janvier 2027');
    expect(formatDay('2027-01-11')).toBe('11 janvier 2027');
    expect(formatDay('2027-01-21')).toBe('21 janvier 2027');
    expect(formatDay('2027-01-31')).toBe('31 janvier 2027');
  });
});

describe('formatSiret', () => {
  it('groups a SIRET as INSEE writes it, 3 3 3 5, with no-break spaces; anything else as given', () => {
    expect(formatSiret('84125736900014')).toBe(`841${NBSP}257${NBSP}369${NBSP}00014`);
    expect(formatSiret('8412573690001')).toBe('8412573690001');
  });
});

describe('formatKilograms, formatTonnes', () => {
  it('writes grams in kilograms to the gram, the unit after a space', () => {
    expect(formatKilograms(78178)).toBe('78,178 kg');
    expect(formatKilograms(450000)).toBe('450 kg');
    expect(formatKilograms(1234500)).toBe(`1${NNBSP}234,5 kg`);
    expect(formatKilograms(1234500, { symbol: null })).toBe(`1${NNBSP}234,5`);
    expect(formatKilograms(0)).toBe('0 kg');
  });

  it('writes grams in tonnes to the kilogram', () => {
    expect(formatTonnes(78178)).toBe('0,078 t');
    expect(formatTonnes(1234567890)).toBe(`1${NNBSP}234,568 t`);
    expect(formatTonnes(450000, { symbol: null })).toBe('0,45');
  });
});
