import { deliveryPlace } from './delivery-territory';

describe('deliveryPlace', () => {
  it.each([
    ['97200', 'trefima_mtq'],
    ['97232', 'trefima_mtq'],
    ['97122', 'trefima_gpe'],
    ['97100', 'trefima_gpe'],
    ['97300', 'trefima_guf'],
    ['97320', 'trefima_guf'],
  ])('%s is in %s', (zip, target) => expect(deliveryPlace(zip)).toEqual({ kind: 'territory', target }));

  it('keeps Saint-Barthélemy and Saint-Martin apart from Guadeloupe (outside the VAT territory)', () => {
    expect(deliveryPlace('97133')).toEqual({ kind: 'collectivity' });
    expect(deliveryPlace('97150')).toEqual({ kind: 'collectivity' });
  });

  it.each(['75001', '97400', '97600', '9720', 'abcde', ''])('%s is elsewhere', (zip) => expect(deliveryPlace(zip)).toEqual({ kind: 'elsewhere' }));
});
