import { pageOf, sitePath, siteOf } from './list-params';

describe('a list’s page and job site in its address', () => {
  it('writes one site’s address and reads it back; all sites have none', () => {
    expect(sitePath('/mes-factures', 12)).toBe('/mes-factures?chantier=12');
    expect(siteOf(new URL(sitePath('/mes-factures', 12), 'http://x').search)).toBe(12);
    expect(sitePath('/mes-factures', null)).toBe('/mes-factures');
    expect(siteOf('')).toBeNull();
    expect(siteOf('?chantier=abc')).toBeNull();
  });

  it('reads the page, the first for anything else', () => {
    expect(pageOf('?page=3&chantier=12')).toBe(3);
    expect([pageOf(''), pageOf('?page=0'), pageOf('?page=-2'), pageOf('?page=x')]).toEqual([1, 1, 1, 1]);
  });
});
