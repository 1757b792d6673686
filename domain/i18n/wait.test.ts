import { frenchWait } from './wait';

test('a wait in French words, rounded up to the unit it is said in', () => {
  expect(frenchWait(0)).toBe('1 seconde');
  expect(frenchWait(1500)).toBe('2 secondes');
  expect(frenchWait(60_000)).toBe('1 minute');
  expect(frenchWait(61_000)).toBe('2 minutes');
  expect(frenchWait(15 * 60_000)).toBe('15 minutes');
  expect(frenchWait(61 * 60_000)).toBe('2 heures');
});
