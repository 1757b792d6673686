import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { accountRequestRoutes } from './account-request';
import { adminRoutes } from './admin';
import { barScheduleRoutes } from './bar-schedules';
import { cartRoutes } from './cart';
import { catalogueRoutes } from './catalogue';
import { contentRoutes } from './content';
import { customerRoutes } from './customer';
import { documentLifecycleRoutes } from './document-lifecycle';
import { formRoutes } from './forms';
import { jobSiteRoutes } from './job-sites';
import { meshLayoutRoutes } from './mesh-layout';
import { orderRoutes } from './order';
import { passwordRoutes } from './password';
import { quickOrderRoutes } from './quick-order';
import { savedListRoutes } from './saved-lists';
import { sessionRoutes } from './session';
import { siteRoutes } from './site';
import { toolRoutes } from './tools';

/** The API's routes under /api/v1, in the order they are registered (the media files are served apart, by app.ts). */
const API_ROUTES: ((api: FastifyInstance, deps: AppDeps) => void)[] = [
  siteRoutes,
  catalogueRoutes,
  contentRoutes,
  sessionRoutes,
  passwordRoutes,
  customerRoutes,
  accountRequestRoutes,
  cartRoutes,
  quickOrderRoutes,
  orderRoutes,
  documentLifecycleRoutes,
  barScheduleRoutes,
  jobSiteRoutes,
  savedListRoutes,
  meshLayoutRoutes,
  formRoutes,
  toolRoutes,
  adminRoutes,
];

/** Registers every route of the API: the one list of them, which app.ts calls and no route imports. */
export function registerApiRoutes(api: FastifyInstance, deps: AppDeps) {
  for (const routes of API_ROUTES) routes(api, deps);
}
