import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, badParam } from './errors';

import type { SalesPlanRow, Site } from '../site/site';

export type { SalesPlanRow };

export interface RequestContext {
  siteId: number;
  lang: string;
  plan: SalesPlanRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
  interface FastifyContextConfig {
    /** routes that run before a site is known: `GET /site` */
    noContext?: boolean;
  }
}

const intParam = (v: unknown) => (typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : null);

/**
 * Every call carries `site_id`, `lang` and `sales_plan_id`. A missing or
 * unknown site or plan is the caller's mistake: 400 naming the parameter.
 */
export function registerContext(app: FastifyInstance, site: Site) {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.routeOptions.config?.noContext || !request.url.startsWith('/api/v1/')) return;
    if (!request.routeOptions.url) return; // unknown route: let the 404 handler answer
    const q = request.query as Record<string, unknown>;
    if (q.site_id === undefined || q.site_id === '') throw badParam('site_id', 'est obligatoire');
    const siteId = intParam(q.site_id);
    if (siteId === null || !site.siteExists(siteId)) throw badParam('site_id', 'ne correspond à aucun site');
    const lang = q.lang === undefined || q.lang === '' ? 'fr' : String(q.lang);
    if (!site.hasLanguage(siteId, lang)) throw badParam('lang', 'ne correspond à aucune langue du site');
    if (q.sales_plan_id === undefined || q.sales_plan_id === '') throw badParam('sales_plan_id', 'est obligatoire');
    const planId = intParam(q.sales_plan_id);
    const plan = planId === null ? undefined : site.plan(planId, siteId);
    if (!plan) throw new ApiError(400, 'INVALID_PARAMETER', 'Le paramètre « sales_plan_id » ne correspond à aucun territoire.');
    request.ctx = { siteId, lang, plan };
  });
}
