import { redirectParam, safeRedirect } from '../../lib/safe-redirect';
import { loginHref } from './login-href';

/** Where the login page sends the visitor once logged in, read as src/features/account/components/login-panel.tsx reads it. */
const after = (href: string) => {
  const [pathname, search = ''] = href.split(/(?=\?)/);
  return safeRedirect(redirectParam(pathname, search), '/mon-compte');
};

describe('loginHref', () => {
  it.each([
    ['/produit/barre-ha-o12-12-m', '', '/connexion/%2Fproduit%2Fbarre-ha-o12-12-m'],
    ['/search', '?q=treillis&page=2', '/connexion/%2Fsearch%3Fq%3Dtreillis%26page%3D2'],
    ['/', '', '/connexion/%2F'],
    // a path as the browser gives it, already percent-encoded: it comes back the same
    ['/recherche/b%C3%A9ton', '', '/connexion/%2Frecherche%2Fb%25C3%25A9ton'],
  ])('carries the page %s%s', (pathname, search, href) => {
    expect(loginHref(pathname, search)).toBe(href);
    expect(after(href)).toBe(pathname + search);
  });

  it('keeps the target a page of the sign-in journey already carries, and adds none of its own', () => {
    expect(loginHref('/connexion/%2Fmes-devis')).toBe('/connexion/%2Fmes-devis');
    expect(loginHref('/connexion', '?redirect=%2Fpanier')).toBe('/connexion/%2Fpanier');
    expect(loginHref('/inscription', '?redirect=%2Fpanier')).toBe('/connexion/%2Fpanier');
    expect(loginHref('/connexion')).toBe('/connexion');
    expect(loginHref('/renouveller-mot-de-passe')).toBe('/connexion');
    expect(loginHref('/nouveau-mot-de-passe/confirmation')).toBe('/connexion');
    expect(loginHref('/confirmation/contact')).toBe('/connexion');
  });

  it.each([
    ['//evil.example/x', ''],
    ['/\\evil.example', ''],
    ['/a/../../x', ''],
    ['/connexion/https%3A%2F%2Fevil.example', ''],
    ['/connexion/%2F%2Fevil.example', ''],
    ['/inscription', '?redirect=%252F%252Fevil.example'],
    ['/produit/x\n', ''],
  ])('never leads to another site: %j', (pathname, search) => {
    expect(loginHref(pathname, search)).toBe('/connexion');
  });
});
