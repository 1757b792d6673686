import type { Config } from './config';
import type { Db } from './db';
import type { Mailer } from './mail/mailer';
import type { Recaptcha } from './forms/recaptcha';
import type { Services } from './services';
import type { Sessions } from './customers/sessions';
import type { RebuildWebhook } from './admin/webhook';
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
  /** every service, made once per app (services.ts); the four above are among them */
  services: Services;
}
