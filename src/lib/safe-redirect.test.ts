import { redirectParam, safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/mes-devis', '/mes-devis'],
    ['/panier?x=1', '/panier?x=1'],
    ['%2Fmes-devis', '/mes-devis'],
    ['%2Fmes-devis%2F12', '/mes-devis/12'],
    ['/produit/barre-ha-o12-12-m#caracteristiques', '/produit/barre-ha-o12-12-m#caracteristiques'],
    ['%2Fsearch%3Fq%3Dtreillis', '/search?q=treillis'],
    ['/', '/'],
    ['/categorie/bacs-acier/color__RAL-7016', '/categorie/bacs-acier/color__RAL-7016'],
    ['/recherche/b%C3%A9ton', '/recherche/béton'],
  ])('accepts the site path %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it.each([
    // other sites
    'https://evil.example',
    'https:%2F%2Fevil.example',
    'http://evil.example/mes-devis',
    '//evil.example',
    '%2F%2Fevil.example',
    '/%2Fevil.example',
    '///evil.example',
    '/\\evil.example',
    '%2F%5Cevil.example',
    '\\\\evil.example',
    '\\/evil.example',
    // encoded twice: the second decoding must not reveal another site
    '%252F%252Fevil.example',
    '%2F%252Fevil.example',
    'https%253A%252F%252Fevil.example',
    '%252F%255Cevil.example',
    // schemes
    'javascript:alert(1)',
    'javascript%3Aalert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:a@evil.example',
    // control characters that URL parsers drop
    '/\t/evil.example',
    '%2F%09%2Fevil.example',
    '/%0A/evil.example',
    '/\n/evil.example',
    '/mes-devis\u0000',
    '/mes-devis%00',
    // climbing out of the path
    '/../evil',
    '/mes-devis/../../etc/passwd',
    '%2F..%2F..%2Fevil',
    '/%2e%2e/evil',
    '/./mes-devis',
    // not a path
    'mes-devis',
    'evil.example',
    ' /mes-devis',
    '',
    '   ',
    // malformed encoding
    '%E0%A4%A',
    '%',
  ])('refuses %j', (raw) => {
    expect(safeRedirect(raw)).toBe('/mon-compte');
  });

  it('gives the fallback for nothing', () => {
    expect(safeRedirect(null)).toBe('/mon-compte');
    expect(safeRedirect(undefined)).toBe('/mon-compte');
  });

  it('uses the fallback it is given', () => {
    expect(safeRedirect('//evil.example', '/')).toBe('/');
    expect(safeRedirect('/mes-adresses', '/')).toBe('/mes-adresses');
  });

  it('refuses a path too long to be one of the site', () => {
    expect(safeRedirect(`/${'a'.repeat(3000)}`)).toBe('/mon-compte');
  });

  it('decodes only once: an encoded percent stays encoded', () => {
    expect(safeRedirect('%2Fsearch%3Fq%3D100%2525')).toBe('/search?q=100%25');
  });
});

describe('redirectParam', () => {
  it('reads the segment after /connexion/, still encoded', () => {
    expect(redirectParam('/connexion/%2Fmes-devis')).toBe('%2Fmes-devis');
    expect(redirectParam('/connexion/https:%2F%2Fevil.example')).toBe('https:%2F%2Fevil.example');
    expect(redirectParam('/connexion/%2Fmes-devis/')).toBe('%2Fmes-devis');
  });

  it('reads ?redirect= otherwise', () => {
    expect(redirectParam('/connexion', '?redirect=%2Fpanier%3Fx%3D1')).toBe('%2Fpanier%3Fx%3D1');
    expect(redirectParam('/inscription', '?a=1&redirect=%2Fmes-devis&b=2')).toBe('%2Fmes-devis');
    expect(redirectParam('/connexion', '?redirect=')).toBeNull();
  });

  it('gives nothing without a target', () => {
    expect(redirectParam('/connexion')).toBeNull();
    expect(redirectParam('/connexion/')).toBeNull();
  });

  it('with safeRedirect, sends only to a path of the site', () => {
    expect(safeRedirect(redirectParam('/connexion/%2Fmes-devis'))).toBe('/mes-devis');
    expect(safeRedirect(redirectParam('/connexion/https:%2F%2Fevil.example'))).toBe('/mon-compte');
    expect(safeRedirect(redirectParam('/connexion', '?redirect=//evil.example'))).toBe('/mon-compte');
    expect(safeRedirect(redirectParam('/connexion', '?redirect=%2F%2Fevil.example'))).toBe('/mon-compte');
  });
});
