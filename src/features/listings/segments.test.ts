import type { Facets } from '@trefima/domain/contract';
import {
  categoryPath,
  decodeFilterValue,
  encodeFilterValue,
  hasUnknownFilterValue,
  parseCategorySegments,
  priceRangeCents,
  segmentsAfter,
  SORTS,
} from './segments';

describe('category segments', () => {
  it('reads categories, filters and page in any order', () => {
    expect(parseCategorySegments(['_12_13', 'color__RAL-7016__RAL-3009', 'width__1-06', '_p__3'])).toEqual({
      categories: [12, 13],
      filters: { color: ['RAL 7016', 'RAL 3009'], width: ['1.06'] },
      page: 3,
    });
    expect(parseCategorySegments(['tags__nf-afcab__sur-mesure'])).toEqual({ categories: [], filters: { tags: ['nf-afcab', 'sur-mesure'] }, page: 1 });
    expect(parseCategorySegments(['price__1000__5000'])?.filters.price).toEqual(['1000', '5000']);
    expect(parseCategorySegments([])).toEqual({ categories: [], filters: {}, page: 1 });
  });

  it('refuses what it does not understand', () => {
    for (const bad of [['_p__0'], ['_p__x'], ['weight__2'], ['color'], ['color__'], ['_12_'], ['price__1'], ['price__a__b'], ['%E0%A4%A'], ['brand__A%2FB']]) {
      expect([bad, parseCategorySegments(bad)]).toEqual([bad, null]);
    }
  });

  it('refuses a page 1, which is the listing without its page segment (never written, a second address of it)', () => {
    expect(parseCategorySegments(['_p__1'])).toBeNull();
    expect(parseCategorySegments(['color__RAL-7016', '_p__1'])).toBeNull();
    expect(parseCategorySegments(['color__RAL-7016', '_p__2'])?.page).toBe(2);
  });

  it('writes the paths it reads', () => {
    const segs = { categories: [4, 5], filters: { brand: ['Metaliso'], color: ['RAL 7016'], length: ['2.5'] }, page: 2 };
    const path = categoryPath('bacs-acier', segs);
    expect(path).toBe('/categorie/bacs-acier/_4_5/brand__Metaliso/color__RAL-7016/length__2-5/_p__2');
    expect(parseCategorySegments(segmentsAfter(path, '/categorie/bacs-acier'))).toEqual(segs);
    expect(categoryPath('bacs-acier')).toBe('/categorie/bacs-acier');
  });

  it('maps hyphens to decimal points for numbers, spaces for names, and keeps slugs', () => {
    expect(decodeFilterValue('length', '12-5')).toBe('12.5');
    expect(decodeFilterValue('color', 'RAL-9010')).toBe('RAL 9010');
    expect(decodeFilterValue('tags', 'bord-de-mer')).toBe('bord-de-mer');
    expect(encodeFilterValue('width', '2.4')).toBe('2-4');
    expect(encodeFilterValue('brand', 'Trefima Pro')).toBe('Trefima-Pro');
  });
});

describe('a filter value the category does not have', () => {
  const value = (v: string, label = v) => ({ value: v, label, count: 3 });
  const facets: Facets = {
    brand: [],
    color: [value('RAL 7016', 'Gris anthracite'), value('RAL 3009')],
    tags: [value('bord-de-mer')],
    width: [value('1.06'), value('1.2')],
    length: [],
    price: { min: 1000, max: 90000 },
    total: 12,
  };
  const unknown = (segment: string) => hasUnknownFilterValue(parseCategorySegments([segment])!.filters, facets);

  it('is told from the values its facets have, numbers compared as numbers', () => {
    expect(unknown('color__RAL-9999')).toBe(true);
    expect(unknown('color__RAL-7016__RAL-9999')).toBe(true);
    expect(unknown('tags__inexistant')).toBe(true);
    expect(unknown('width__3')).toBe(true);
    expect(unknown('color__RAL-7016__RAL-3009')).toBe(false);
    expect(unknown('tags__bord-de-mer')).toBe(false);
    expect(unknown('width__1-20')).toBe(false);
  });

  it('leaves alone a filter the page does not offer, and any price range', () => {
    expect(unknown('brand__Metaliso')).toBe(false);
    expect(unknown('length__99')).toBe(false);
    expect(unknown('price__1__2')).toBe(false);
  });
});

describe('price range and sort segments', () => {
  it('reads a price range in euros HT, a hyphen for the decimal point, and gives it to the API in cents', () => {
    const segs = parseCategorySegments(['price__12-5__80']);
    expect(segs?.filters.price).toEqual(['12.5', '80']);
    expect(priceRangeCents(segs!.filters.price!)).toEqual({ min: 1250, max: 8000 });
    expect(priceRangeCents(['0.43', '2890.05'])).toEqual({ min: 43, max: 289005 });
  });

  it('reads and writes every sort order, relevance (the default) without a segment', () => {
    for (const [sort, word] of Object.entries(SORTS)) {
      const path = categoryPath('bacs-acier', { sort: sort as keyof typeof SORTS, filters: { price: ['10', '49.9'] }, page: 2 });
      expect(path).toBe(`/categorie/bacs-acier/price__10__49-9/tri__${word}/_p__2`);
      expect(parseCategorySegments(segmentsAfter(path, '/categorie/bacs-acier'))).toEqual({
        categories: [],
        filters: { price: ['10', '49.9'] },
        sort,
        page: 2,
      });
    }
    expect(parseCategorySegments(['tri__prix-croissant'])).toEqual({ categories: [], filters: {}, sort: 'price_asc', page: 1 });
    expect(categoryPath('bacs-acier', { sort: undefined })).toBe('/categorie/bacs-acier');
  });

  it('refuses bad values (the 404 content), never throws', () => {
    const bad = [
      ['tri__pertinence'],
      ['tri__prix'],
      ['tri__'],
      ['tri__prix-croissant__nom-a-z'],
      ['tri__prix-croissant', 'tri__nouveautes'],
      ['price__50__10'],
      ['price__1-234__5'],
      ['price__-1__5'],
      ['price__1e3__5000'],
      ['price__99999999__5'],
      ['price____5'],
      ['price__1__2', 'price__3__4'],
      ['_p__2', '_p__3'],
      ['color__RAL-7016', 'color__RAL-3009'],
    ];
    for (const segs of bad) expect([segs, parseCategorySegments(segs)]).toEqual([segs, null]);
  });
});
