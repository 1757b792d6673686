import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildHost } from './app';

/**
 * Client-only routes as the build describes them (src/build/write-site.ts): a
 * route may say which paths below it are pages; the others answer 404, with
 * the route's page (Gatsby's browser code renders that page for any of them,
 * and it shows the 404 content).
 */
const site = mkdtempSync(join(tmpdir(), 'host-routes-'));
writeFileSync(join(site, '404.html'), '<h1>Page non trouvée</h1>');
for (const dir of ['categorie/bacs', 'actualites', 'actualites/une-nouvelle', 'actualites/_tag__usine']) {
  mkdirSync(join(site, dir), { recursive: true });
  writeFileSync(join(site, dir, 'index.html'), `<h1>${dir}</h1>`);
}
writeFileSync(
  join(site, 'client-routes.json'),
  JSON.stringify([
    { matchPath: '/categorie/bacs/*', path: '/categorie/bacs' },
    { matchPath: '/actualites/*', path: '/actualites', variants: '_(?:tag|categorie)__[a-z0-9-]+(?:/_(?:tag|categorie)__[a-z0-9-]+)+(?:/_p__[1-9]\\d*)?' },
  ]),
);
afterAll(() => rmSync(site, { recursive: true, force: true }));

test('a client-only route serves its page only for the variants the build left to the browser', async () => {
  const app = await buildHost({ root: site });
  const get = async (url: string) => {
    const res = await app.inject({ url });
    return [url, res.statusCode, res.body];
  };
  expect(await get('/actualites/_tag__usine/_categorie__produits')).toEqual(['/actualites/_tag__usine/_categorie__produits', 200, '<h1>actualites</h1>']);
  expect(await get('/actualites/_tag__usine')).toEqual(['/actualites/_tag__usine', 200, '<h1>actualites/_tag__usine</h1>']);
  expect(await get('/actualites/une-nouvelle')).toEqual(['/actualites/une-nouvelle', 200, '<h1>actualites/une-nouvelle</h1>']);
  for (const missing of ['/actualites/inexistant', '/actualites/_tag__inexistant', '/actualites/_p__99', '/actualites/inexistant/_p__2']) {
    expect(await get(missing)).toEqual([missing, 404, '<h1>actualites</h1>']);
  }
  // no variants given: everything below the prefix is the browser's (older builds, category listings)
  expect(await get('/categorie/bacs/color__RAL-7016/_p__2')).toEqual(['/categorie/bacs/color__RAL-7016/_p__2', 200, '<h1>categorie/bacs</h1>']);
  expect(await get('/categorie/inexistant')).toEqual(['/categorie/inexistant', 404, '<h1>Page non trouvée</h1>']);
  await app.close();
});
