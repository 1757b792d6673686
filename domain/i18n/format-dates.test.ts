import { formatDate } from './format-dates';

describe('formatDate in a document’s time zone', () => {
  it('reads a date-time as the day of the territory it was made in', () => {
    expect(formatDate('2026-12-02T03:30:00.000Z', 'America/Cayenne')).toBe('02/12/2026');
    expect(formatDate('2026-12-02T03:30:00.000Z', 'America/Martinique')).toBe('01/12/2026');
    expect(formatDate('2026-12-02T03:30:00.000Z', 'America/Guadeloupe')).toBe('01/12/2026');
  });

  it('keeps a calendar day as it is in any zone', () => {
    expect(formatDate('2026-12-31', 'America/Cayenne')).toBe('31/12/2026');
  });
});
