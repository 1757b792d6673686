import type { FastifyReply } from 'fastify';

/** A file to save under its name, never kept by a shared cache (it is one customer's). */
export const download = (reply: FastifyReply, type: string, name: string, body: Uint8Array | string) =>
  reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(typeof body === 'string' ? body : Buffer.from(body));

/** A 204 has no body: its endpoint's `data: null` is what the client reads of it. */
export const noContent = (reply: FastifyReply) => reply.status(204).send();
