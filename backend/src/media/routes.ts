import type { FastifyInstance } from 'fastify';
import { MEDIA_KINDS, pictureSvg } from './media';

/** Product and editorial pictures, drawn on the fly from the URL alone and cached for a day. */
export function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { kind: string; file: string }; Querystring: { c?: string } }>('/media/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params;
    const m = file.match(/^([a-z0-9-]{1,120})\.svg$/);
    if (!(MEDIA_KINDS as readonly string[]).includes(kind) || !m) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'Cette image est introuvable.' });
    }
    reply.header('content-type', 'image/svg+xml; charset=utf-8');
    reply.header('cache-control', 'public, max-age=86400');
    reply.header('access-control-allow-origin', '*');
    return pictureSvg(kind, m[1], request.query.c);
  });
}
