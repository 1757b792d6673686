import { hasFilters, isSlug, parseResultsPath, parseSearchParams, searchHref } from './search-query';

describe('search results URLs', () => {
  it('read the term, the page and the filters of a query string', () => {
    expect(parseSearchParams('?q=treillis&brand=Trefima&color=RAL%207016&color=RAL+3009&page=2')).toEqual({
      q: 'treillis',
      page: 2,
      filters: { brand: ['Trefima'], color: ['RAL 7016', 'RAL 3009'] },
    });
  });

  it('strip tags from the term, and ignore a bad page, empty or repeated values and unknown parameters', () => {
    expect(parseSearchParams('?q=%3Cb%3Etreillis%3C%2Fb%3E&page=0&brand=&brand=Trefima&brand=Trefima&price=1&foo=bar')).toEqual({
      q: 'treillis',
      page: 1,
      filters: { brand: ['Trefima'] },
    });
    expect(parseSearchParams('').q).toBe('');
    expect(parseSearchParams('?page=abc').page).toBe(1);
  });

  it('write filters as query parameters that read back the same, page last, page 1 left out', () => {
    const state = { q: 'bac acier & co', page: 3, filters: { color: ['RAL 7016'], brand: ['Metaliso'], width: ['2.4'] } };
    const href = searchHref('/search', state);
    expect(href).toBe('/search?q=bac%20acier%20%26%20co&brand=Metaliso&color=RAL%207016&width=2.4&page=3');
    expect(parseSearchParams(href.slice(href.indexOf('?')))).toEqual(state);
    expect(searchHref('/search', { q: 'treillis', page: 1 })).toBe('/search?q=treillis');
    expect(searchHref('/results/treillis', { page: 2 })).toBe('/results/treillis?page=2');
    expect(searchHref('/results/treillis', {})).toBe('/results/treillis');
  });

  it('tell whether a filter is set', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ brand: [] })).toBe(false);
    expect(hasFilters({ brand: ['Trefima'] })).toBe(true);
  });

  it('read the legacy /results/:category?/:search path', () => {
    expect(parseResultsPath('/results/treillis')).toEqual({ category: null, q: 'treillis' });
    expect(parseResultsPath('/results/treillis-soudes/st25/')).toEqual({ category: 'treillis-soudes', q: 'st25' });
    expect(parseResultsPath('/results/bac%20acier')).toEqual({ category: null, q: 'bac acier' });
    expect(parseResultsPath('/results')).toEqual({ category: null, q: '' });
    expect(parseResultsPath('/results/a/b/c')).toBeNull();
    expect(parseResultsPath('/results/%E0%A4%A')).toBeNull();
  });

  it('only look up real slugs', () => {
    expect(isSlug('treillis-soudes')).toBe(true);
    expect(isSlug('Treillis soudés')).toBe(false);
  });
});
