import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { constants as zlibConstants } from 'node:zlib';
import type { BlockList } from 'node:net';
import { publishesDebugFiles } from '../../src/build/debug-files';
import { isAllowed } from '../../backend/src/http/allowlist';
import { BAD_REQUEST_PAGE, errorPage, errorStatus, errorWords, parserErrorAnswer } from './bad-request';
import { pageAnswer } from './page-answer';
import type { Rebuilder } from './rebuilder';
import { readPath, redirectLocation } from './safe-path';
import { SecretGuard } from './secret-guard';
import { sendPage } from './send-page';
import { SiteFiles } from './site-files';

export interface HostOptions {
  /** the built site: ./public, or the `current` link of a releases folder */
  root: string;
  logger?: boolean;
  /** staging: only these clients (STAGING_ALLOWED_IPS) */
  allowlist?: BlockList | null;
  /** Fastify's trustProxy: which proxy headers to believe for the client address and protocol */
  trustProxy?: boolean | number | string[];
  /** the content webhook: POST /__rebuild with this secret */
  rebuild?: { secret: string; rebuilder: Rebuilder };
  /** serve source maps and webpack's stats (PUBLISH_SOURCE_MAPS=1) */
  publishSourceMaps?: boolean;
}

const HSTS = 'max-age=31536000; includeSubDomains';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const REBUILD = '/__rebuild';
// the API's webhook sends `{ entity, id, slug, at }`: a few hundred bytes
const LABEL_LIMIT = 4096;
const LABEL_PART = /^[^\u0000-\u001f\u007f]{1,200}$/;

/** Whether the request announces a body: one the host does not read is left on a connection it then closes. */
const carriesBody = (request: FastifyRequest) => request.headers['transfer-encoding'] !== undefined || (request.headers['content-length'] ?? '0') !== '0';

/**
 * The build's label in the log, from the hook's body (`{ entity, slug }`), read
 * once the secret holds and only so far: the body names the change, it does not
 * decide the build, so a malformed or oversized one labels it « webhook ».
 */
function rebuildLabel(body: Readable | undefined): Promise<string> {
  if (!body) return Promise.resolve('webhook');
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (label: string) => {
      body.off('data', onData).off('end', onEnd).off('error', onError);
      resolve(label);
    };
    const onData = (chunk: Buffer | string) => {
      const bytes = Buffer.from(chunk);
      size += bytes.length;
      if (size > LABEL_LIMIT) {
        body.pause();
        finish('webhook');
      } else chunks.push(bytes);
    };
    const onEnd = () => {
      try {
        const { entity, slug } = (JSON.parse(Buffer.concat(chunks).toString('utf8')) ?? {}) as { entity?: unknown; slug?: unknown };
        const parts = [entity, slug].filter((v) => v !== undefined);
        finish(parts.length && parts.every((v) => typeof v === 'string' && LABEL_PART.test(v)) ? parts.join(' ') : 'webhook');
      } catch {
        finish('webhook');
      }
    };
    const onError = () => finish('webhook');
    body.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

/**
 * The static host: pages (page-answer.ts: the build's redirect rules as
 * single-hop 301s, one URL per page, files, client-only routes served by their
 * page, the 404 page with status 404; send-page.ts), security headers, a
 * staging allowlist and the rebuild webhook. When the root is a releases link,
 * a swap is picked up on the next request. Redirects stay on the site
 * (safe-path.ts); what the build keeps for itself or writes for its host
 * (headers.json, redirects.json…, which this host reads from disk) is not served.
 */
export async function buildHost({
  root,
  logger = false,
  allowlist = null,
  trustProxy = false,
  rebuild,
  publishSourceMaps = publishesDebugFiles(),
}: HostOptions) {
  let live = { real: '', site: null as unknown as SiteFiles, headers: {} as Record<string, string> };
  const current = () => {
    const real = realpathSync(root);
    if (real !== live.real) {
      const headersFile = join(real, 'headers.json');
      live = { real, site: new SiteFiles(real), headers: existsSync(headersFile) ? JSON.parse(readFileSync(headersFile, 'utf8')) : {} };
    }
    return live;
  };

  const securityHeaders = (request: FastifyRequest, reply: FastifyReply) => {
    for (const [k, v] of Object.entries(current().headers)) reply.header(k, v);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  };
  const badRequest = (reply: FastifyReply) => reply.status(400).type('text/html; charset=utf-8').send(BAD_REQUEST_PAGE);

  // a hop count is given as a function: Fastify's types take booleans, lists and functions
  const trust = typeof trustProxy === 'number' ? (_: string, hop: number) => hop < trustProxy : trustProxy;
  const app = Fastify({
    logger,
    trustProxy: trust,
    // a path the router cannot decode never reaches the hooks: it gets the same answer as one the handler refuses
    frameworkErrors: (_error, request, reply) => {
      securityHeaders(request, reply);
      void badRequest(reply);
    },
    clientErrorHandler: (error, socket) => {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      if (socket.writable) socket.end(parserErrorAnswer(error.code, current().headers));
      else socket.destroy(error);
    },
  });
  // The host reads no body: a page takes none, and the rebuild hook reads its own once the secret holds. Fastify's
  // parsers would read up to a megabyte of whatever came, before any route could refuse it, and answer in English.
  // This one hands the unread stream on.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  // Brotli at quality 11 costs far more CPU than it saves bytes on pages this size: 5 serves many times more requests.
  // No request is decompressed either, for the same reason.
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false, etag: true, lastModified: true });

  app.addHook('onRequest', async (request, reply) => {
    securityHeaders(request, reply);
    if (allowlist && !isAllowed(allowlist, request.ip)) {
      return reply
        .status(401)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="fr"><meta charset="utf-8"><title>401</title><h1>You are not allowed to access this application</h1><p>Accès réservé.</p></html>',
        );
    }
  });

  if (rebuild) {
    const guard = new SecretGuard();
    /**
     * Sends the refusal (403, or 429 for a client guessing) to a request without the secret. Checked on the request
     * alone, before its body is touched: a wrong secret costs the client the same whatever it sent.
     */
    const holdsSecret = async (request: FastifyRequest, reply: FastifyReply) => {
      if (carriesBody(request)) reply.header('connection', 'close');
      const wait = guard.wait(request.ip);
      if (wait > 0) {
        const { retryAfter, body } = SecretGuard.refusal(wait);
        return reply.status(429).header('retry-after', String(retryAfter)).send(body);
      }
      const given = String(request.headers['x-rebuild-secret'] ?? '');
      if (given && sameSecret(given, rebuild.secret)) {
        reply.removeHeader('connection');
        return;
      }
      guard.failed(request.ip);
      return reply.status(403).send({ code: 'FORBIDDEN', message: 'Secret de reconstruction invalide.' });
    };
    app.post(REBUILD, { onRequest: holdsSecret }, async (request, reply) => {
      const label = await rebuildLabel(request.body as Readable | undefined);
      // what was left unread of an oversized body stays on a connection that ends with this answer
      if (request.raw.readableEnded === false) reply.header('connection', 'close');
      void rebuild.rebuilder.request(label);
      return reply.status(202).send({ status: 'accepted', building: rebuild.rebuilder.busy });
    });
    /** The builds so far, for whoever holds the secret. */
    app.get(REBUILD, { onRequest: holdsSecret }, async () => ({ building: rebuild.rebuilder.busy, history: rebuild.rebuilder.history }));
  }

  // Whatever else reaches the host (a form posted to a page, a scanner's PUT): French, and no method or path echoed
  // back as Fastify's own 404 does. The rebuild hook, when on, is the one address that takes a POST. The body, never
  // read, is left on a connection that ends with the answer.
  const methodNotAllowed = (request: FastifyRequest, reply: FastifyReply) => {
    const hook = rebuild && request.url.split('?')[0] === REBUILD;
    if (carriesBody(request)) reply.header('connection', 'close');
    return reply
      .status(405)
      .header('allow', hook ? 'GET, HEAD, POST' : 'GET, HEAD')
      .send({
        code: 'METHOD_NOT_ALLOWED',
        message: hook
          ? 'Cette adresse se consulte (GET ou HEAD) ou reçoit la demande de reconstruction (POST) : rien d’autre.'
          : 'Cette adresse se consulte seulement (GET ou HEAD) : rien ne peut y être envoyé.',
      });
  };
  app.setNotFoundHandler(methodNotAllowed);

  // What Fastify itself refuses (a content type it cannot read, a request timing out…) gets the host's French
  // answer with its headers, never the framework's English one naming its internals; a request the host refuses
  // anyway (a POST to a page) gets that refusal, not a word on its body.
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    securityHeaders(request, reply);
    if (request.is404) return methodNotAllowed(request, reply);
    const status = errorStatus(error.statusCode);
    if (status >= 500) request.log.error({ err: error }, 'erreur du serveur');
    reply.status(status);
    if (request.url.split('?')[0] === REBUILD) {
      const { code, message } = errorWords(status);
      return reply.send({ code, message: `${message}.` });
    }
    return reply.type('text/html; charset=utf-8').send(errorPage(status));
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const { site, real } = current();
      const queryAt = request.url.indexOf('?');
      const reading = readPath(queryAt < 0 ? request.url : request.url.slice(0, queryAt));
      if (!reading) return badRequest(reply);
      const answer = pageAnswer(site, reading, publishSourceMaps);
      if ('redirect' in answer) return reply.redirect(redirectLocation(answer.redirect, queryAt < 0 ? '' : request.url.slice(queryAt + 1)), answer.status);
      return sendPage(reply, real, answer);
    },
  });
  return app;
}
