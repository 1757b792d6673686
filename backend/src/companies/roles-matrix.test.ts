import { can, COMPANY_ROLES, refusal, type CompanyRole } from '@trefima/domain/companies/roles';
import type { Endpoint } from '@trefima/domain/contract/endpoint';
import { company as companySchema } from '@trefima/domain/companies/contract';
import {
  approve,
  createInvitation,
  getApprovals,
  getCompany,
  getInvitations,
  getPeople,
  refuseApproval,
  removePerson,
  revokeInvitation,
  updatePerson,
  updateRules,
} from '@trefima/domain/companies/endpoints';
import { createOrder } from '@trefima/domain/orders/endpoints';
import { data, PRO, testApi, type TestApi } from '../testing';
import { colleague } from './testing-company';
import { GUARDED_CALLS } from './guarded-calls';

/*
 * Every role of a company against every call it is checked on (issue 46):
 * refused with the matrix's French 403, or let through to the call's own
 * checks (whatever they answer, never FORBIDDEN_ROLE). The calls are sent
 * empty: a role's refusal comes before the body is read.
 */
let api: TestApi;
const tokens = {} as Record<CompanyRole, string>;
beforeAll(async () => {
  api = await testApi();
  tokens.administrateur = await api.login(PRO.email, PRO.password);
  tokens.acheteur = (await colleague(api, 'acheteur', 'acheteur@bellance-btp.example', tokens.administrateur)).token;
  tokens.conducteur_travaux = (await colleague(api, 'conducteur_travaux', 'conducteur@bellance-btp.example', tokens.administrateur)).token;
  tokens.comptable = (await colleague(api, 'comptable', 'comptable@bellance-btp.example', tokens.administrateur)).token;
});
afterAll(() => api.close());

/** A path of the contract with its parameters filled by ids no one has: a role's refusal comes before the id is looked up. */
const pathOf = (e: Endpoint) => e.path.replace(/\{\*?(\w+)\}/g, (_m, name: string) => (name === 'token' ? 'x'.repeat(43) : '999999'));
const send = (e: Endpoint, token: string) => api.request(e.method, pathOf(e), { token, ...(e.method === 'GET' || e.method === 'DELETE' ? {} : { body: {} }) });

/** The company's own calls, which a private buyer is refused. */
const COMPANY_CALLS: Endpoint[] = [
  getPeople,
  updatePerson,
  removePerson,
  getInvitations,
  createInvitation,
  revokeInvitation,
  updateRules,
  approve,
  refuseApproval,
];

describe.each(COMPANY_ROLES)('the role %s', (role) => {
  it.each(GUARDED_CALLS.map(([e, action, sayAs]) => [`${e.method} ${e.path}`, e, action, sayAs ?? action] as const))(
    '%s: as the matrix says',
    async (_name, endpoint, action, sayAs) => {
      const res = await send(endpoint, tokens[role]);
      if (can(role, action)) {
        expect(res.json().code).not.toBe('FORBIDDEN_ROLE');
      } else {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN_ROLE', message: refusal(role, sayAs) });
      }
    },
  );

  it('reads its company, its role and the permissions the matrix gives it', async () => {
    const c = data(await api.get('/company', {}, tokens[role]), companySchema);
    expect(c).toMatchObject({ name: 'Bellance BTP', me: { role } });
    expect(c.me.permissions.every((a) => can(role, a))).toBe(true);
    // the company's debt is the boss's, the accountant's and the buyer's (at checkout), not the foreman's
    expect(c.credit === null).toBe(role === 'conducteur_travaux');
  });

  it('places an order only where the role may: the accountant is refused before anything is read', async () => {
    const res = await send(createOrder, tokens[role]);
    if (role === 'comptable') expect(res.json()).toMatchObject({ code: 'FORBIDDEN_ROLE', message: refusal('comptable', 'orders.place') });
    else expect(res.json().code).not.toBe('FORBIDDEN_ROLE');
  });

  it('lists the requests for approval: all of them for the approver, one’s own for the others', async () => {
    expect((await send(getApprovals, tokens[role])).statusCode).toBe(200);
  });
});

describe('outside a company', () => {
  it('a private buyer is told the company calls are the professionals’ and keeps his own calls', async () => {
    const { token } = await api.signUp('particulier-matrice@example.com');
    for (const e of [getCompany, ...COMPANY_CALLS]) expect((await send(e, token)).json()).toMatchObject({ code: 'FORBIDDEN_ROLE' });
    const own = GUARDED_CALLS.map(([e]) => e).filter((e) => !COMPANY_CALLS.includes(e));
    for (const e of own) expect((await send(e, token)).json().code).not.toBe('FORBIDDEN_ROLE');
  });
});
