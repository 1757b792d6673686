import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildHost } from './app';
import { rawGet } from '../../backend/src/test-support/raw-http';

/**
 * One URL per page: every other spelling of a page's path is one 301 to it,
 * except below a client route, where the rest of the path is the browser's
 * (the sign-in page's way back, /connexion/%2Fmes-devis, is one segment).
 * Gatsby's error pages answer their own status. Paths go byte for byte over
 * a socket: fetch and inject would clean them first.
 */
const site = mkdtempSync(join(tmpdir(), 'host-spellings-'));
const page = (dir: string, body: string) => {
  mkdirSync(join(site, dir), { recursive: true });
  writeFileSync(join(site, dir, 'index.html'), body);
};
writeFileSync(join(site, 'index.html'), '<h1>Accueil</h1>');
page('nos-gammes', '<h1>Nos gammes</h1>');
page('produit/barre-ha', '<h1>Barre HA</h1>');
page('connexion', '<h1>Connexion</h1>');
page('connexion/[...]', '<h1>Connexion, puis retour</h1>');
page('categorie/bacs', '<h1>Bacs</h1>');
page('page-data/connexion/[...]', '');
writeFileSync(join(site, 'page-data', 'connexion', '[...]', 'page-data.json'), '{}');
writeFileSync(join(site, '404.html'), '<h1>Page non trouvée</h1>');
page('404', '<h1>Page non trouvée</h1>');
writeFileSync(join(site, '500.html'), '<h1>Une erreur a eu lieu</h1>');
page('500', '<h1>Une erreur a eu lieu</h1>');
page('401', '<h1>Accès non autorisé</h1>');
writeFileSync(
  join(site, 'client-routes.json'),
  JSON.stringify([
    { matchPath: '/connexion/*', path: '/connexion/[...]' },
    { matchPath: '/categorie/bacs/*', path: '/categorie/bacs' },
  ]),
);

let app: Awaited<ReturnType<typeof buildHost>>;
let port: number;
beforeAll(async () => {
  app = await buildHost({ root: site });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  rmSync(site, { recursive: true, force: true });
});

test.each([
  ['/produit%2Fbarre-ha', '/produit/barre-ha'],
  ['/produit%2fbarre-ha', '/produit/barre-ha'],
  ['/nos-gammes%2F', '/nos-gammes'],
  ['/x/../nos-gammes', '/nos-gammes'],
  ['/x/%2e%2E/nos-gammes', '/nos-gammes'],
  ['/../nos-gammes', '/nos-gammes'],
  ['/nos-gammes/.', '/nos-gammes'],
  ['/./nos-gammes', '/nos-gammes'],
  ['/nos-gammes/index.html', '/nos-gammes'],
  ['/nos-gammes/index.html?a=1', '/nos-gammes?a=1'],
  ['/nos-gammes%2Findex.html', '/nos-gammes'],
  ['/nos-gamm%65s', '/nos-gammes'],
  ['/nos-gammes%2F.', '/nos-gammes'],
  ['/index.html', '/'],
  ['/%2F', '/'],
  ['/connexion/%2F..%2F..%2Fnos-gammes/..', '/connexion'],
  ['/./connexion/%2Fmes-devis', '/connexion/%2Fmes-devis'],
  ['/connexion%2F%2Fmes-devis', '/connexion/%2Fmes-devis'],
  ['/connexi%6Fn/%2Fmes-devis', '/connexion/%2Fmes-devis'],
  ['/categorie%2Fbacs/color__RAL-7016', '/categorie/bacs/color__RAL-7016'],
])('%j is one 301 to %j, which answers 200', async (path, location) => {
  const answer = await rawGet(port, path);
  expect({ path, status: answer.status, location: answer.headers.location }).toEqual({ path, status: 301, location });
  const target = await rawGet(port, location);
  expect({ location, status: target.status, again: target.headers.location }).toEqual({ location, status: 200, again: undefined });
});

test.each([
  ['/', 'Accueil'],
  ['/nos-gammes', 'Nos gammes'],
  ['/nos-gammes?q=a%2Fb', 'Nos gammes'],
  ['/connexion', '<h1>Connexion</h1>'],
  // the way back is the browser's: an encoded slash there is a character, not a folder
  ['/connexion/%2Fmes-devis', 'puis retour'],
  ['/connexion/%2F', 'puis retour'],
  ['/connexion/%2Fproduit%2Fbarre-ha%3Fcouleur%3D1', 'puis retour'],
  ['/connexion/%2Fnos-gammes', 'puis retour'],
  ['/connexion/%2Findex.html', 'puis retour'],
  ['/categorie/bacs/color__RAL-7016/_p__2', 'Bacs'],
  // Gatsby's own names, as its browser code asks for them
  ['/page-data/connexion/[...]/page-data.json', '{}'],
])('%j answers 200 as it is', async (path, content) => {
  const answer = await rawGet(port, path);
  expect({ path, status: answer.status, location: answer.headers.location }).toEqual({ path, status: 200, location: undefined });
  expect(answer.body).toContain(content);
});

test.each([
  ['/404', 404, 'Page non trouvée'],
  ['/404.html', 404, 'Page non trouvée'],
  ['/404/index.html', 404, 'Page non trouvée'],
  ['/404%2Findex.html', 404, 'Page non trouvée'],
  ['/500', 500, 'Une erreur a eu lieu'],
  ['/500.html', 500, 'Une erreur a eu lieu'],
  ['/401', 401, 'Accès non autorisé'],
])('Gatsby’s error page %j answers its own status, %j', async (path, status, content) => {
  const answer = await rawGet(port, path);
  expect({ path, status: answer.status, location: answer.headers.location }).toEqual({ path, status, location: undefined });
  expect(answer.body).toContain(content);
});
