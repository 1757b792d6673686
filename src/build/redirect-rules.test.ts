import {
  checkRedirects,
  flattenChains,
  isInternalPath,
  mergeRedirects,
  netlifyRedirects,
  nginxRedirects,
  normalizeSource,
  normalizeTarget,
  type RedirectRule,
} from './redirect-rules';

const r = (from: string, to: string, status: 301 | 302 = 301): RedirectRule => ({ from, to, status });
const pages = new Set(['/', '/nos-gammes', '/contact', '/carrieres', '/metaliso', '/categorie/treillis-soudes']);

describe('normalisation', () => {
  it('strips trailing slashes except on the root and lowercases sources', () => {
    expect(normalizeSource('/Fr/Produits.HTML/')).toBe('/fr/produits.html');
    expect(normalizeSource(' /Accueil// ')).toBe('/accueil');
    expect(normalizeSource('/')).toBe('/');
    expect(normalizeTarget('/nos-gammes/')).toBe('/nos-gammes');
    expect(normalizeTarget('/')).toBe('/');
    expect(normalizeTarget('/Qui-Sommes-Nous/')).toBe('/Qui-Sommes-Nous');
  });

  it('tells internal paths from open redirects', () => {
    expect(isInternalPath('/nos-gammes')).toBe(true);
    expect(isInternalPath('/')).toBe(true);
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'http://evil.example',
      'https://evil.example/x',
      'javascript:alert(1)',
      'nos-gammes',
      '',
      '/a b',
      '/a\nb',
    ]) {
      expect(isInternalPath(bad)).toBe(false);
    }
  });
});

describe('mergeRedirects', () => {
  it('normalises sources and targets and gives legacy rules a 301', () => {
    expect(mergeRedirects([{ from: '/Fr/Produits.html/', to: '/nos-gammes/' }], [])).toEqual([r('/fr/produits.html', '/nos-gammes')]);
  });

  it('keeps the back office rule when both define a source', () => {
    const merged = mergeRedirects(
      [
        { from: '/promotions/', to: '/nos-gammes' },
        { from: '/contact.html', to: '/contact' },
      ],
      [
        { source: '/Promotions', target: '/metaliso/', status: 302 },
        { source: '/recrutement', target: '/carrieres', status: 301 },
      ],
    );
    expect(merged).toEqual([r('/promotions', '/metaliso', 302), r('/recrutement', '/carrieres'), r('/contact.html', '/contact')]);
  });

  it('ignores extra fields of the API and keeps exact duplicates once', () => {
    const merged = mergeRedirects(
      [
        { from: '/a.html', to: '/contact' },
        { from: '/A.html/', to: '/contact' },
      ],
      [{ id: 1, source: '/b', target: '/', status: 301 } as { source: string; target: string; status: 301 }],
    );
    expect(merged).toEqual([r('/b', '/'), r('/a.html', '/contact')]);
  });

  it('keeps conflicting back-office duplicates for checkRedirects to report', () => {
    const merged = mergeRedirects(
      [],
      [
        { source: '/x', target: '/contact', status: 301 },
        { source: '/x/', target: '/metaliso', status: 301 },
      ],
    );
    expect(merged).toHaveLength(2);
    expect(checkRedirects(merged, pages).join('\n')).toMatch(/Source en double.*\/x/);
  });
});

describe('checkRedirects', () => {
  it('accepts a valid set', () => {
    expect(checkRedirects([r('/old.html', '/nos-gammes'), r('/treillis', '/categorie/treillis-soudes'), r('/emploi', '/carrieres', 302)], pages)).toEqual([]);
  });

  it('accepts a target with a query string or fragment when its path is a page', () => {
    expect(checkRedirects([r('/old.html', '/nos-gammes?tri=prix'), r('/old2.html', '/contact#formulaire')], pages)).toEqual([]);
  });

  it('reports a chain', () => {
    const errors = checkRedirects([r('/a', '/b'), r('/b', '/contact')], new Set([...pages, '/b']));
    expect(errors.some((e) => e.startsWith('Chaîne de redirections : /a → /b'))).toBe(true);
    expect(errors).toHaveLength(2); // the chain, and /b shadowing a page
  });

  it('reports a chain even when the middle target is not a page', () => {
    const errors = checkRedirects([r('/a', '/b'), r('/b', '/contact')], pages);
    expect(errors).toEqual(["Cible inexistante pour /a : /b n'est pas une page du site.", expect.stringMatching(/^Chaîne de redirections : \/a → \/b/)]);
  });

  it('reports a loop once', () => {
    const errors = checkRedirects([r('/a', '/b'), r('/b', '/a')], new Set([...pages, '/a', '/b']));
    const loops = errors.filter((e) => e.startsWith('Boucle'));
    expect(loops).toEqual(['Boucle de redirection : /a → /b → /a.']);
  });

  it('reports a longer loop and the chain leading into it', () => {
    const errors = checkRedirects([r('/x', '/a'), r('/a', '/b'), r('/b', '/c'), r('/c', '/a')], pages);
    expect(errors.filter((e) => e.startsWith('Boucle'))).toEqual(['Boucle de redirection : /a → /b → /c → /a.']);
    expect(errors.some((e) => e.startsWith('Chaîne de redirections : /x → /a'))).toBe(true);
  });

  it('reports a self-redirect', () => {
    const errors = checkRedirects([r('/contact', '/contact')], pages);
    expect(errors).toContain('Boucle de redirection : /contact redirige vers elle-même.');
  });

  it('sees a loop whatever the case or trailing slash of the target', () => {
    const errors = checkRedirects([r('/a', '/B/'), r('/b', '/a')], pages);
    expect(errors.some((e) => e.startsWith('Boucle de redirection'))).toBe(true);
  });

  it('reports a duplicate source with different targets, not one with the same target', () => {
    expect(checkRedirects([r('/a', '/contact'), r('/a', '/metaliso'), r('/a', '/nos-gammes')], pages)).toEqual([
      'Source en double avec des cibles différentes : /a → /contact, /metaliso, /nos-gammes.',
    ]);
    expect(checkRedirects([r('/a', '/contact'), r('/a', '/contact')], pages)).toEqual([]);
  });

  it('reports a target that is not a built page', () => {
    expect(checkRedirects([r('/a', '/nulle-part')], pages)).toEqual(["Cible inexistante pour /a : /nulle-part n'est pas une page du site."]);
  });

  it('reports a source that shadows a built page', () => {
    expect(checkRedirects([r('/metaliso', '/nos-gammes')], pages)).toEqual(['La source /metaliso est une page du site : la redirection la masquerait.']);
  });

  it('reports open-redirect targets', () => {
    for (const target of ['//evil.example', 'http://evil.example', 'https://evil.example/contact', 'javascript:alert(1)', '/\\evil.example', 'contact']) {
      const errors = checkRedirects([r('/a', target)], pages);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/^Cible non autorisée pour \/a : .*redirection ouverte/);
    }
  });

  it('reports an invalid source', () => {
    expect(checkRedirects([r('ancien.html', '/')], pages)[0]).toMatch(/^Source invalide/);
    expect(checkRedirects([r('//ancien.html', '/')], pages)[0]).toMatch(/^Source invalide/);
  });
});

describe('flattenChains', () => {
  it('leaves single hops alone', () => {
    const rules = [r('/a', '/contact'), r('/b', '/', 302)];
    expect(flattenChains(rules)).toEqual(rules);
  });

  it('points every rule at its final target', () => {
    const flat = flattenChains([r('/a', '/b'), r('/b', '/c/'), r('/c', '/contact'), r('/d', '/nos-gammes')]);
    expect(flat).toEqual([r('/a', '/contact'), r('/b', '/contact'), r('/c', '/contact'), r('/d', '/nos-gammes')]);
    expect(checkRedirects(flat, pages)).toEqual([]);
  });

  it('makes a chain through a temporary hop temporary', () => {
    expect(flattenChains([r('/a', '/b'), r('/b', '/contact', 302)])).toEqual([r('/a', '/contact', 302), r('/b', '/contact', 302)]);
  });

  it('lets back-office rules chain into legacy ones', () => {
    const merged = mergeRedirects([{ from: '/catalogue', to: '/nos-gammes' }], [{ source: '/promotions', target: '/catalogue', status: 301 }]);
    expect(checkRedirects(merged, pages).some((e) => e.startsWith('Chaîne'))).toBe(true);
    const flat = flattenChains(merged);
    expect(flat).toEqual([r('/promotions', '/nos-gammes'), r('/catalogue', '/nos-gammes')]);
    expect(checkRedirects(flat, pages)).toEqual([]);
  });

  it('throws on a loop, naming it', () => {
    expect(() => flattenChains([r('/a', '/b'), r('/b', '/a')])).toThrow('Boucle de redirection : /a → /b → /a');
    expect(() => flattenChains([r('/x', '/a'), r('/a', '/b'), r('/b', '/a')])).toThrow('Boucle de redirection : /a → /b → /a');
  });

  it('throws on a self-redirect', () => {
    expect(() => flattenChains([r('/a', '/a')])).toThrow('Boucle de redirection : /a → /a');
  });

  it('does not follow external targets', () => {
    expect(flattenChains([r('/a', 'http://evil.example/a')])).toEqual([r('/a', 'http://evil.example/a')]);
  });
});

describe('netlifyRedirects', () => {
  it('writes a header comment and one sorted line per rule', () => {
    const body = netlifyRedirects([r('/sitemap.html', '/plan-du-site'), r('/accueil', '/'), r('/emploi', '/carrieres', 302)]);
    const lines = body.trimEnd().split('\n');
    expect(lines[0].startsWith('#')).toBe(true);
    expect(lines.slice(1)).toEqual(['/accueil / 301', '/emploi /carrieres 302', '/sitemap.html /plan-du-site 301']);
    expect(body.endsWith('\n')).toBe(true);
  });

  it('writes only the header for no rules', () => {
    expect(netlifyRedirects([]).trimEnd().split('\n')).toHaveLength(1);
  });

  it('refuses paths with whitespace', () => {
    expect(() => netlifyRedirects([r('/a b', '/')])).toThrow();
    expect(() => netlifyRedirects([r('/a', '/b c')])).toThrow();
  });
});

describe('nginxRedirects', () => {
  it('writes one exact-match location per rule, sorted by source', () => {
    const body = nginxRedirects([r('/sitemap.html', '/plan-du-site'), r('/accueil', '/'), r('/emploi', '/carrieres', 302)]);
    const lines = body.trimEnd().split('\n');
    expect(lines[0].startsWith('#')).toBe(true);
    expect(lines.slice(1)).toEqual([
      'location = /accueil { return 301 /; }',
      'location = /emploi { return 302 /carrieres; }',
      'location = /sitemap.html { return 301 /plan-du-site; }',
    ]);
  });

  it('keeps harmless characters as they are', () => {
    expect(nginxRedirects([r('/produits/treillis-st25c.php', '/nos-gammes')])).toContain('location = /produits/treillis-st25c.php { return 301 /nos-gammes; }');
  });

  it.each(['/a b', '/a\tb', "/a'b", '/a"b', '/a;b', '/a{b', '/a}b', '/a`b', '/a\\b', '/a$b', '/a#b', 'a'])('refuses the source %j', (source) => {
    expect(() => nginxRedirects([r(source, '/')])).toThrow(/Source refusée pour nginx/);
  });

  it.each(['/a b', '/a;b', '/a}b', '/$host', "/a'b"])('refuses the target %j', (target) => {
    expect(() => nginxRedirects([r('/a', target)])).toThrow(/Cible refusée pour nginx/);
  });
});
