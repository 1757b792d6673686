import type { FastifyReply } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

// chunks end in -<hash>.js, stylesheets in .<hash>.css (app.<hash>.css, <id>.<hash>.css)
const HASHED = /[-.][0-9a-f]{16,}\.(js|css)$|^\/static\//;

/** Long cache for content-hashed files, revalidation for HTML and page data. */
function cacheHeaders(reply: FastifyReply, path: string) {
  if (HASHED.test(path)) reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'public, max-age=0, must-revalidate');
}

/**
 * Sends a file of the release at `root` with its status. Only the file a path
 * names, with a 200, takes a range; an error page, or a route's page standing
 * in for a path, goes whole, with neither range nor condition (RFC 9110, 13.2.1
 * and 14.2): its validators are those of another address, and a 304 or 206
 * would answer for a page that is not there.
 */
export async function sendPage(reply: FastifyReply, root: string, { file, status, asked }: { file: string; status: number; asked: boolean }) {
  cacheHeaders(reply, `/${file}`);
  // whether the answer comes compressed depends on the request's Accept-Encoding even when this one did not: a shared
  // cache must not hand an identity copy to everyone. In lower case, as @fastify/compress looks for it before adding its own.
  reply.header('vary', 'accept-encoding');
  if (status !== 200)
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .send(await readFile(join(root, file)));
  // sendFile resolves under the live release (the link is followed at each request)
  return reply.status(200).sendFile(file, root, asked ? {} : { acceptRanges: false });
}
