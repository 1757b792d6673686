import type { IncomingMessage } from 'node:http';

/**
 * Reads away what is left of a request body once its answer is decided, so
 * that the keep-alive connection can carry the client's next request: left
 * unread (the multipart reader stops reading at its first error), the body
 * blocks the connection until it times out. Past `limit` more bytes, closing
 * the connection is cheaper than reading on.
 */
/** How much of a refused body is worth reading away: a form holds at most 4 files, so a few uploads' worth; more is an abuse that closing answers. */
export const drainLimit = (uploadMaxBytes: number) => 5 * uploadMaxBytes;

export function drainRequest(raw: IncomingMessage, limit: number): void {
  if (raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  let left = limit;
  raw.on('data', (chunk: Buffer) => {
    left -= chunk.length;
    if (left < 0) raw.destroy();
  });
  raw.resume();
}
