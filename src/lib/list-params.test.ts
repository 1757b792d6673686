import { listPath, pageOf, personOf, sitePath, siteOf } from './list-params';

describe('a list’s page and filters in its address', () => {
  it('writes one site’s address and reads it back; all sites have none', () => {
    expect(sitePath('/mes-factures', 12)).toBe('/mes-factures?chantier=12');
    expect(siteOf(new URL(sitePath('/mes-factures', 12), 'http://x').search)).toBe(12);
    expect(sitePath('/mes-factures', null)).toBe('/mes-factures');
    expect(siteOf('')).toBeNull();
    expect(siteOf('?chantier=abc')).toBeNull();
  });

  it('keeps the job site and the person together, and reads each back', () => {
    const both = listPath('/mes-commandes', { jobSite: 12, person: 7 });
    expect(both).toBe('/mes-commandes?chantier=12&personne=7');
    const search = new URL(both, 'http://x').search;
    expect([siteOf(search), personOf(search)]).toEqual([12, 7]);
    expect(listPath('/mes-devis', { jobSite: null, person: 7 })).toBe('/mes-devis?personne=7');
    expect(listPath('/mes-devis', { jobSite: 12, person: null })).toBe(sitePath('/mes-devis', 12));
    expect(listPath('/mes-devis', { jobSite: null, person: null })).toBe('/mes-devis');
    expect([personOf(''), personOf('?personne=x'), personOf('?personne=0')]).toEqual([null, null, null]);
  });

  it('reads the page, the first for anything else', () => {
    expect(pageOf('?page=3&chantier=12')).toBe(3);
    expect(pageOf('?chantier=12&personne=7&page=2')).toBe(2);
    expect([pageOf(''), pageOf('?page=0'), pageOf('?page=-2'), pageOf('?page=x')]).toEqual([1, 1, 1, 1]);
  });
});
