import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Endpoint } from '@trefima/domain/contract/endpoint';
import { testApi, type TestApi } from '../testing';
import { endpointOfAnswer, fastifyPath, routeTableOf } from './answers';

/**
 * The route table: every route of the API declares its answer with an
 * endpoint of `domain/<domain>/endpoints.ts` (or `*-endpoints.ts`), whose method and path are the
 * route's own, and every endpoint there, which the site's client calls, is a
 * route of the API. A path is written once; the answers themselves are
 * checked against these schemas in every backend test and in the e2e stack
 * (answers.ts, CHECK_ANSWERS).
 */
const DOMAIN = join(__dirname, '../../../domain');

let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const apiRoutes = () => routeTableOf(api.app).filter((route) => route.url.startsWith('/api/v1/') && !['HEAD', 'OPTIONS'].includes(route.method));

async function domainEndpoints(): Promise<Endpoint[]> {
  const files = readdirSync(DOMAIN)
    .filter((name) => statSync(join(DOMAIN, name)).isDirectory())
    .flatMap((name) => readdirSync(join(DOMAIN, name)).map((file) => join(DOMAIN, name, file)))
    .filter((file) => /(^|[/-])endpoints\.ts$/.test(file));
  const modules = await Promise.all(files.map((file) => import(file) as Promise<Record<string, unknown>>));
  return modules
    .flatMap((module) => Object.values(module))
    .filter((value): value is Endpoint => !!value && typeof value === 'object' && 'path' in value && 'method' in value && 'schema' in value);
}

describe('the route table', () => {
  it('gives every route an answer made from the endpoint of its own method and path', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const wrong = routes.flatMap((route) => {
      const endpoint = endpointOfAnswer(route.answer);
      if (!endpoint) return [`${route.method} ${route.url}: no answer schema`];
      const where = `/api/v1${fastifyPath(endpoint.path)}`;
      return endpoint.method === route.method && where === route.url ? [] : [`${route.method} ${route.url}: declares ${endpoint.method} ${where}`];
    });
    expect(wrong).toEqual([]);
  });

  it('has every endpoint the site calls as a route of the API', async () => {
    const routes = new Set(apiRoutes().map((route) => `${route.method} ${route.url}`));
    const endpoints = await domainEndpoints();
    expect(endpoints.length).toBeGreaterThan(100);
    const missing = endpoints.map((endpoint) => `${endpoint.method} /api/v1${fastifyPath(endpoint.path)}`).filter((route) => !routes.has(route));
    expect(missing).toEqual([]);
  });
});
