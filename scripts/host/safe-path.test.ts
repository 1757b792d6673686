import { encodePath, readPath, redirectLocation } from './safe-path';

describe('readPath: the path a request names, and its one canonical form', () => {
  test.each([
    ['/', '/', '/', '/'],
    ['/categorie/bacs', '/categorie/bacs', '/categorie/bacs', '/categorie/bacs'],
    ['/categorie/bacs/', '/categorie/bacs/', '/categorie/bacs', '/categorie/bacs'],
    ['/caf%C3%A9', '/café', '/café', '/caf%C3%A9'],
    ['//', '//', '/', '/'],
    ['/%2F', '//', '/', '/%2F'],
    ['//evil.example/', '//evil.example/', '/evil.example', '/evil.example'],
    ['///evil.example//', '///evil.example//', '/evil.example', '/evil.example'],
    ['/%2F%2Fevil.example/', '///evil.example/', '/evil.example', '/%2F%2Fevil.example'],
    ['/%2f/evil.example/', '///evil.example/', '/evil.example', '/%2f/evil.example'],
    ['/\\evil.example/', '/\\evil.example/', '/evil.example', '/evil.example'],
    ['/%5C%5Cevil.example', '/\\\\evil.example', '/evil.example', '/%5C%5Cevil.example'],
    ['/\\/evil.example/', '/\\/evil.example/', '/evil.example', '/evil.example'],
    ['/a//b\\c/', '/a//b\\c/', '/a/b/c', '/a/b/c'],
    // decoded once, as every server does: a double-encoded slash is the text "%2F", encoded again in a Location
    ['/%252F%252Fevil.example/', '/%2F%2Fevil.example/', '/%2F%2Fevil.example', '/%252F%252Fevil.example'],
    // the absolute form of a request target: only its path counts
    ['http://evil.example//evil.example/', '//evil.example/', '/evil.example', '/evil.example'],
    ['HTTPS://evil.example', '/', '/', '/'],
    // an encoded slash is a character of its segment: the login page's return address stays as sent
    ['/connexion/%2Fmes-devis', '/connexion//mes-devis', '/connexion/mes-devis', '/connexion/%2Fmes-devis'],
    // dot segments are resolved as a browser would, encoded or not, never above the root
    ['/x/../nos-gammes', '/x/../nos-gammes', '/nos-gammes', '/nos-gammes'],
    ['/nos-gammes/.', '/nos-gammes/.', '/nos-gammes', '/nos-gammes'],
    ['/./a/%2e/b/%2E%2e/c/', '/./a/./b/../c/', '/a/c', '/a/c'],
    ['/../..//evil.example', '/../..//evil.example', '/evil.example', '/evil.example'],
    ['/%2e%2e/%2F%2Fevil.example', '/..///evil.example', '/evil.example', '/%2F%2Fevil.example'],
    ['/..', '/..', '/', '/'],
    ['/...', '/...', '/...', '/...'],
    ['/connexion/%2F..%2Fx', '/connexion//../x', '/x', '/connexion/%2F..%2Fx'],
  ])('%j reads as %j, canonically %j, at the address %j', (target, path, canonical, address) => {
    const raw = target.replace(/^[a-z]+:\/\/[^/]*/i, '') || '/';
    expect(readPath(target)).toEqual({ path, canonical, address, isAddress: address === raw });
  });

  test.each([
    '/%0D%0ALocation:%20http://evil.example/',
    '/%0a',
    '/%00',
    '/a%00b',
    '/%09/x',
    '/a\tb',
    '/a\x01b',
    '/%7F',
    '/\x7f',
    '/%1b',
    '/%',
    '/%C3',
    '/%E2%80',
    '*',
    '',
  ])('%j is refused: control characters, raw or encoded, or no path at all', (target) => {
    expect(readPath(target)).toBeNull();
  });
});

describe('encodePath: a decoded path as it goes into a Location', () => {
  test.each([
    ['/café', '/caf%C3%A9'],
    ['/a b', '/a%20b'],
    ['/plan/目录', '/plan/%E7%9B%AE%E5%BD%95'],
    ['/a?b#c', '/a%3Fb%23c'],
    ['/100%', '/100%25'],
    ['/%2F', '/%252F'],
    ['/emoji-😀', '/emoji-%F0%9F%98%80'],
    ["/a-b_c.d~e!$&'()*+,;=:@", "/a-b_c.d~e!$&'()*+,;=:@"],
  ])('%j is %j', (decoded, encoded) => {
    expect(encodePath(decoded)).toBe(encoded);
  });
});

describe('redirectLocation: a same-origin path, whatever the target says', () => {
  test.each([
    ['/nos-gammes', '', '/nos-gammes'],
    ['/nos-gammes', 'a=1&b=2', '/nos-gammes?a=1&b=2'],
    ['/recherche?q=acier', 'page=2', '/recherche?q=acier&page=2'],
    ['/faq#livraison', 'a=1', '/faq?a=1#livraison'],
    ['/cat%C3%A9gorie', '', '/cat%C3%A9gorie'],
    ['/catégorie/tôles et bacs', '', '/cat%C3%A9gorie/t%C3%B4les%20et%20bacs'],
    ['/x', 'q=été%20chaud', '/x?q=%C3%A9t%C3%A9%20chaud'],
    ['/x', 'q=a%0D%0Ab', '/x?q=a%0D%0Ab'],
    ['/x\r\nSet-Cookie: a=b', '', '/x%0D%0ASet-Cookie:%20a=b'],
    ['//evil.example', '', '/evil.example'],
    ['/\\evil.example', '', '/evil.example'],
    ['\\\\evil.example/x', '', '/evil.example/x'],
    ['https://evil.example/x', '', '/https:/evil.example/x'],
    ['', '', '/'],
  ])('%j with the query %j is %j', (target, query, location) => {
    expect(redirectLocation(target, query)).toBe(location);
  });
});
