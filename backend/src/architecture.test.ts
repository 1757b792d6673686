import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The layers of the API, kept apart by a test rather than by good intentions:
 * the API is by domain (`<domain>/routes.ts` or `<domain>/*-routes.ts` beside
 * the domain's services), routes speak HTTP and call services, services own
 * the SQL and know nothing of HTTP, and the environment is read in one place.
 */
const root = __dirname;
const isTest = (file: string) => /\.test\.ts$|\.test-support\.ts$/.test(file);
const isRoutes = (path: string) => /(^|[/-])routes\.ts$/.test(path);
/** What is not a domain: the HTTP layer, the file readers' threads, the database, the throttles, the seed, test helpers. */
const NOT_DOMAINS = new Set(['http', 'files', 'db', 'throttle', 'seed', 'test-support']);
const domains = () => readdirSync(root).filter((name) => statSync(join(root, name)).isDirectory() && !NOT_DOMAINS.has(name));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !isTest(name) ? [path] : [];
  });
}

const offending = (dir: string, pattern: RegExp) =>
  sources(join(root, dir))
    .filter((path) => pattern.test(readFileSync(path, 'utf8')))
    .map((path) => relative(root, path));

describe('architecture', () => {
  it('has no flat folder of every service or every route left', () => {
    expect(existsSync(join(root, 'services'))).toBe(false);
    expect(existsSync(join(root, 'routes'))).toBe(false);
    // every domain with routes has its routes.ts, registered from the one list
    // (the media files' routes are registered by app.ts, apart from the API's)
    const list = readFileSync(join(root, 'routes.ts'), 'utf8') + readFileSync(join(root, 'app.ts'), 'utf8');
    for (const domain of domains())
      for (const file of sources(join(root, domain)).filter(isRoutes))
        expect([relative(root, file), list.includes(`./${relative(root, file).replace(/\.ts$/, '')}'`)]).toEqual([relative(root, file), true]);
  });

  it('keeps SQL out of the routes', () => {
    const routes = domains().flatMap((domain) => sources(join(root, domain)).filter(isRoutes));
    expect(routes.length).toBeGreaterThan(15);
    expect(routes.filter((path) => /prepare\(|\.exec\(|transaction\(/.test(readFileSync(path, 'utf8')))).toEqual([]);
  });

  it('reads process.env in config.ts only', () => {
    // the Stripe double is a program of its own beside the API (tests, npm start): its entry point reads its settings
    const readers = new Set(['config.ts', 'payments/stripe-double/main.ts']);
    expect(offending('.', /process\.env/).filter((path) => !readers.has(path))).toEqual([]);
  });

  it('keeps HTTP out of the services', () => {
    const services = domains().flatMap((domain) => sources(join(root, domain)).filter((path) => !isRoutes(path)));
    expect(services.length).toBeGreaterThan(50);
    expect(services.filter((path) => /['"](\.\.\/)+http\//.test(readFileSync(path, 'utf8'))).map((path) => relative(root, path))).toEqual([]);
  });

  it('reads queries, paths and bodies with the contract’s request schemas, not by hand', () => {
    expect(existsSync(join(root, 'http/filters.ts'))).toBe(false);
    const context = readFileSync(join(root, 'http/context.ts'), 'utf8');
    expect(context.match(/export (function|const) (paging|jsonParam|optionalString)\b/g)).toBeNull();
    // a route reads `request.query` as its schema typed it, never cast to a loose record
    expect(domains().flatMap((domain) => offending(domain, /request\.query as /))).toEqual([]);
  });
});
