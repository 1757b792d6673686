import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { join } from 'node:path';
import type { Config } from './config';
import type { Db } from './db';
import { registerAuth, Tokens } from './http/auth';
import { registerContext } from './http/context';
import { errorHandler } from './http/errors';
import { adminRoutes } from './routes/admin';
import { cartRoutes } from './routes/cart';
import { catalogueRoutes } from './routes/catalogue';
import { contentRoutes } from './routes/content';
import { customerRoutes } from './routes/customer';
import { formRoutes } from './routes/forms';
import { mediaRoutes } from './routes/media';
import { orderRoutes } from './routes/order';
import { siteRoutes } from './routes/site';
import { toolRoutes } from './routes/tools';
import { Mailer } from './services/mailer';
import { RebuildWebhook } from './services/webhook';

export interface AppDeps {
  db: Db;
  config: Config;
  now: () => number;
  tokens: Tokens;
  mailer: Mailer;
  webhook: RebuildWebhook;
}

export interface AppOptions {
  db: Db;
  config: Config;
  /** injectable clock, for token and cart expiry tests */
  now?: () => number;
  logger?: boolean;
}

export async function buildApp({ db, config, now = Date.now, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  });
  const deps: AppDeps = {
    db,
    config,
    now,
    tokens: new Tokens(db, config, now),
    mailer: new Mailer(db, config.dbFile === ':memory:' ? null : join(config.dataDir, 'outbox'), now),
    webhook: new RebuildWebhook(config, app.log),
  };

  app.setErrorHandler(errorHandler);
  // The contract speaks JSON and multipart only: plain text gets a clear 415.
  app.removeContentTypeParser('text/plain');
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: 'NOT_FOUND', message: 'Cette adresse ne correspond à aucun service de l’API.' });
  });
  // The site is served from another origin (the CDN, or localhost:9000 in development).
  app.addHook('onRequest', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-allow-headers', 'authorization, content-type');
    reply.header('access-control-allow-methods', 'GET, POST, PATCH, PUT, DELETE, OPTIONS');
    if (request.method === 'OPTIONS') return reply.status(204).send();
  });
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 4, fields: 60, fieldSize: 16 * 1024, parts: 70 },
  });

  await app.register(async (api) => {
    registerContext(api, db);
    registerAuth(api, deps.tokens);
    siteRoutes(api, deps);
    catalogueRoutes(api, deps);
    contentRoutes(api, deps);
    customerRoutes(api, deps);
    cartRoutes(api, deps);
    orderRoutes(api, deps);
    formRoutes(api, deps);
    toolRoutes(api, deps);
    adminRoutes(api, deps);
  }, { prefix: '/api/v1' });
  mediaRoutes(app);
  return app;
}
