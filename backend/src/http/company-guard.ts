import type { FastifyInstance } from 'fastify';
import type { CompanyAction } from '@trefima/domain/companies/roles';
import { GUARDED_CALLS, type OwnRow } from '../companies/guarded-calls';
import type { Companies } from '../companies/companies';
import { at } from './answers';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the company action this call needs (GUARDED_CALLS), and the one its refusal names, set as the route is added */
    companyAction?: readonly [CompanyAction, CompanyAction?, OwnRow?];
  }
}

/**
 * Sets each guarded route's action as it is added, and checks it once the
 * session is known (after registerAuth's hook), before the route's schemas:
 * a role without the right gets its French 403 whatever it sent, but on a
 * row of his own the call's table lets him act on (an order approved for
 * him, which he pays).
 */
export function registerCompanyGuard(api: FastifyInstance, companies: Companies) {
  const actions = new Map(GUARDED_CALLS.map(([e, action, sayAs, ownRow]) => [`${e.method} ${at(e)}`, [action, sayAs, ownRow] as const]));
  api.addHook('onRoute', (route) => {
    const path = route.url.slice(route.prefix.length);
    const action = ([] as string[])
      .concat(route.method)
      // the HEAD Fastify adds beside a GET runs its handler and answers its headers (a file's name and length): guarded as that GET
      .map((method) => actions.get(`${method === 'HEAD' ? 'GET' : method} ${path}`))
      .find(Boolean);
    if (action) route.config = { ...(route.config ?? {}), companyAction: action };
  });
  api.addHook('preValidation', async (request) => {
    const guarded = request.routeOptions.config?.companyAction;
    if (!guarded || !request.auth) return;
    const [action, sayAs, ownRow] = guarded;
    // the path's parameters, not yet validated: the row they name is only looked up, as the caller's own
    const params = request.params as Record<string, string | undefined>;
    companies.assertCan(request.auth.customerId, action, sayAs, ownRow && ((m) => ownRow(companies, m, params)));
  });
}
