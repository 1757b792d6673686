import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './deps';
import { accountRequestRoutes } from './customers/account-request-routes';
import { adminRoutes } from './admin/routes';
import { barScheduleRoutes } from './bar-schedules/routes';
import { cartRoutes } from './cart/routes';
import { catalogueRoutes } from './catalogue/routes';
import { contentRoutes } from './content/routes';
import { customerRoutes } from './customers/routes';
import { documentLifecycleRoutes } from './documents/routes';
import { formRoutes } from './forms/routes';
import { jobSiteRoutes } from './job-sites/routes';
import { meshLayoutRoutes } from './mesh-layout/routes';
import { orderRoutes } from './orders/routes';
import { passwordRoutes } from './customers/password-routes';
import { paymentRoutes } from './payments/routes';
import { quickOrderRoutes } from './quick-order/routes';
import { savedListRoutes } from './saved-lists/routes';
import { sessionRoutes } from './customers/session-routes';
import { siteRoutes } from './site/routes';
import { toolRoutes } from './tools/routes';
import { companyRoutes } from './companies/routes';
import { invitationRoutes } from './companies/invitation-routes';
import { approvalRoutes } from './companies/approval-routes';
import { statementRoutes } from './companies/statement-routes';

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
  approvalRoutes,
  paymentRoutes,
  documentLifecycleRoutes,
  barScheduleRoutes,
  jobSiteRoutes,
  savedListRoutes,
  meshLayoutRoutes,
  formRoutes,
  toolRoutes,
  companyRoutes,
  statementRoutes,
  invitationRoutes,
  adminRoutes,
];

/** Registers every route of the API: the one list of them, which app.ts calls and no route imports. */
export function registerApiRoutes(api: FastifyInstance, deps: AppDeps) {
  for (const routes of API_ROUTES) routes(api, deps);
}
