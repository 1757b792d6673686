import type { FastifyInstance } from 'fastify';
import { documentParams } from '@trefima/domain/orders/requests';
import { quotationAcceptBody, quotationNoteBody, quotationRevisionBody } from '@trefima/domain/quotations/requests';
import { getCreditNotePdf, getCreditNotes, getDeliveryNotePdf, getInvoicePdf, getOrderPdf, getQuotationPdf } from '@trefima/domain/documents/endpoints';
import { acceptQuotation, askQuotationRevision, refuseQuotation, renewQuotation } from '@trefima/domain/quotations/endpoints';
import type { Endpoint } from '@trefima/domain/contract/endpoint';
import type { AppDeps } from '../deps';
import { answerOf, at } from '../http/answers';
import { customerIdOf } from '../http/auth';
import { download } from '../http/download';
import { authRequired, route } from '../http/route-options';
import { typed } from '../http/zod-routes';
import type { MailAttachment } from '../mail/mailer';

/**
 * The buyer's moves on a quotation (accept, refuse, ask a revision, ask
 * again) and his documents as PDF. The lifecycle is the services'; a PDF is
 * made on each call, from what the database holds now.
 */
export function documentLifecycleRoutes(fastify: FastifyInstance, { config, throttles, services }: AppDeps) {
  const app = typed(fastify);
  const { quotationLifecycle: lifecycle, documentFiles: files, carts } = services;
  const writes = route(authRequired, throttles.writes);
  // a PDF costs the API some work: throttled like a write
  const pdf = <E extends Endpoint>(endpoint: E) => ({ ...writes, schema: { params: documentParams, response: answerOf(endpoint) } });
  const move = <E extends Endpoint, B>(endpoint: E, body: B) => ({ ...writes, schema: { params: documentParams, body, response: answerOf(endpoint) } });
  const send = (reply: Parameters<typeof download>[0], file: MailAttachment) => download(reply, file.type, file.name, file.content);

  app.post(at(acceptQuotation), move(acceptQuotation, quotationAcceptBody), async (request) => {
    const customerId = customerIdOf(request);
    const { quotation, cart: accepted } = await lifecycle.customerMove(customerId, request.params.id, { type: 'accept', revision: request.body?.revision });
    // read in the quotation's territory, where it is ordered, not in the calling page's
    const cart = carts.resolve(accepted!.token, customerId)!;
    return { data: { quotation, cart: carts.view(cart, accepted!.plan, config.publicUrl) } };
  });

  app.post(at(refuseQuotation), move(refuseQuotation, quotationNoteBody), async (request) => {
    const { quotation } = await lifecycle.customerMove(
      customerIdOf(request),
      request.params.id,
      { type: 'refuse', message: request.body?.message, revision: request.body?.revision },
      request.body?.request_key,
    );
    return { data: quotation };
  });

  app.post(at(askQuotationRevision), move(askQuotationRevision, quotationRevisionBody), async (request) => {
    const { quotation } = await lifecycle.customerMove(
      customerIdOf(request),
      request.params.id,
      { type: 'revision', message: request.body.message, revision: request.body.revision },
      request.body.request_key,
    );
    return { data: quotation };
  });

  app.post(at(renewQuotation), move(renewQuotation, quotationNoteBody), async (request) => {
    const { quotation } = await lifecycle.customerMove(
      customerIdOf(request),
      request.params.id,
      { type: 'renew', message: request.body?.message },
      request.body?.request_key,
    );
    return { data: quotation };
  });

  // the caller is who may read it (his company's, as the lists show); the PDF names the document's own customer
  app.get(at(getQuotationPdf), pdf(getQuotationPdf), async (request, reply) =>
    send(reply, await files.quotation(services.quotations.get(customerIdOf(request), request.params.id))),
  );

  app.get(at(getOrderPdf), pdf(getOrderPdf), async (request, reply) => send(reply, await files.order(customerIdOf(request), request.params.id)));

  app.get(at(getDeliveryNotePdf), pdf(getDeliveryNotePdf), async (request, reply) =>
    send(reply, await files.deliveryNote(request.params.id, customerIdOf(request))),
  );

  app.get(at(getInvoicePdf), pdf(getInvoicePdf), async (request, reply) => send(reply, await files.invoice(request.params.id, customerIdOf(request))));

  app.get(at(getCreditNotePdf), pdf(getCreditNotePdf), async (request, reply) => send(reply, await files.creditNote(request.params.id, customerIdOf(request))));

  app.get(at(getCreditNotes), { ...authRequired, schema: { response: answerOf(getCreditNotes) } }, async (request) => ({
    data: services.creditNotes.forCustomer(customerIdOf(request)),
  }));
}
