import { cleanTerm, rankSuggestions, searchPath } from './search';

describe('search terms', () => {
  it('strip tags and spaces before navigation', () => {
    expect(cleanTerm('  <b>treillis</b>   soudé ')).toBe('treillis soudé');
    expect(cleanTerm('<script>alert(1)</script>')).toBe('alert(1)');
    expect(searchPath('<img src=x onerror=alert(1)>')).toBeNull();
    expect(searchPath('bac & co')).toBe('/search?q=bac%20%26%20co');
  });

  it('rank suggestions containing the term first, at most 5', () => {
    const items = ['Closoir T40', 'Treillis ST25', 'Faîtière', 'Panneau treillis PAF', 'A', 'B', 'C'].map((name) => ({ name }));
    expect(rankSuggestions(items, 'treillis').map((i) => i.name)).toEqual(['Treillis ST25', 'Panneau treillis PAF', 'Closoir T40', 'Faîtière', 'A']);
    expect(rankSuggestions([{ title: 'Conseil : le treillis' }, { title: 'Autre' }], 'TREILLIS')[0].title).toBe('Conseil : le treillis');
  });
});
