import { browserDevtool, isDebugFile, publishesDebugFiles } from './debug-files';

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
