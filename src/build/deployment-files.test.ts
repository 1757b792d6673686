import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BuildData } from './create-pages';
import { hiddenFilesNetlify, hiddenFilesNginx } from './debug-files';
import { DEPLOYMENT_FILES, isDeploymentFile } from './deployment-files';
import { writeSite } from './write-site';

/**
 * What the build writes into public/ for the host and the CDN (redirect and
 * header rules, the client-only routes) is no visitor's: it tells how the
 * site is served. The list is checked against what the build really writes,
 * so that a file added to the build for a CDN is hidden too.
 */
test('every file the build writes beside the pages is a deployment file, but the sitemap and robots.txt', () => {
  const dir = mkdtempSync(join(tmpdir(), 'deployment-files-'));
  try {
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body><h1>Accueil</h1></body></html>');
    const data = { products: [], pages: [], settings: { recaptcha_site_key: null }, apiUrl: 'http://127.0.0.1:4000/api/v1' } as unknown as BuildData;
    const written = writeSite.files(
      dir,
      { pagePaths: ['/'], data, redirects: [] },
      [{ matchPath: '/produits/*', path: '/produits' }],
      'https://www.trefima.fr',
    );
    const onDisk = readdirSync(dir).filter((f) => f !== 'index.html');
    expect(onDisk.sort()).toEqual([...written].sort());
    expect(onDisk.filter((f) => !isDeploymentFile(f)).sort()).toEqual(['robots.txt', 'sitemap.xml']);
    expect(onDisk.filter(isDeploymentFile).sort()).toEqual([...DEPLOYMENT_FILES].sort());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.each([
  ['headers.json', true],
  ['/headers.json', true],
  ['_redirects', true],
  ['/nginx-redirects.conf', true],
  ['nginx-headers.conf', true],
  ['_headers', true],
  ['redirects.json', true],
  ['client-routes.json', true],
  ['sitemap.xml', false],
  ['robots.txt', false],
  ['page-data/headers.json', false],
  ['produit/redirects.json/index.html', false],
])('%j is a deployment file: %j', (path, expected) => {
  expect(isDeploymentFile(path)).toBe(expected);
});

test.each([{}, { PUBLISH_SOURCE_MAPS: '1' }])('the CDN and nginx configurations answer 404 for them (%j)', (env) => {
  const netlify = hiddenFilesNetlify(env);
  const nginx = hiddenFilesNginx(env);
  for (const file of DEPLOYMENT_FILES) {
    expect(netlify).toContain(`/${file} /404.html 404!`);
    expect(nginx).toContain(`location = /${file} { return 404; }`);
  }
});
