import type { Config } from './config';
import type { Db } from './db';
import type { Mailer } from './services/mailer';
import type { Recaptcha } from './services/recaptcha';
import type { Services } from './services/registry';
import type { Sessions } from './services/sessions';
import type { RebuildWebhook } from './services/webhook';
import type { Throttles } from './throttle';

/**
 * What every route is given: the database, the configuration, the clock and
 * the services, made once per app by buildApp (app.ts). Apart from app.ts so
 * that a route needs it without importing the app that registers the route.
 */
export interface AppDeps {
  db: Db;
  config: Config;
  now: () => number;
  sessions: Sessions;
  mailer: Mailer;
  webhook: RebuildWebhook;
  throttles: Throttles;
  recaptcha: Recaptcha;
  /** every service, made once per app (services/registry.ts); the four above are among them */
  services: Services;
}
