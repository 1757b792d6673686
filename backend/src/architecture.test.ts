import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The layers of the API, kept apart by a test rather than by good intentions:
 * routes speak HTTP and call services, services own the SQL and know nothing
 * of HTTP, and the environment is read in one place.
 */
const root = __dirname;
const isTest = (file: string) => /\.test\.ts$/.test(file);

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
  it('keeps SQL out of the routes', () => {
    expect(offending('routes', /prepare\(|\.exec\(|transaction\(/)).toEqual([]);
  });

  it('reads process.env in config.ts only', () => {
    expect(offending('.', /process\.env/).filter((path) => path !== 'config.ts')).toEqual([]);
  });

  it('keeps HTTP out of the services', () => {
    expect(offending('services', /['"](\.\.\/)+http\//)).toEqual([]);
  });

  it('reads queries, paths and bodies with the contract’s request schemas, not by hand', () => {
    expect(existsSync(join(root, 'http/filters.ts'))).toBe(false);
    const context = readFileSync(join(root, 'http/context.ts'), 'utf8');
    expect(context.match(/export (function|const) (paging|jsonParam|optionalString)\b/g)).toBeNull();
    // a route reads `request.query` as its schema typed it, never cast to a loose record
    expect(offending('routes', /request\.query as /)).toEqual([]);
  });
});
