import { testApi, type TestApi } from '../testing';

/** The site calls the API from another origin (the CDN, localhost:9000 in development). */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

describe('cross-origin calls', () => {
  it('lets any origin read an answer', async () => {
    const res = await api.request('GET', '/setting', { headers: { origin: 'https://www.trefima.fr' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets the site read a file’s name and the BVBS rows left out', async () => {
    const res = await api.request('GET', '/setting', { headers: { origin: 'https://www.trefima.fr' } });
    expect(res.headers['access-control-expose-headers']).toBe('content-disposition, x-bvbs-skipped-rows');
  });

  it('answers a preflight with 204, the headers and the methods', async () => {
    const res = await api.request('OPTIONS', '/cart/update', {
      headers: { origin: 'https://www.trefima.fr', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-headers']).toBe('authorization, content-type');
    expect(res.headers['access-control-allow-methods']).toBe('GET, POST, PATCH, DELETE, OPTIONS');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers any OPTIONS with 204, as a preflight', async () => {
    expect((await api.request('OPTIONS', '/product')).statusCode).toBe(204);
  });
});
