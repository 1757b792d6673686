import { COMPANY_ROLES, type CompanyRole } from '@trefima/domain/companies/roles';
import type { Endpoint } from '@trefima/domain/contract/endpoint';
import { invoiceList } from '@trefima/domain/contract';
import { data, PRO, testApi, type TestApi } from '../testing';
import { GUARDED_CALLS } from '../companies/guarded-calls';
import { colleague } from '../companies/testing-company';

/*
 * The company guard on the HEAD Fastify adds beside each GET: a HEAD says
 * what its GET would (the status, a file's name and length), so it is
 * guarded exactly as its GET, or a foreman, who may not read the invoices,
 * learns them from their headers.
 */
let api: TestApi;
const tokens = {} as Record<CompanyRole, string>;
let invoiceId: number;
beforeAll(async () => {
  api = await testApi();
  tokens.administrateur = await api.login(PRO.email, PRO.password);
  tokens.acheteur = (await colleague(api, 'acheteur', 'acheteur-head@bellance-btp.example', tokens.administrateur)).token;
  tokens.conducteur_travaux = await api.login('conducteur@trefima.example', 'Demo-Conducteur-971!');
  tokens.comptable = await api.login('comptable@trefima.example', 'Demo-Comptable-971!');
  invoiceId = data(await api.get('/invoice', {}, tokens.administrateur), invoiceList).items[0].id;
});
afterAll(() => api.close());

const head = (path: string, token: string) => api.request('HEAD', path, { token });
const get = (path: string, token: string) => api.request('GET', path, { token });

describe('HEAD of a guarded GET', () => {
  it('refuses the foreman the invoices, their files and the credit notes, as their GET does, and tells nothing of the file', async () => {
    for (const path of [`/invoice/${invoiceId}/pdf`, '/invoice', '/credit-note']) {
      expect((await get(path, tokens.conducteur_travaux)).json()).toMatchObject({ code: 'FORBIDDEN_ROLE' });
      const res = await head(path, tokens.conducteur_travaux);
      expect([path, res.statusCode]).toEqual([path, 403]);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.headers['content-type']).not.toMatch(/pdf/);
    }
  });

  it('answers a role allowed as its GET does: the invoice’s file for the accountant and the administrator', async () => {
    for (const role of ['comptable', 'administrateur'] as const) {
      for (const path of [`/invoice/${invoiceId}/pdf`, '/invoice', '/credit-note']) {
        const [g, h] = [await get(path, tokens[role]), await head(path, tokens[role])];
        expect([role, path, h.statusCode]).toEqual([role, path, 200]);
        expect(h.headers['content-type']).toBe(g.headers['content-type']);
      }
      expect((await head(`/invoice/${invoiceId}/pdf`, tokens[role])).headers['content-disposition']).toMatch(/\.pdf/);
    }
  });

  /** A path of the contract with ids no one has: a role's refusal comes before the id is looked up. */
  const pathOf = (e: Endpoint) => e.path.replace(/\{\*?(\w+)\}/g, '999999');
  const gets = GUARDED_CALLS.filter(([e]) => e.method === 'GET').map(([e]) => [`${e.path}`, e] as const);

  describe.each(COMPANY_ROLES)('the role %s', (role) => {
    it.each(gets)('HEAD %s: the status of its GET', async (_path, e) => {
      const [g, h] = [await get(pathOf(e), tokens[role]), await head(pathOf(e), tokens[role])];
      expect(h.statusCode).toBe(g.statusCode);
    });
  });
});
