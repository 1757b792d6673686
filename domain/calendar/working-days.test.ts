import { addMonths, addWorkingDays, checkRequestedDate, earliestDelivery, formatDate, isValidDate, isWorkingDay, localDate } from './working-days';

describe('dates', () => {
  it('accepts only existing YYYY-MM-DD dates from 2000 to 2100', () => {
    expect(isValidDate('2026-05-22')).toBe(true);
    expect(isValidDate('2026-02-30')).toBe(false);
    expect(isValidDate('2026-02-29')).toBe(false); // 2026 is not a leap year
    expect(isValidDate('2028-02-29')).toBe(true); // 2028 is
    expect(isValidDate('2000-02-29')).toBe(true); // divisible by 400: leap
    expect(isValidDate('2100-02-29')).toBe(false); // a century not divisible by 400: not leap
    expect(isValidDate('2026-13-01')).toBe(false);
    expect(isValidDate('2026-00-10')).toBe(false);
    expect(isValidDate('2026-04-31')).toBe(false);
    expect(isValidDate('2026-5-1')).toBe(false);
    expect(isValidDate('22/05/2026')).toBe(false);
    expect(isValidDate(' 2026-05-22')).toBe(false);
    expect(isValidDate('1999-12-31')).toBe(false);
    expect(isValidDate('2101-01-01')).toBe(false);
    expect(formatDate('2026-06-12')).toBe('12/06/2026');
  });

  it('adds months, keeping to the last day of a shorter month', () => {
    expect(addMonths('2026-06-15', 6)).toBe('2026-12-15');
    expect(addMonths('2026-07-15', 6)).toBe('2027-01-15');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29'); // 2028 is a leap year
    expect(addMonths('2026-12-31', 6)).toBe('2027-06-30');
  });
});

describe('the territory’s own date', () => {
  it('is still the day before in the Antilles and in Guyane when Paris and UTC have turned the page', () => {
    // 2026-11-27 02:30 UTC: 22:30 on the 26th in Fort-de-France and Pointe-à-Pitre (UTC−4), 23:30 in Cayenne (UTC−3)
    const at = Date.UTC(2026, 10, 27, 2, 30);
    expect(localDate(at, 'mtq')).toBe('2026-11-26');
    expect(localDate(at, 'gpe')).toBe('2026-11-26');
    expect(localDate(at, 'guf')).toBe('2026-11-26');
    // 03:30 UTC is 00:30 in Cayenne, still 23:30 in the Antilles
    expect(localDate(Date.UTC(2026, 10, 27, 3, 30), 'guf')).toBe('2026-11-27');
    expect(localDate(Date.UTC(2026, 10, 27, 3, 30), 'mtq')).toBe('2026-11-26');
  });
});

describe('working days', () => {
  it('are Monday to Friday, but not the territory’s holidays', () => {
    expect(isWorkingDay('2026-05-21', 'mtq')).toBe(true); // a Thursday
    expect(isWorkingDay('2026-05-22', 'mtq')).toBe(false); // Friday, abolition day in Martinique
    expect(isWorkingDay('2026-05-22', 'gpe')).toBe(true);
    expect(isWorkingDay('2026-05-23', 'gpe')).toBe(false); // Saturday
    expect(isWorkingDay('2026-05-24', 'gpe')).toBe(false); // Sunday
    expect(() => isWorkingDay('2026-02-30', 'gpe')).toThrow(RangeError);
  });

  it('n = 0 keeps a working day and otherwise moves to the next one', () => {
    expect(addWorkingDays('2026-05-21', 0, 'mtq')).toBe('2026-05-21');
    expect(addWorkingDays('2026-06-06', 0, 'mtq')).toBe('2026-06-08'); // Saturday → Monday
    // Fri 22 abolition, weekend, Mon 25 Pentecôte: Tuesday
    expect(addWorkingDays('2026-05-22', 0, 'mtq')).toBe('2026-05-26');
  });

  it('never counts the start date', () => {
    expect(addWorkingDays('2026-06-05', 1, 'mtq')).toBe('2026-06-08'); // Friday + 1: Monday
    expect(addWorkingDays('2026-06-06', 1, 'mtq')).toBe('2026-06-08'); // Saturday + 1: Monday too
  });

  it('skips a weekend and the holidays of the territory only', () => {
    // Wed 20 May + 2: Thu 21 (1); in Martinique Fri 22 is abolition day, then the weekend and Pentecôte Monday 25
    expect(addWorkingDays('2026-05-20', 2, 'mtq')).toBe('2026-05-26');
    expect(addWorkingDays('2026-05-20', 2, 'gpe')).toBe('2026-05-22');
    expect(addWorkingDays('2026-05-20', 2, 'guf')).toBe('2026-05-22');
    // Tue 26 May + 1: Guadeloupe’s 27 May is skipped
    expect(addWorkingDays('2026-05-26', 1, 'gpe')).toBe('2026-05-28');
    expect(addWorkingDays('2026-05-26', 1, 'mtq')).toBe('2026-05-27');
    // Mon 8 June + 3: Tue 9 (1), Guyane’s Wed 10 June skipped, Thu 11 (2), Fri 12 (3)
    expect(addWorkingDays('2026-06-08', 3, 'guf')).toBe('2026-06-12');
    expect(addWorkingDays('2026-06-08', 3, 'mtq')).toBe('2026-06-11');
  });

  it('works through Easter, where only the Monday is a holiday', () => {
    // Thu 25 March 2027 + 2: Fri 26 (Vendredi saint, not a legal holiday) (1), weekend, Easter Monday 29, Tue 30 (2)
    expect(addWorkingDays('2027-03-25', 2, 'gpe')).toBe('2027-03-30');
  });

  it('crosses a year boundary', () => {
    // Thu 24 Dec 2026 + 5: Noël, weekend, Mon 28 to Thu 31 (1–4), jour de l’an, weekend, Mon 4 Jan 2027 (5)
    expect(addWorkingDays('2026-12-24', 5, 'guf')).toBe('2027-01-04');
  });

  it('crosses the end of February of leap and common years', () => {
    expect(addWorkingDays('2028-02-28', 1, 'mtq')).toBe('2028-02-29'); // Monday → Tuesday 29
    expect(addWorkingDays('2027-02-26', 1, 'mtq')).toBe('2027-03-01'); // Friday → Monday 1 March
  });

  it('refuses an invalid date or count', () => {
    expect(() => addWorkingDays('2026-02-30', 1, 'mtq')).toThrow(RangeError);
    expect(() => addWorkingDays('2026-05-20', -1, 'mtq')).toThrow(RangeError);
    expect(() => addWorkingDays('2026-05-20', 1.5, 'mtq')).toThrow(RangeError);
  });
});

describe('requested delivery date', () => {
  it('starts the delay after the order date', () => {
    expect(earliestDelivery('2026-06-08', 3, 'guf')).toBe('2026-06-12');
  });

  it('accepts a working day between the earliest date and 6 months after the order', () => {
    expect(checkRequestedDate('2026-06-12', '2026-06-08', 3, 'guf')).toBeNull();
    expect(checkRequestedDate('2026-12-15', '2026-06-15', 3, 'guf')).toBeNull(); // 6 months to the day, a Tuesday
    expect(checkRequestedDate('2026-05-22', '2026-05-04', 3, 'gpe')).toBeNull(); // not a holiday in Guadeloupe
  });

  it('says the earliest date and the delay', () => {
    expect(checkRequestedDate('2026-06-11', '2026-06-08', 3, 'guf')).toBe(
      'La livraison ne peut pas être demandée avant le 12/06/2026 : le délai est de 3 jours ouvrés en Guyane.',
    );
    expect(checkRequestedDate('2026-06-05', '2026-06-05', 1, 'mtq')).toBe(
      'La livraison ne peut pas être demandée avant le 08/06/2026 : le délai est de 1 jour ouvré en Martinique.',
    );
    expect(checkRequestedDate('2027-01-01', '2026-12-24', 5, 'gpe')).toBe(
      'La livraison ne peut pas être demandée avant le 04/01/2027 : le délai est de 5 jours ouvrés en Guadeloupe.',
    );
  });

  it('counts a made-to-order product’s making first, then the carrier’s delay, each in the territory’s working days', () => {
    // Friday 15 May in Martinique: made by Tuesday 26 (22 May and Whit Monday off), then three days on the lorry
    expect(earliestDelivery('2026-05-15', 3, 'mtq', 5)).toBe('2026-05-29');
    expect(earliestDelivery('2026-05-15', 3, 'mtq', 0)).toBe(earliestDelivery('2026-05-15', 3, 'mtq'));
    const making = { product: 'Cassettes de façade sur mesure – au m²', days: 5 };
    expect(checkRequestedDate('2026-05-29', '2026-05-15', 3, 'mtq', making)).toBeNull();
    expect(checkRequestedDate('2026-05-28', '2026-05-15', 3, 'mtq', making)).toBe(
      'La livraison ne peut pas être demandée avant le 29/05/2026 : la fabrication sur commande de « Cassettes de façade sur mesure – au m² » prend 5 jours ouvrés, puis le délai de livraison est de 3 jours ouvrés en Martinique.',
    );
    // a day's making then a day's carriage: Tuesday, not the Monday the carrier alone would give
    expect(checkRequestedDate('2026-05-18', '2026-05-15', 1, 'mtq', { product: 'Forfait coupe', days: 1 })).toBe(
      'La livraison ne peut pas être demandée avant le 19/05/2026 : la fabrication sur commande de « Forfait coupe » prend 1 jour ouvré, puis le délai de livraison est de 1 jour ouvré en Martinique.',
    );
  });

  it('names the holiday, or the day of the week, of a day off', () => {
    expect(checkRequestedDate('2026-05-22', '2026-05-04', 3, 'mtq')).toBe(
      'Le 22/05/2026 est férié en Martinique (abolition de l’esclavage) : choisissez un autre jour.',
    );
    expect(checkRequestedDate('2026-05-25', '2026-05-04', 3, 'guf')).toBe('Le 25/05/2026 est férié en Guyane (lundi de Pentecôte) : choisissez un autre jour.');
    expect(checkRequestedDate('2026-05-23', '2026-05-04', 3, 'gpe')).toBe('Le 23/05/2026 est un samedi : choisissez un jour ouvré, du lundi au vendredi.');
    expect(checkRequestedDate('2026-05-24', '2026-05-04', 3, 'gpe')).toBe('Le 24/05/2026 est un dimanche : choisissez un jour ouvré, du lundi au vendredi.');
  });

  it('refuses a date more than 6 months after the order', () => {
    expect(checkRequestedDate('2026-12-16', '2026-06-15', 3, 'mtq')).toBe(
      'La livraison ne peut pas être demandée après le 15/12/2026 : choisissez une date dans les 6 mois qui suivent la commande.',
    );
  });

  it('refuses a malformed or impossible date', () => {
    const invalid = 'La date demandée n’existe pas : choisissez un jour dans le calendrier.';
    expect(checkRequestedDate('2026-02-30', '2026-01-05', 3, 'mtq')).toBe(invalid);
    expect(checkRequestedDate('30/05/2026', '2026-01-05', 3, 'mtq')).toBe(invalid);
    expect(checkRequestedDate('', '2026-01-05', 3, 'mtq')).toBe(invalid);
  });
});
