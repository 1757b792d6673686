import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BuildData } from './create-pages';
import { writeSite } from './write-site';

/**
 * The sitemap a crawler reads: every page the API's data makes, and the site's own tools (the bar schedule, the quick
 * order, the mesh layout, the roof configurator), which the menus link only from a level rendered when opened;
 * never the customer's space, the order pipeline or a list's further pages.
 */
test('lists the tools beside the pages of the data, and none of the private pages', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sitemap-'));
  try {
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body><h1>Accueil</h1></body></html>');
    const data = { products: [], pages: [], settings: { recaptcha_site_key: null }, apiUrl: 'http://127.0.0.1:4000/api/v1' } as unknown as BuildData;
    const pagePaths = ['/', '/produit/barre-ha-o12-12-m', '/panier', '/mon-compte', '/actualites/_p__2'];
    writeSite.files(dir, { pagePaths, data, redirects: [] }, [], 'https://www.trefima.fr');
    const listed = [...readFileSync(join(dir, 'sitemap.xml'), 'utf8').matchAll(/<loc>https:\/\/www\.trefima\.fr([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual(['/', '/calepinage-treillis', '/commande-rapide', '/configurateur', '/nomenclature', '/produit/barre-ha-o12-12-m'].sort());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
