import Fastify, { type FastifyInstance, type FastifyLoggerOptions, type FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import type { Config } from './config';
import type { Db } from './db';
import { registerAuth } from './http/auth';
import { registerCompanyGuard } from './http/company-guard';
import { registerCompression } from './http/compression';
import { registerContext } from './http/context';
import './http/zod-fr';
import { errorHandler, frameworkError } from './http/errors';
import { registerAnswers } from './http/answers';
import { registerZodRoutes } from './http/zod-routes';
import { registerFileReaders } from './http/uploads';
import { mediaRoutes } from './media/routes';
import { createServices } from './services';
import { drainLimit, drainRequest } from './http/request-drain';
import { registerThrottles } from './throttle';
import type { AppDeps } from './deps';
import { registerApiRoutes } from './routes';

export interface AppOptions {
  db: Db;
  config: Config;
  /** injectable clock, for token and cart expiry tests */
  now?: () => number;
  /** the request log, at `config.logLevel`: on the standard output, or on the stream given (tests) */
  logger?: boolean | { stream: { write(line: string): void } };
}

/**
 * The one-time tokens paths carry, hidden in the request log (whoever reads the host's logs must not find working
 * links there): an invitation's, GET and POST /invitation/{token}, not an administrator's /company/invitation/{id}.
 * The reset and authorisation links' tokens travel in bodies, which are not logged.
 */
const TOKEN_IN_PATH = /(?<!\/company)(\/invitation\/)[^/?#]+/gi;
const loggedUrl = (url: string) => url.replace(TOKEN_IN_PATH, '$1[caché]');

/** Fastify's own request serializer, with the path's tokens hidden. */
const loggedRequest = (request: FastifyRequest) => {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: loggedUrl(request.url),
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
};

export async function buildApp({ db, config, now = Date.now, logger = false }: AppOptions): Promise<FastifyInstance> {
  const logging: FastifyLoggerOptions | false = logger && {
    level: config.logLevel,
    serializers: { req: loggedRequest },
    ...(logger === true ? {} : { stream: logger.stream }),
  };
  const app = Fastify({
    logger: logging,
    bodyLimit: 1024 * 1024,
    // the client address (throttling) comes from X-Forwarded-For only behind the proxies TRUST_PROXY names
    trustProxy: typeof config.trustProxy === 'number' ? (_: string, hop: number) => hop < (config.trustProxy as number) : config.trustProxy,
    frameworkErrors: frameworkError,
  });

  app.setErrorHandler(errorHandler);
  registerZodRoutes(app);
  registerAnswers(app, config.checkAnswers);
  // The contract speaks JSON and multipart only: plain text gets a clear 415.
  app.removeContentTypeParser('text/plain');
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: 'NOT_FOUND', message: 'Cette adresse ne correspond à aucun service de l’API.' });
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  // The site is served from another origin (the CDN, or localhost:9000 in development).
  await app.register(cors, {
    origin: '*',
    allowedHeaders: ['authorization', 'content-type'],
    // a file's name (the schedules' PDF and BVBS files) and the BVBS rows left out, read by the site's client
    exposedHeaders: ['content-disposition', 'x-bvbs-skipped-rows'],
    methods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    optionsSuccessStatus: 204,
    // as before the plugin: any OPTIONS is a preflight, even from a client that names no origin
    strictPreflight: false,
  });
  registerCompression(app);
  const services = createServices({ db, config, now, log: app.log });
  const { sessions, mailer, webhook, recaptcha } = services;
  const deps: AppDeps = { db, config, now, sessions, mailer, webhook, recaptcha, throttles: await registerThrottles(app, config, now), services };
  // Fastify answers a body its parser refused (over bodyLimit, bad JSON) with
  // `connection: close`, as the rest of the body may still be on the wire.
  // Reading that rest away instead keeps the browser's keep-alive connection,
  // unless the body announces more than is worth reading.
  const drainBytes = drainLimit(config.uploadMaxBytes);
  app.addHook('onSend', async (request, reply) => {
    if (reply.getHeader('connection') !== 'close') return;
    if (Number(request.headers['content-length'] ?? 0) > drainBytes) return;
    reply.removeHeader('connection');
    drainRequest(request.raw, drainBytes);
  });
  registerFileReaders(app, config.fileReaders);
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 4, fields: 60, fieldSize: 16 * 1024, parts: 70 },
  });

  await app.register(
    async (api) => {
      registerContext(api, services.site);
      registerAuth(api, deps.sessions);
      registerCompanyGuard(api, services.companies);
      registerApiRoutes(api, deps);
    },
    { prefix: '/api/v1' },
  );
  mediaRoutes(app);
  return app;
}
