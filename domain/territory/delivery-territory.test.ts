import { deliveryNote, deliveryPlace, deliversTo, undeliverableReason } from './delivery-territory';

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

describe('what a buyer is told about an address', () => {
  const labelOf = (t: string) => ({ trefima_gpe: 'Guadeloupe', trefima_mtq: 'Martinique', trefima_guf: 'Guyane' })[t]!;

  it('delivers an order only in its own territory', () => {
    expect(deliversTo('97200', 'trefima_mtq')).toBe(true);
    expect(deliversTo('97122', 'trefima_mtq')).toBe(false);
    expect(deliversTo('97150', 'trefima_gpe')).toBe(false);
    expect(deliveryNote('97200', 'trefima_mtq', labelOf)).toBeNull();
    expect(deliveryNote('97122', 'trefima_mtq', labelOf)).toBe('En Guadeloupe : choisissez le territoire Guadeloupe pour y être livré.');
    expect(deliveryNote('75004', 'trefima_mtq', labelOf)).toBe('Facturation seulement : nous ne livrons pas à cette adresse.');
  });

  it('says why the shop does not deliver somewhere at all, and nothing where it does', () => {
    expect(undeliverableReason('97300')).toBeNull();
    expect(undeliverableReason('75004')).toMatch(/^Nous livrons en Martinique, en Guadeloupe et en Guyane uniquement/);
    expect(undeliverableReason('97133')).toMatch(/Saint-Barthélemy/);
  });
});
