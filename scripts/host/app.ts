import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import type { BlockList } from 'node:net';
import { isDebugFile, publishesDebugFiles } from '../../src/build/debug-files';
import { isDeploymentFile } from '../../src/build/deployment-files';
import { isAllowed } from '../../backend/src/http/allowlist';
import { BAD_REQUEST_PAGE, parserErrorAnswer } from './bad-request';
import type { Rebuilder } from './rebuilder';
import { readPath, redirectLocation } from './safe-path';
import { SecretGuard } from './secret-guard';
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

// chunks end in -<hash>.js, stylesheets in .<hash>.css (app.<hash>.css, <id>.<hash>.css)
const HASHED = /[-.][0-9a-f]{16,}\.(js|css)$|^\/static\//;
const HSTS = 'max-age=31536000; includeSubDomains';
// fragments Gatsby stitches into pages at build time (the browser fetches slice-data JSON, never these):
// alone, they are HTML without the page's script policy
const SLICE_FRAGMENT = /^_gatsby[/\\]slices[/\\]/i;

/** Long cache for content-hashed files, revalidation for HTML and page data. */
function cacheHeaders(reply: FastifyReply, path: string) {
  if (HASHED.test(path)) reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'public, max-age=0, must-revalidate');
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The static host: the build's redirect rules as single-hop 301s, files,
 * client-only routes served by their page, the 404 page with status 404,
 * security headers, a staging allowlist and the rebuild webhook. When the
 * root is a releases link, a swap is picked up on the next request. Redirects
 * stay on the site (safe-path.ts); what the build keeps for itself or writes
 * for its host (headers.json, redirects.json…, which this host reads from disk) is not served.
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
  // Brotli at quality 11 costs far more CPU than it saves bytes on pages this size: 5 serves many times more requests.
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } } });
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

  const send = (reply: FastifyReply, file: string, status = 200) => {
    cacheHeaders(reply, `/${file}`);
    // sendFile resolves under the live release (the link is followed at each request)
    return reply.status(status).sendFile(file, current().real);
  };

  if (rebuild) {
    const guard = new SecretGuard();
    /** Whether the request holds the secret; when it does not, the reply is sent (403, or 429 for a client guessing). */
    const holdsSecret = (request: FastifyRequest, reply: FastifyReply) => {
      const wait = guard.wait(request.ip);
      if (wait > 0) {
        const { retryAfter, body } = SecretGuard.refusal(wait);
        void reply.status(429).header('retry-after', String(retryAfter)).send(body);
        return false;
      }
      const given = String(request.headers['x-rebuild-secret'] ?? '');
      if (given && sameSecret(given, rebuild.secret)) return true;
      guard.failed(request.ip);
      void reply.status(403).send({ code: 'FORBIDDEN', message: 'Secret de reconstruction invalide.' });
      return false;
    };
    app.post('/__rebuild', async (request, reply) => {
      if (!holdsSecret(request, reply)) return reply;
      const body = (request.body ?? {}) as { entity?: string; slug?: string };
      void rebuild.rebuilder.request([body.entity, body.slug].filter(Boolean).join(' ') || 'webhook');
      return reply.status(202).send({ status: 'accepted', building: rebuild.rebuilder.busy });
    });
    /** The builds so far, for whoever holds the secret. */
    app.get('/__rebuild', async (request, reply) => {
      if (!holdsSecret(request, reply)) return reply;
      return { building: rebuild.rebuilder.busy, history: rebuild.rebuilder.history };
    });
  }

  // Whatever else reaches the host (a form posted to a page, a scanner's PUT): French, and no method or path echoed
  // back as Fastify's own 404 does. The rebuild hook, when on, is the one address that takes a POST.
  app.setNotFoundHandler((request, reply) => {
    const hook = rebuild && request.url.split('?')[0] === '/__rebuild';
    return reply
      .status(405)
      .header('allow', hook ? 'GET, HEAD, POST' : 'GET, HEAD')
      .send({
        code: 'METHOD_NOT_ALLOWED',
        message: hook
          ? 'Cette adresse se consulte (GET ou HEAD) ou reçoit la demande de reconstruction (POST) : rien d’autre.'
          : 'Cette adresse se consulte seulement (GET ou HEAD) : rien ne peut y être envoyé.',
      });
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const { site } = current();
      const queryAt = request.url.indexOf('?');
      const reading = readPath(queryAt < 0 ? request.url : request.url.slice(0, queryAt));
      if (!reading) return badRequest(reply);
      const { path: pathname, canonical, address, isAddress } = reading;
      const query = queryAt < 0 ? '' : request.url.slice(queryAt + 1);
      const rule = site.redirects.get(canonical.toLowerCase());
      if (rule) return reply.redirect(redirectLocation(rule.to, query), rule.status);
      // one URL per page: the build's links have no trailing slash, no doubled slash, no backslash
      if (!isAddress) return reply.redirect(redirectLocation(address, query), 301);
      const file = site.file(pathname);
      // checked on the file found, whatever spelling of its path led there
      if (file && (SLICE_FRAGMENT.test(file) || isDeploymentFile(file) || (!publishSourceMaps && isDebugFile(file)))) return send(reply, '404.html', 404);
      if (file) return send(reply, file);
      const route = site.clientRoute(pathname);
      if (route && site.file(`/${route.page}`)) return send(reply, route.page, route.status);
      return send(reply, '404.html', 404);
    },
  });
  return app;
}
