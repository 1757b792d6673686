import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildHost } from './app';
import { Releases } from './releases';

/**
 * Publishing copies a build into a release and leaves out what only Gatsby
 * and a debugger read (source maps, webpack's stats), unless
 * PUBLISH_SOURCE_MAPS=1; the build folder keeps them for the next build.
 */
const work = mkdtempSync(join(tmpdir(), 'releases-'));
const build = join(work, 'public');
mkdirSync(join(build, 'produit', 'a'), { recursive: true });
mkdirSync(join(build, 'static', 'img'), { recursive: true });
mkdirSync(join(build, 'page-data', 'sq'), { recursive: true });
const files = {
  'index.html': '<h1>Accueil</h1>',
  'produit/a/index.html': '<h1>A</h1>',
  'app-0123456789abcdef.js': 'run();',
  'app-0123456789abcdef.js.map': '{}',
  'framework-0123456789abcdef.js.LICENSE.txt': 'MIT',
  'static/img/photo.css.map': '{}',
  'page-data/sq/d.json': '{}',
  'webpack.stats.json': '{}',
  'chunk-map.json': '{}',
};
for (const [name, body] of Object.entries(files)) writeFileSync(join(build, name), body);
afterAll(() => rmSync(work, { recursive: true, force: true }));

const listing = (dir: string, prefix = ''): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listing(join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`]));

function publishWith(value: string | undefined, id: string) {
  const before = process.env.PUBLISH_SOURCE_MAPS;
  if (value === undefined) delete process.env.PUBLISH_SOURCE_MAPS;
  else process.env.PUBLISH_SOURCE_MAPS = value;
  try {
    return new Releases(join(work, 'site')).publish(build, id);
  } finally {
    if (before === undefined) delete process.env.PUBLISH_SOURCE_MAPS;
    else process.env.PUBLISH_SOURCE_MAPS = before;
  }
}

test('a release leaves out source maps and webpack stats, and the build keeps them', () => {
  const release = publishWith(undefined, 'r1');
  expect(listing(release).sort()).toEqual(
    ['index.html', 'produit/a/index.html', 'app-0123456789abcdef.js', 'framework-0123456789abcdef.js.LICENSE.txt', 'page-data/sq/d.json'].sort(),
  );
  expect(listing(build).sort()).toEqual(Object.keys(files).sort());
});

test('with PUBLISH_SOURCE_MAPS=1 a release has them all', () => {
  const release = publishWith('1', 'r2');
  expect(listing(release).sort()).toEqual(Object.keys(files).sort());
  expect(existsSync(join(work, 'site', 'current', 'webpack.stats.json'))).toBe(true);
});

test('a file the build left alone keeps its ETag and Last-Modified from one release to the next: a CDN revalidating it gets a 304', async () => {
  // the build's date, well before this test: a copy stamped with its own time cannot match it by chance
  utimesSync(join(build, 'produit', 'a', 'index.html'), new Date('2024-03-01T10:00:00Z'), new Date('2024-03-01T10:00:00Z'));
  const first = await buildHost({ root: publishWith(undefined, 'r3') });
  const second = await buildHost({ root: publishWith(undefined, 'r4') });
  try {
    const before = (await first.inject({ url: '/produit/a' })).headers;
    const after = (await second.inject({ url: '/produit/a' })).headers;
    expect(before.etag).toBeDefined();
    expect({ etag: after.etag, lastModified: after['last-modified'] }).toEqual({ etag: before.etag, lastModified: 'Fri, 01 Mar 2024 10:00:00 GMT' });
    expect((await second.inject({ url: '/produit/a', headers: { 'if-none-match': String(before.etag) } })).statusCode).toBe(304);
  } finally {
    await first.close();
    await second.close();
  }
});
