import { TIME_ZONES } from '../calendar/time-zones';
import { DEFAULT_RESERVATION_MINUTES, formatDeadline, reservationDeadline, reservationLeftMs, reservationPassed, reservedUntilText } from './reservation';

const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');
/** 14:05 in Martinique and Guadeloupe (UTC-4), 15:05 in Guyane (UTC-3) */
const START = Date.parse('2026-12-02T18:05:00.000Z');

describe('the stock reserved for a card payment', () => {
  it('holds 30 minutes unless configured otherwise, in whole minutes', () => {
    expect(DEFAULT_RESERVATION_MINUTES).toBe(30);
    expect(reservationDeadline(START)).toBe(Date.parse('2026-12-02T18:35:00.000Z'));
    expect(reservationDeadline(START, 45)).toBe(Date.parse('2026-12-02T18:50:00.000Z'));
    for (const wrong of [0, -5, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => reservationDeadline(START, wrong)).toThrow(RangeError);
  });

  it('is over at its deadline to the millisecond, not before', () => {
    const deadline = reservationDeadline(START);
    expect(reservationPassed(deadline, deadline - 1)).toBe(false);
    expect(reservationPassed(deadline, deadline)).toBe(true);
    expect(reservationPassed(deadline, deadline + 60_000)).toBe(true);
    expect(reservationLeftMs(deadline, START)).toBe(30 * 60_000);
    expect(reservationLeftMs(deadline, deadline + 1)).toBe(0);
  });

  it('reads its deadline on the territory’s clock', () => {
    const deadline = reservationDeadline(START);
    expect(formatDeadline(deadline, TIME_ZONES.mtq)).toBe('14\u00a0h\u00a035');
    expect(nbsp(formatDeadline(deadline, TIME_ZONES.gpe))).toBe('14 h 35');
    expect(nbsp(formatDeadline(deadline, TIME_ZONES.guf))).toBe('15 h 35');
    expect(nbsp(reservedUntilText(deadline, TIME_ZONES.mtq))).toBe('Réservé jusqu’à 14 h 35');
  });

  it('writes an hour past midnight and the minutes as French does', () => {
    // 23:50 in Martinique: the reservation ends after midnight there, and on a full hour in Guyane
    const late = reservationDeadline(Date.parse('2026-12-03T03:50:00.000Z'), 15);
    expect(nbsp(formatDeadline(late, TIME_ZONES.mtq))).toBe('0 h 05');
    expect(nbsp(formatDeadline(Date.parse('2026-12-03T04:00:00.000Z'), TIME_ZONES.guf))).toBe('1 h 00');
  });
});
