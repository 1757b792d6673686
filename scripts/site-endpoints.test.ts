import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The site's client declares no call of its own: every endpoint (method,
 * path, answer schema) is declared once, in `domain/<domain>/endpoints.ts`,
 * where the API's routes take their paths and answer schemas from too
 * (backend/src/http/route-table.test.ts holds the API to them).
 */
const ROOT = join(__dirname, '..');
const DECLARES = /\bendpoint\s*(<[^;]*?>)?\s*\(\s*['"]/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path);
    return /\.(ts|tsx|js|mjs)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

test('no endpoint is declared on the site or in its plugin, only in domain/', () => {
  const declaring = [...sources(join(ROOT, 'src')), ...sources(join(ROOT, 'plugins'))]
    .filter((path) => DECLARES.test(readFileSync(path, 'utf8')))
    .map((path) => relative(ROOT, path));
  expect(declaring).toEqual([]);
});

test('the check finds a declaration written as the domain writes them', () => {
  expect(DECLARES.test("export const getJobSites = /*#__PURE__*/ endpoint<typeof jobSiteList>('job-sites', 'GET', '/chantier', jobSiteList);")).toBe(true);
  expect(DECLARES.test("export const logout = endpoint('customer.logout', 'GET', '/customer/logout', message);")).toBe(true);
  expect(DECLARES.test('const answer = await shop(endpoint, { body });')).toBe(false);
});
