import { browserDevtool, hiddenFilesNetlify, hiddenFilesNginx, isDebugFile, publishesDebugFiles } from './debug-files';

test.each([
  ['app-0123456789abcdef.js.map', true],
  ['/app-0123456789abcdef.js.map', true],
  ['static/x/styles.css.map', true],
  ['webpack.stats.json', true],
  ['chunk-map.json', true],
  ['/chunk-map.json', true],
  ['sub\\webpack.stats.json', true],
  ['app-0123456789abcdef.js', false],
  ['framework-0123456789abcdef.js.LICENSE.txt', false],
  ['page-data/app-data.json', false],
  ['sitemap.xml', false],
  ['produit/chunk-map.json.html', false],
  ['plan-du-site/index.html', false],
])('%j is a debug file: %j', (path, expected) => {
  expect(isDebugFile(path)).toBe(expected);
});

test('PUBLISH_SOURCE_MAPS=1, and only that value, publishes them', () => {
  expect(publishesDebugFiles({})).toBe(false);
  expect(publishesDebugFiles({ PUBLISH_SOURCE_MAPS: '0' })).toBe(false);
  expect(publishesDebugFiles({ PUBLISH_SOURCE_MAPS: 'true' })).toBe(false);
  expect(publishesDebugFiles({ PUBLISH_SOURCE_MAPS: '1' })).toBe(true);
});

test('production browser bundles get no source maps, unless they are to be published', () => {
  expect(browserDevtool('source-map', {})).toBe(false);
  expect(browserDevtool('source-map', { PUBLISH_SOURCE_MAPS: '1' })).toBe('source-map');
});

test('CDN and nginx configurations answer 404 for the debug files and slice fragments, unless they are to be published', () => {
  const netlify = hiddenFilesNetlify({});
  for (const line of ['/webpack.stats.json /404.html 404!', '/chunk-map.json /404.html 404!', '/_gatsby/slices/* /404.html 404!'])
    expect(netlify).toContain(line);
  const nginx = hiddenFilesNginx({});
  expect(nginx).toContain('location ~* \\.map$ { return 404; }');
  expect(nginx).toContain('location = /webpack.stats.json { return 404; }');
  expect(nginx).toContain('location ^~ /_gatsby/slices/ { return 404; }');
  // slice fragments are never the visitors', even when debugging
  expect(hiddenFilesNetlify({ PUBLISH_SOURCE_MAPS: '1' })).not.toContain('webpack.stats');
  expect(hiddenFilesNetlify({ PUBLISH_SOURCE_MAPS: '1' })).toContain('/_gatsby/slices/*');
  expect(hiddenFilesNginx({ PUBLISH_SOURCE_MAPS: '1' })).not.toContain('.map');
});
