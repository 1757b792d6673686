import type { Db } from '../db';
import { artisanClients, artisans, artisanSuperficies, artisanTypes } from './data/artisans';
import { cities } from './data/cities';
import { civilities, countries } from './data/reference';
import { slides } from './data/slides';
import { inserter } from './insert';
import * as site from './site-data';

/** The home page's slides, the back office's redirects, the cities, civilities and countries, and the directory of artisans. */
export function seedReferenceData(db: Db) {
  const run = inserter(db);

  slides.forEach((s, i) => run('INSERT INTO slide (title, text, link_label, link, position) VALUES (?, ?, ?, ?, ?)', s.title, s.text, s.linkLabel, s.link, i));
  for (const r of site.BACKOFFICE_REDIRECTS) run('INSERT INTO redirect (source, target, status) VALUES (?, ?, ?)', r.source, r.target, r.status);
  for (const c of cities) run('INSERT OR IGNORE INTO city (zipcode, name, department) VALUES (?, ?, ?)', c.zipcode, c.name, c.department);
  civilities.forEach((c, i) => run('INSERT INTO civility (slug, label, position) VALUES (?, ?, ?)', c.slug, c.label, i));
  countries.forEach((c, i) => run('INSERT INTO country (code, name, position) VALUES (?, ?, ?)', c.code, c.name, i));

  const artisanFacets = new Map<string, number>();
  for (const [facet, list] of [
    ['client', artisanClients],
    ['type', artisanTypes],
    ['superficie', artisanSuperficies],
  ] as const) {
    list.forEach((t, i) =>
      artisanFacets.set(`${facet}:${t.slug}`, run('INSERT INTO artisan_facet (facet, slug, label, position) VALUES (?, ?, ?, ?)', facet, t.slug, t.label, i)),
    );
  }
  for (const a of artisans) {
    const id = run(
      'INSERT INTO artisan (name, trade, zipcode, city, department, phone, email, description) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      a.name,
      a.trade,
      a.zipcode,
      a.city,
      a.zipcode.slice(0, 3),
      a.phone,
      a.email,
      a.description,
    );
    const links = [...a.clients.map((s) => `client:${s}`), ...a.types.map((s) => `type:${s}`), ...a.superficies.map((s) => `superficie:${s}`)];
    for (const l of links) run('INSERT INTO artisan_artisan_facet (artisan_id, facet_id) VALUES (?, ?)', id, artisanFacets.get(l));
  }
}
