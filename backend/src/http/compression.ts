import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the answer is sent as it is, whatever the client accepts */
    compress?: boolean;
  }
}

/**
 * Under this (a listing page, a cart, the menus), an answer comes within the
 * first round trips of a connection anyway, and compressing it was measured
 * to cost the loopback bench more than it saves there (bench/notes.md).
 */
const MIN_BYTES = 32 * 1024;
/** Over this, the work goes to libuv's threads, so that the API goes on answering meanwhile. */
const ASYNC_BYTES = 256 * 1024;
const COMPRESSIBLE = /^(application\/json|text\/)/;

type Encoding = 'br' | 'gzip';

/**
 * The encoding a client takes, from its Accept-Encoding: Brotli before gzip
 * at an equal weight, nothing for `identity` alone or a weight of 0.
 */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) weights.set(name.trim(), q === undefined ? 1 : Number(q) || 0);
  }
  const weight = (e: Encoding) => weights.get(e) ?? weights.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  return weight('gzip') > 0 ? 'gzip' : null;
}

// Brotli, which every browser takes, at a low quality: each answer is
// compressed as it is made. gzip is for the clients without it (scripts,
// Node's fetch), at its fastest level.
const BROTLI: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP: ZlibOptions = { level: 1 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function compressed(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (body.length > ASYNC_BYTES) return encoding === 'br' ? brotliAsync(body, BROTLI) : gzipAsync(body, GZIP);
  return encoding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body, GZIP);
}

const wantsCompression = (request: FastifyRequest) => request.routeOptions.config?.compress !== false;

/**
 * Large text answers (JSON, BVBS, CSV) travel in Brotli or gzip to a client
 * that asks: a phone on an island network reading a saved schedule of
 * hundreds of rows, a page of a hundred products. Done in one call per
 * answer rather than through streams: @fastify/compress's streams cost the
 * API several times the compression itself (bench/notes.md). Files already
 * compressed (PDF, spreadsheets, images) and streamed answers go as they are.
 *
 * Not BREACH's ground: credentials come only from the Authorization header
 * and from bodies the site's script sets, never from a cookie, so another
 * page cannot have a browser send a credentialed request. Request bodies are
 * never inflated: a small gzip body must be no way round bodyLimit.
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || !COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    // a string has at least as many bytes as characters: only a short one is measured (a long one's measure is a long step)
    const size = typeof payload === 'string' && payload.length < MIN_BYTES ? Buffer.byteLength(payload) : payload.length;
    if (size < MIN_BYTES || !wantsCompression(request)) return payload;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    return compressed(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding);
  });
}

/** The whole-catalogue exports: the static build reads them from the same machine or network, where compressing them would only spend the API's time. */
export const forTheBuild = (throttle: RouteShorthandOptions): RouteShorthandOptions => ({ ...throttle, config: { ...throttle.config, compress: false } });
