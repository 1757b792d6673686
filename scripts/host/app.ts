import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply } from 'fastify';
import { SiteFiles } from './site-files';

export interface HostOptions {
  /** the built site, e.g. ./public */
  root: string;
  logger?: boolean;
}

const HASHED = /-[0-9a-f]{16,}\.(js|css)$|^\/static\//;

/** Long cache for content-hashed files, revalidation for HTML and page data. */
function cacheHeaders(reply: FastifyReply, path: string) {
  if (HASHED.test(path)) reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'public, max-age=0, must-revalidate');
}

/**
 * The static host: the build's redirect rules as single-hop 301s, files,
 * client-only routes served by their page, and the 404 page with status 404.
 */
export async function buildHost({ root, logger = false }: HostOptions) {
  const site = new SiteFiles(root);
  const app = Fastify({ logger });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false, etag: true, lastModified: true });

  const send = (reply: FastifyReply, file: string, status = 200) => {
    cacheHeaders(reply, `/${file}`);
    return reply.status(status).sendFile(file);
  };

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const [rawPath, query] = request.url.split('?', 2);
      let pathname: string;
      try {
        pathname = decodeURIComponent(rawPath);
      } catch {
        return send(reply, '404.html', 404);
      }
      const suffix = query ? `?${query}` : '';
      const rule = site.redirects.get(pathname.replace(/\/+$/, '').toLowerCase() || '/');
      if (rule) return reply.redirect(rule.to + suffix, rule.status);
      // one URL per page: the build's links have no trailing slash
      if (pathname.length > 1 && pathname.endsWith('/')) {
        return reply.redirect(pathname.replace(/\/+$/, '') + suffix, 301);
      }
      const file = site.file(pathname);
      if (file) return send(reply, file);
      const page = site.clientRoute(pathname);
      if (page && site.file(`/${page}`)) return send(reply, page);
      return send(reply, '404.html', 404);
    },
  });
  return app;
}
