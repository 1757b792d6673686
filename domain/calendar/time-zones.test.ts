import { localDate } from './working-days';
import { localDay, TIME_ZONES, timeZoneOf } from './time-zones';

describe('the day of an instant in a territory', () => {
  it('is the territory’s own day: 03:30 UTC is 00:30 in Cayenne, 23:30 the day before in the Antilles', () => {
    expect(localDay('2026-12-02T03:30:00.000Z', 'America/Cayenne')).toBe('2026-12-02');
    expect(localDay('2026-12-02T03:30:00.000Z', 'America/Martinique')).toBe('2026-12-01');
    expect(localDay('2026-12-02T03:30:00.000Z', 'America/Guadeloupe')).toBe('2026-12-01');
    // the end of February and of the year move with it
    expect(localDay('2024-03-01T02:30:00Z', 'America/Martinique')).toBe('2024-02-29');
    expect(localDay('2027-01-01T03:59:00Z', 'America/Guadeloupe')).toBe('2026-12-31');
  });

  it('keeps a calendar day as it is, and gives nothing for what is no date', () => {
    expect(localDay('2026-12-31', 'America/Cayenne')).toBe('2026-12-31');
    expect(localDay('n’importe quoi', 'America/Cayenne')).toBe('');
  });

  it('is the day the API counts an order’s delivery and an invoice’s due date from', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (const [territory, zone] of Object.entries(TIME_ZONES) as [keyof typeof TIME_ZONES, (typeof TIME_ZONES)[keyof typeof TIME_ZONES]][]) {
      // every half hour of a year
      for (let at = start; at < start + 365 * 86_400_000; at += 1_800_000) {
        if (localDay(new Date(at).toISOString(), zone) !== localDate(at, territory)) throw new Error(`${territory} ${new Date(at).toISOString()}`);
      }
    }
  });
});

describe('a sales plan’s time zone', () => {
  it('is its territory’s, and the shop’s for a plan not known yet', () => {
    expect([timeZoneOf('trefima_guf'), timeZoneOf('trefima_gpe'), timeZoneOf('trefima_mtq')]).toEqual([
      'America/Cayenne',
      'America/Guadeloupe',
      'America/Martinique',
    ]);
    expect([timeZoneOf(undefined), timeZoneOf('trefima_xyz')]).toEqual(['America/Martinique', 'America/Martinique']);
  });
});
