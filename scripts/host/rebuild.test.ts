import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePorts } from '../../backend/src/test-support/free-port';
import { projectCopy } from '../../src/test-support/project-copy';

/**
 * The content-change path end to end, on a copy of the project: an admin
 * change of a product's price and address fires the webhook, the host
 * rebuilds (cache kept) and swaps the release while a loop of requests never
 * sees a failure; the product moves to its new page with its new price, its
 * old one gone and redirected; a wrong secret is refused; a rebuild while
 * the API is down stops at its first call, naming the URL and the call, and
 * leaves the live site as it was (an API that answers garbage:
 * src/build/build-failure.test.ts). One rebuild for both changes: each costs
 * a build beside the journeys (scripts/test.mjs).
 */
const root = join(__dirname, '..', '..');
const work = projectCopy(root, 'trefima-host-');
const [apiPort, sitePort] = freePorts(2);
const API = `http://127.0.0.1:${apiPort}/api/v1`;
const SITE = `http://127.0.0.1:${sitePort}`;
const SECRET = 'rebuild-secret-for-tests';
const ADMIN = 'admin-token-for-tests';
const children: ChildProcess[] = [];

const env = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: '1',
  NO_COLOR: '1',
  DATA_DIR: join(work, 'data'),
  PORT: String(apiPort),
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'host-test',
  ADMIN_TOKEN: ADMIN,
  REBUILD_WEBHOOK_URL: `${SITE}/__rebuild`,
  REBUILD_WEBHOOK_SECRET: SECRET,
  SHOP_API_URL: API,
  SITE_PORT: String(sitePort),
  SITE_RELEASES_DIR: join(work, '.site'),
};

/** What each process started here printed, by its script: the host's holds its builds' output. */
const printed = new Map<string, string>();

function start(args: string[], ready: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), ...args], { cwd: work, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (d: Buffer) => {
      out += d;
      printed.set(args[0], out);
      if (out.includes(ready)) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code}: ${out.slice(-2000)}`)));
  });
}

const stop = (child: ChildProcess) => new Promise<void>((r) => (child.exitCode !== null ? r() : (child.once('exit', () => r()), child.kill('SIGTERM'))));

async function waitFor<T>(what: string, check: () => Promise<T | undefined>, ms: number): Promise<T> {
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 500))) {
    const v = await check().catch(() => undefined);
    if (v !== undefined) return v;
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Between two of the visitors' requests during a swap. */
const VISITOR_PAUSE_MS = 20;

const history = async () =>
  (await (await fetch(`${SITE}/__rebuild`, { headers: { 'x-rebuild-secret': SECRET } })).json()) as { building: boolean; history: { ok: boolean }[] };

let api: ChildProcess;

/**
 * What a failed build said, the reason first: CI shows only the first lines of a failure, and Gatsby's
 * progress on stdout (a screen of « success … ») used to come before its error, which was cut.
 */
function whyBuildFailed(stdout: string, stderr: string): string {
  const lines = stdout.split('\n');
  const first = lines.findIndex((l) => /\bERROR\b|Error:|failed/i.test(l));
  const error = first >= 0 ? lines.slice(first, first + 40).join('\n') : '';
  return [error, stderr.trim() && `stderr: ${stderr.trim().slice(0, 3000)}`, `end of stdout: ${stdout.slice(-1500)}`].filter(Boolean).join('\n---\n');
}

beforeAll(async () => {
  api = await start(['backend/src/main.ts'], 'API de référence prête');
  // the build's own output, kept to say why when it fails (a bare "Command failed" said nothing on CI)
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: work, env, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (build.status !== 0) throw new Error(`gatsby build exited ${build.status ?? build.signal}: ${whyBuildFailed(build.stdout, build.stderr)}`);
  await start(['scripts/serve.ts'], 'Site prêt');
  // a cold build, which `npm test` runs beside Playwright's journeys and their own build (scripts/test.mjs)
}, 480_000);

afterAll(async () => {
  await Promise.all(children.map(stop));
  rmSync(work, { recursive: true, force: true });
});

test('the build writes no source maps; webpack stats and slice fragments stay in public/ for Gatsby, off the web', async () => {
  const built = readdirSync(join(work, 'public'));
  expect(built.filter((f) => f.endsWith('.map'))).toEqual([]);
  expect(built).toEqual(expect.arrayContaining(['webpack.stats.json', 'chunk-map.json']));
  const app = built.find((f) => /^app-[0-9a-f]+\.js$/.test(f))!;
  expect(await (await fetch(`${SITE}/${app}`)).text()).not.toContain('sourceMappingURL');
  const slice = readdirSync(join(work, 'public', '_gatsby', 'slices')).find((f) => f.startsWith('header-'))!;
  for (const path of ['/webpack.stats.json', '/chunk-map.json', `/_gatsby/slices/${slice}`])
    expect({ path, status: (await fetch(SITE + path)).status }).toEqual({ path, status: 404 });
});

// React 18's Node stream wrote NULs where a character of several bytes met its 2 KB buffers' end (src/build/gatsby/ssr.tsx)
test('no built page holds a NUL byte', () => {
  const pages = readdirSync(join(work, 'public'), { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile() && f.name.endsWith('.html'))
    .map((f) => join(f.parentPath, f.name));
  expect(pages.length).toBeGreaterThan(100);
  expect(pages.filter((page) => readFileSync(page).includes(0)).map((page) => page.slice(work.length))).toEqual([]);
});

test('a webhook with a wrong or missing secret is refused', async () => {
  expect((await fetch(`${SITE}/__rebuild`, { method: 'POST', headers: { 'x-rebuild-secret': 'wrong' } })).status).toBe(403);
  expect((await fetch(`${SITE}/__rebuild`, { method: 'POST' })).status).toBe(403);
  expect((await history()).history).toEqual([]);
});

test('a new price and a new address: one rebuild serves the product at its new page with its new price, with no failed request during the swap; the old address is a 301 to it and gone from the sitemap', async () => {
  const [from, to] = ['barre-ha-o16-6-m', 'barre-ha-o16-6-m-fe500'];
  const { data } = await (await fetch(`${API}/product/${from}?site_id=1&lang=fr&sales_plan_id=1`)).json();
  const newPrice = data.price.ht + 1234;
  const shown = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(newPrice / 100);
  const runs = (await history()).history.length;

  const failures: string[] = [];
  let requests = 0;
  let looping = true;
  // visitors' requests every few milliseconds, not a flood: one would take the processor from the rebuild it waits for
  const loop = (async () => {
    while (looping) {
      for (const path of ['/', '/produit/barre-ha-o12-12-m', '/categorie/barres-droites', '/page-data/app-data.json']) {
        requests++;
        try {
          const res = await fetch(SITE + path);
          if (res.status !== 200) failures.push(`${path} ${res.status}`);
          await res.arrayBuffer();
        } catch (e) {
          failures.push(`${path} ${(e as Error).message}`);
        }
        await new Promise((r) => setTimeout(r, VISITOR_PAUSE_MS));
      }
    }
  })();

  const res = await fetch(`${API}/admin/product/${data.id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ prices: { '1': newPrice }, slug: to }),
  });
  expect((await res.json()).data).toMatchObject({ slug: to, rebuild_requested: true });
  try {
    await waitFor(
      'the rebuild',
      async () => {
        const h = await history();
        return h.history.length > runs && !h.building ? true : undefined;
      },
      180_000,
    );
  } finally {
    // stopped whatever happens, or the loop of requests outlives the test
    looping = false;
    await loop;
  }
  expect((await history()).history.slice(runs)).toEqual([expect.objectContaining({ ok: true, requests: 1 })]);
  expect(failures).toEqual([]);
  expect(requests).toBeGreaterThan(20);

  const page = await fetch(`${SITE}/produit/${to}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Barre HA Ø16');
  expect(html).toContain(shown);
  // the re-rendered page is stitched with the header and footer slices of the first build: one policy, in its head
  expect(html.match(/Content-Security-Policy/g)).toHaveLength(1);
  expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('</head>'));
  const old = await fetch(`${SITE}/produit/${from}`, { redirect: 'manual' });
  expect(old.status).toBe(301);
  expect(old.headers.get('location')).toBe(`/produit/${to}`);
  // the old page's files are gone from the release, not only shadowed by the redirect
  expect((await fetch(`${SITE}/page-data/produit/${from}/page-data.json`)).status).toBe(404);
  const sitemap = await (await fetch(`${SITE}/sitemap.xml`)).text();
  expect(sitemap).toContain(`/produit/${to}<`);
  expect(sitemap).not.toContain(`/produit/${from}<`);
}, 240_000);

test('a rebuild while the API is down stops at its first call, naming the URL and the call, and leaves the live site as it was', async () => {
  const before = await (await fetch(`${SITE}/produit/barre-ha-o12-12-m`)).text();
  await stop(api); // the build cannot reach the API
  const runs = (await history()).history.length;
  const printedBefore = printed.get('scripts/serve.ts')!.length;
  expect((await fetch(`${SITE}/__rebuild`, { method: 'POST', headers: { 'x-rebuild-secret': SECRET } })).status).toBe(202);
  const last = await waitFor(
    'the failed build',
    async () => {
      const h = await history();
      return h.history.length > runs && !h.building ? h.history.at(-1) : undefined;
    },
    120_000,
  );
  expect(last).toMatchObject({ ok: false });
  const said = printed
    .get('scripts/serve.ts')!
    .slice(printedBefore)
    .replace(/\x1b\[[0-9;]*[A-Za-z]/g, '')
    .replace(/\s+/g, ' ');
  expect(said).toContain(`${API}/site`);
  expect(said).toContain('appel « site »');
  expect(said).toContain('injoignable');
  const after = await fetch(`${SITE}/produit/barre-ha-o12-12-m`);
  expect(after.status).toBe(200);
  expect(await after.text()).toBe(before);
}, 180_000);
