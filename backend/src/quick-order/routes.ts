import type { FastifyInstance } from 'fastify';
import { MAX_REFERENCE_SUGGESTIONS, referencesQuery } from '@trefima/domain/quick-order/requests';
import { getReferences, quickOrderFile } from '@trefima/domain/quick-order/endpoints';
import type { AppDeps } from '../deps';
import { answerOf, at } from '../http/answers';
import { ApiError } from '../http/errors';
import { readerRefusal, readForm } from '../http/uploads';
import { authOptional, route } from '../http/route-options';
import { typed } from '../http/zod-routes';
import { FILE_FIELD, MAX_QUICK_ORDER_FILE_BYTES, readQuickOrderFile } from './quick-order-upload';

const fileError = (message: string) => new ApiError(422, 'VALIDATION_ERROR', message, { errors: { [FILE_FIELD]: message } });

/** The quick order's helpers beside POST /cart/quick-order (cart/routes.ts): a spreadsheet read into lines, and references as they are typed. */
export function quickOrderRoutes(fastify: FastifyInstance, { throttles, services: { quickOrders } }: AppDeps) {
  const app = typed(fastify);

  // multipart with one `file`: its lines answered as a dry run, for the page to correct; the cart is untouched
  app.post(at(quickOrderFile), { ...route(authOptional, throttles.writes), schema: { response: answerOf(quickOrderFile) } }, async (request) => {
    // the spreadsheet's reader checks the file itself (zip, macros): read once, by it
    const { files } = await readForm(request, MAX_QUICK_ORDER_FILE_BYTES, { typed: false });
    const file = files.find((f) => f.field === FILE_FIELD);
    if (!file) throw fileError('Joignez un fichier CSV ou Excel (.xlsx) de vos références et quantités.');
    if (file.size > MAX_QUICK_ORDER_FILE_BYTES)
      throw fileError('Le fichier dépasse 1 Mo : partagez-le en plusieurs fichiers, ou gardez seulement les colonnes utiles.');
    try {
      return { data: await readQuickOrderFile(file.buffer, fastify.fileReaders, quickOrders, request.ctx.plan, request.auth?.customerId ?? null) };
    } catch (error) {
      throw readerRefusal(error, FILE_FIELD);
    }
  });

  app.get(at(getReferences), { schema: { querystring: referencesQuery, response: answerOf(getReferences) } }, async (request) => ({
    data: quickOrders.startingWith(request.query.q, request.ctx.plan, request.query.limit ?? MAX_REFERENCE_SUGGESTIONS),
  }));
}
