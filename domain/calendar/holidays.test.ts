import { easter, holidayOn, holidaysOf, type Territory } from './holidays';

const TERRITORIES: Territory[] = ['mtq', 'gpe', 'guf'];

describe('easter', () => {
  it('follows the published Easter dates', () => {
    expect(easter(2026)).toEqual([4, 5]);
    expect(easter(2027)).toEqual([3, 28]);
    expect(easter(2000)).toEqual([4, 23]);
    expect(easter(2008)).toEqual([3, 23]); // the earliest of this century
    expect(easter(2019)).toEqual([4, 21]);
    expect(easter(2024)).toEqual([3, 31]);
    expect(easter(2038)).toEqual([4, 25]); // the latest possible date
  });
});

describe('holidaysOf', () => {
  it('lists the eleven national days and Martinique’s 22 mai, sorted by date', () => {
    // Easter 2026 is 5 April: lundi de Pâques 6 April, Ascension (+39) 14 May, Pentecôte Monday (+50) 25 May
    expect(holidaysOf(2026, 'mtq')).toEqual([
      { date: '2026-01-01', name: 'jour de l’an' },
      { date: '2026-04-06', name: 'lundi de Pâques' },
      { date: '2026-05-01', name: 'fête du Travail' },
      { date: '2026-05-08', name: 'victoire de 1945' },
      { date: '2026-05-14', name: 'Ascension' },
      { date: '2026-05-22', name: 'abolition de l’esclavage' },
      { date: '2026-05-25', name: 'lundi de Pentecôte' },
      { date: '2026-07-14', name: 'fête nationale' },
      { date: '2026-08-15', name: 'Assomption' },
      { date: '2026-11-01', name: 'Toussaint' },
      { date: '2026-11-11', name: 'armistice de 1918' },
      { date: '2026-12-25', name: 'Noël' },
    ]);
  });

  it('moves the movable feasts with Easter', () => {
    // Easter 2027 is 28 March: Monday 29 March, Ascension 6 May, Pentecôte Monday 17 May
    const dates = holidaysOf(2027, 'gpe').map((h) => h.date);
    expect(dates).toEqual(expect.arrayContaining(['2027-03-29', '2027-05-06', '2027-05-17']));
    expect(dates).toHaveLength(12);
  });

  it('gives each territory its own abolition day (décret n° 83-1003) and no other’s', () => {
    expect(holidayOn('2026-05-22', 'mtq')).toBe('abolition de l’esclavage');
    expect(holidayOn('2026-05-27', 'gpe')).toBe('abolition de l’esclavage');
    expect(holidayOn('2026-06-10', 'guf')).toBe('abolition de l’esclavage');
    expect(holidayOn('2026-05-22', 'gpe')).toBeNull();
    expect(holidayOn('2026-05-22', 'guf')).toBeNull();
    expect(holidayOn('2026-05-27', 'mtq')).toBeNull();
    expect(holidayOn('2026-06-10', 'mtq')).toBeNull();
    expect(holidayOn('2026-06-10', 'gpe')).toBeNull();
  });

  it('leaves out the days that are customary but not legal holidays', () => {
    for (const t of TERRITORIES) {
      expect(holidayOn('2026-02-17', t)).toBeNull(); // mardi gras: Easter − 47
      expect(holidayOn('2026-02-18', t)).toBeNull(); // mercredi des Cendres
      expect(holidayOn('2026-04-03', t)).toBeNull(); // Vendredi saint: Easter − 2
      expect(holidayOn('2026-07-21', t)).toBeNull(); // Victor Schœlcher: arrêté of 1914 made caduc by the loi of 1983
      expect(holidayOn('2026-11-02', t)).toBeNull(); // Défunts
    }
  });

  it('gives one entry with both names when two holidays fall on the same day', () => {
    // Easter 2008 was 23 March, so Ascension fell on 1 May
    expect(holidayOn('2008-05-01', 'mtq')).toBe('fête du Travail et Ascension');
    expect(holidaysOf(2008, 'mtq')).toHaveLength(11);
    // Easter 2019 was 21 April, so Pentecôte Monday fell on Guyane’s 10 June
    expect(holidayOn('2019-06-10', 'guf')).toBe('lundi de Pentecôte et abolition de l’esclavage');
    // Easter 2051 is 2 April, so Pentecôte Monday falls on Martinique’s 22 May
    expect(holidayOn('2051-05-22', 'mtq')).toBe('lundi de Pentecôte et abolition de l’esclavage');
  });

  it('knows 2000 to 2100 and refuses to guess outside', () => {
    for (const t of TERRITORIES) {
      for (const year of [2000, 2050, 2100]) {
        const dates = holidaysOf(year, t).map((h) => h.date);
        expect(dates).toEqual([...dates].sort());
        expect(dates.every((d) => d.startsWith(`${year}-`))).toBe(true);
      }
    }
    expect(() => holidaysOf(1999, 'mtq')).toThrow(RangeError);
    expect(() => holidaysOf(2101, 'mtq')).toThrow(RangeError);
    expect(() => holidaysOf(2026.5, 'mtq')).toThrow(RangeError);
  });

  it('returns a copy the caller may change', () => {
    holidaysOf(2026, 'guf')[0].name = 'changed';
    expect(holidayOn('2026-01-01', 'guf')).toBe('jour de l’an');
  });
});
