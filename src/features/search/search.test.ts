import { cleanTerm, searchPath } from './search';

describe('search terms', () => {
  it('strip tags and spaces before navigation', () => {
    expect(cleanTerm('  <b>treillis</b>   soudé ')).toBe('treillis soudé');
    expect(cleanTerm('<script>alert(1)</script>')).toBe('alert(1)');
    expect(searchPath('<img src=x onerror=alert(1)>')).toBeNull();
    expect(searchPath('bac & co')).toBe('/search?q=bac%20%26%20co');
  });

  it('drop what nobody types, which the API refuses: a reference copied from a PDF with a soft hyphen still searches', () => {
    expect(cleanTerm('HA\u00ad12\u200b-12\u0000')).toBe('HA12-12');
    expect(cleanTerm('treillis\tsoudé')).toBe('treillis soudé');
  });
});
