import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildHost } from './app';
import { rawGet } from '../../backend/src/test-support/raw-http';

/**
 * What a build leaves in public/ for Gatsby or a debugger stays off the web:
 * source maps and webpack's stats (unless PUBLISH_SOURCE_MAPS=1), and the
 * slice fragments, which pages already hold stitched in and which, asked
 * for alone, are HTML without the page's script policy.
 */
const site = mkdtempSync(join(tmpdir(), 'host-private-'));
const SLICE = '<header><script>document.title = "injecté"</script><a href="/">Accueil</a></header>';
writeFileSync(join(site, 'index.html'), '<h1>Accueil</h1>');
writeFileSync(join(site, '404.html'), '<h1>Page non trouvée</h1>');
writeFileSync(join(site, 'app-0123456789abcdef.js'), 'run();\n//# sourceMappingURL=app-0123456789abcdef.js.map');
writeFileSync(join(site, 'app-0123456789abcdef.js.map'), '{"version":3,"sources":["webpack://src/secret.ts"]}');
writeFileSync(join(site, 'webpack.stats.json'), '{"namedChunkGroups":{}}');
writeFileSync(join(site, 'chunk-map.json'), '{"app":[]}');
mkdirSync(join(site, 'static'));
mkdirSync(join(site, '_gatsby', 'slices'), { recursive: true });
writeFileSync(join(site, '_gatsby', 'slices', 'header-1.html'), SLICE);
writeFileSync(join(site, '_gatsby', 'slices', '_gatsby-scripts-1.html'), '<script>window.___chunkMapping="{}"</script>');
// what the build writes for the host and the CDN (src/build/deployment-files.ts): the host reads them, nobody else
const DEPLOYMENT = {
  'headers.json': '{"x-frame-options":"DENY"}',
  _redirects: '/ancien /nouveau 301',
  'nginx-redirects.conf': 'location = /ancien { return 301 /nouveau; }',
  'nginx-headers.conf': 'add_header X-Frame-Options DENY always;',
  _headers: '/*\n  X-Frame-Options: DENY',
  'redirects.json': '[{"from":"/ancien","to":"/nouveau","status":301}]',
  'client-routes.json': '[]',
};
for (const [name, content] of Object.entries(DEPLOYMENT)) writeFileSync(join(site, name), content);
afterAll(() => rmSync(site, { recursive: true, force: true }));

async function withHost(env: { PUBLISH_SOURCE_MAPS?: string }, run: (port: number) => Promise<void>) {
  const before = process.env.PUBLISH_SOURCE_MAPS;
  if (env.PUBLISH_SOURCE_MAPS === undefined) delete process.env.PUBLISH_SOURCE_MAPS;
  else process.env.PUBLISH_SOURCE_MAPS = env.PUBLISH_SOURCE_MAPS;
  const app = await buildHost({ root: site });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    await run((app.server.address() as AddressInfo).port);
  } finally {
    await app.close();
    if (before === undefined) delete process.env.PUBLISH_SOURCE_MAPS;
    else process.env.PUBLISH_SOURCE_MAPS = before;
  }
}

/** The answer to a path, after the one 301 that brings another spelling (`/./x`, `//x`) to its address. */
async function followed(port: number, path: string) {
  const answer = await rawGet(port, path);
  return answer.status === 301 ? rawGet(port, answer.headers.location) : answer;
}

const DEBUG_FILES = ['/app-0123456789abcdef.js.map', '/webpack.stats.json', '/chunk-map.json'];
// the same files by other spellings of their path
const DISGUISED = ['/./webpack.stats.json', '/static/../chunk-map.json', '/app-0123456789abcdef.js.m%61p', '/webpack.stats%2Ejson'];

test('by default, source maps and webpack stats answer the 404 page; the bundle itself is served', async () => {
  await withHost({}, async (port) => {
    for (const path of [...DEBUG_FILES, ...DISGUISED]) {
      const answer = await followed(port, path);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(answer.body).toContain('Page non trouvée');
    }
    expect((await rawGet(port, '/app-0123456789abcdef.js')).status).toBe(200);
  });
});

test('with PUBLISH_SOURCE_MAPS=1 they are served, to debug a deployed build', async () => {
  await withHost({ PUBLISH_SOURCE_MAPS: '1' }, async (port) => {
    for (const path of DEBUG_FILES) expect({ path, status: (await rawGet(port, path)).status }).toEqual({ path, status: 200 });
    expect((await rawGet(port, '/app-0123456789abcdef.js.map')).body).toContain('secret.ts');
  });
});

test.each([{}, { PUBLISH_SOURCE_MAPS: '1' }])('slice fragments are never served alone (%j)', async (env) => {
  await withHost(env, async (port) => {
    for (const path of [
      '/_gatsby/slices/header-1.html',
      '/_gatsby/slices/_gatsby-scripts-1.html',
      '//_gatsby/slices/header-1.html',
      '/_gatsby/./slices/header-1.html',
      '/_gatsby%2Fslices%2Fheader-1.html',
    ]) {
      const answer = await followed(port, path);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(answer.body).not.toContain('<script>');
    }
  });
});

test.each([{}, { PUBLISH_SOURCE_MAPS: '1' }])(
  'the deployment files answer the 404 page, whatever the spelling of their path (%j); the host still reads them',
  async (env) => {
    await withHost(env, async (port) => {
      const paths = Object.keys(DEPLOYMENT).flatMap((name) => [`/${name}`, `/./${name}`, `/static/../${name}`, `/${name.replace('.', '%2E')}`]);
      for (const path of paths) {
        const answer = await followed(port, path);
        expect({ path, status: answer.status }).toEqual({ path, status: 404 });
        expect(answer.body).toContain('Page non trouvée');
        expect(answer.body).not.toContain('DENY');
      }
      const home = await rawGet(port, '/');
      expect(home.headers['x-frame-options']).toBe('DENY');
      const moved = await rawGet(port, '/ancien');
      expect([moved.status, moved.headers.location]).toEqual([301, '/nouveau']);
    });
  },
);
