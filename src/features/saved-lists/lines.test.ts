import type { CartLine } from '@trefima/domain/cart/contract';
import type { SavedListLine } from '@trefima/domain/saved-lists/contract';
import { filterBySite, lengthText, lineErrors, metresOf, movedPrices, parseSiteFilter } from './lines';

const listLine = (over: Partial<SavedListLine>): SavedListLine => ({
  element_id: 1,
  reference: 'HA12-12',
  name: 'Barre HA12 de 12 m',
  slug: 'barre-ha12-12',
  unit: 'barre',
  quantity: 20,
  length: null,
  unit_price_ht: 1450,
  total_ht: 29000,
  available: true,
  reason: null,
  ...over,
});
const cartLine = (over: Partial<CartLine>) => ({ element_id: 1, length: null, unit_price_ht: 1450, schedule: null, ...over }) as CartLine;

describe('movedPrices', () => {
  it('gives each unit price the cart answers otherwise than the list showed, with both figures', () => {
    const shown = [listLine({}), listLine({ element_id: 2, reference: 'HA10-6', name: 'Barre HA10 de 6 m', unit_price_ht: 500 })];
    const cart = [cartLine({ unit_price_ht: 1561 }), cartLine({ element_id: 2, unit_price_ht: 500 })];
    expect(movedPrices(shown, cart)).toEqual([{ reference: 'HA12-12', name: 'Barre HA12 de 12 m', was: 1450, now: 1561 }]);
  });

  it('matches a cut sheet by its length, and ignores a schedule’s line, a line not sold and lines never shown', () => {
    const sheet = listLine({ element_id: 5, reference: 'BAC-1000', name: 'Bac acier', length: 3, unit_price_ht: 3000 });
    const cart = [cartLine({ element_id: 5, length: 4, unit_price_ht: 4000 }), cartLine({ element_id: 5, length: 3, unit_price_ht: 3000 })];
    expect(movedPrices([sheet], cart)).toEqual([]);
    expect(movedPrices([sheet], [cartLine({ element_id: 5, length: 3, unit_price_ht: 2900 })])).toHaveLength(1);
    const scheduled = cartLine({ unit_price_ht: 99, schedule: { id: 1, number: 'NOM-1', revision: 'A', mass_g: 1 } as CartLine['schedule'] });
    expect(movedPrices([listLine({})], [scheduled])).toEqual([]);
    expect(movedPrices([listLine({ unit_price_ht: null, total_ht: null, available: false })], [cartLine({})])).toEqual([]);
    expect(movedPrices(undefined, [cartLine({ unit_price_ht: 1 })])).toEqual([]);
  });
});

describe('filterBySite', () => {
  const lists = [
    { name: 'Villa', job_site: null },
    { name: 'Lot 2', job_site: { job_site_id: 7, name: 'Flamboyants' } },
    { name: 'Lot 3', job_site: { job_site_id: 8, name: 'Jarry' } },
  ];
  it('keeps every list, the lists on no site, or one site’s', () => {
    expect(filterBySite(lists, parseSiteFilter('all')).map((l) => l.name)).toEqual(['Villa', 'Lot 2', 'Lot 3']);
    expect(filterBySite(lists, parseSiteFilter('none')).map((l) => l.name)).toEqual(['Villa']);
    expect(filterBySite(lists, parseSiteFilter('8')).map((l) => l.name)).toEqual(['Lot 3']);
    expect(filterBySite(lists, parseSiteFilter('9'))).toEqual([]);
  });
});

describe('lineErrors', () => {
  it('says the API’s refusals against the lines by number and name, and leaves other fields out', () => {
    const said = lineErrors({ 'lines.1.quantity': 'Il reste 3 barres en stock.', name: 'x', 'lines.4.element_id': 'Inconnu.' }, [{ name: 'A' }, { name: 'B' }]);
    expect(said).toEqual([
      { key: 'lines.1.quantity', line: 2, name: 'B', message: 'Il reste 3 barres en stock.' },
      { key: 'lines.4.element_id', line: 5, name: null, message: 'Inconnu.' },
    ]);
  });
});

describe('a sheet’s length as typed', () => {
  it('reads French and English decimals, keeps nothing for an empty field, and sends 0 for what does not read', () => {
    expect([metresOf('4,5'), metresOf('4.5'), metresOf(' 6 '), metresOf('4,')]).toEqual([4.5, 4.5, 6, 4]);
    expect([metresOf(null), metresOf(''), metresOf('  ')]).toEqual([null, null, null]);
    expect(metresOf('quatre')).toBe(0);
    expect([lengthText(null), lengthText(4.5), lengthText(3)]).toEqual([null, '4,5', '3']);
  });
});
