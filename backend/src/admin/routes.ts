import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminCompanyParams,
  adminCreditNoteParams,
  adminCustomerParams,
  creditNoteRefundBody,
  customerPatch,
  outboxQuery,
  pagePatch,
  productPatch,
} from '@trefima/domain/admin/requests';
import { creditBody } from '@trefima/domain/companies/requests';
import {
  adminInvoiceParams,
  adminOrderParams,
  adminQuotationParams,
  adminQuotationsQuery,
  invoicePaymentBody,
  orderStatusBody,
  quotationProposeBody,
  quotationStudyBody,
} from '@trefima/domain/quotations/requests';
import type { AppDeps } from '../deps';
import { bearer } from '../http/auth';
import { ApiError, notFound, parseInput } from '../http/errors';
import { typed } from '../http/zod-routes';
import { answerOf, at } from '../http/answers';
import {
  getAccountRequests,
  getCompanies,
  getOfficeQuotations,
  getOutbox,
  getProfessionals,
  getSubmissions,
  moveOrder,
  proposeQuotation,
  recordCreditNoteRefund,
  recordInvoicePayment,
  studyQuotation,
  updateCompanyCredit,
  updateCustomerTerms,
  updatePage,
  updateProduct,
} from '@trefima/domain/admin/endpoints';

const noContext = { config: { noContext: true } };

/**
 * Back-office calls, behind the ADMIN_TOKEN bearer. A change to a product or a
 * page fires the rebuild webhook so that the static site follows.
 */
export function adminRoutes(
  fastify: FastifyInstance,
  {
    config,
    webhook,
    throttles,
    sessions,
    services: { admin: repo, customers, quotationLifecycle, orderLifecycle, orders, ledger, creditNotes, creditNoteRefunds },
  }: AppDeps,
) {
  const app = typed(fastify);
  // before the route's schemas: whoever is not the back office learns nothing of what he sent
  async function admin(request: FastifyRequest) {
    if (!config.adminToken) throw new ApiError(403, 'ADMIN_DISABLED', 'L’administration est désactivée : définissez ADMIN_TOKEN pour l’activer.');
    const given = Buffer.from(bearer(request));
    const expected = Buffer.from(config.adminToken);
    if (!(await throttles.login.verifyClient(request.ip, () => given.length === expected.length && timingSafeEqual(given, expected)))) {
      throw new ApiError(403, 'FORBIDDEN', 'Accès réservé à l’administration.');
    }
  }

  const only = { ...noContext, ...throttles.admin, preValidation: admin };

  // The bodies are checked once what they change is found: an unknown product is a 404 whatever the body says.
  app.patch<{ Params: { id: string } }>(at(updateProduct), { ...only, schema: { response: answerOf(updateProduct) } }, async (request) => {
    const product = repo.product(request.params.id);
    if (!product) throw notFound('Ce produit');
    const patch = parseInput(productPatch, request.body);
    const { slug, changed } = repo.updateProduct(product, patch);
    const rebuild = changed && (await webhook.fire({ entity: 'product', id: product.id, slug }));
    return { data: { id: product.id, slug, rebuild_requested: rebuild } };
  });

  app.patch<{ Params: { '*': string } }>(at(updatePage), { ...only, schema: { response: answerOf(updatePage) } }, async (request) => {
    const slug = request.params['*'];
    const page = repo.page(slug);
    if (!page) throw notFound('Cette page');
    const patch = parseInput(pagePatch, request.body);
    repo.updatePage(page, patch);
    const rebuild = await webhook.fire({ entity: 'page', id: page.id, slug: page.slug });
    return { data: { id: page.id, slug: page.slug, rebuild_requested: rebuild } };
  });

  /** Opens (or closes) professional terms: the only way an account becomes a verified professional besides an authorised request. */
  app.patch(at(updateCustomerTerms), { ...only, schema: { params: adminCustomerParams, response: answerOf(updateCustomerTerms) } }, async (request) => {
    const row = customers.row(request.params.id);
    if (!row) throw notFound('Ce client');
    const patch = parseInput(customerPatch, request.body);
    const terms = {
      type: patch.type ?? row.type,
      company: patch.company ?? row.company,
      siret: patch.siret ?? row.siret,
      professional_verified: patch.professional_verified ?? row.professional_verified === 1,
      discount_rate: patch.discount_rate ?? row.discount_rate,
      purchase_order_required: patch.purchase_order_required ?? row.purchase_order_required === 1,
    };
    const errors: Record<string, string> = {};
    if (terms.type === 'professionnel') {
      if (!terms.company) errors.company = 'Un compte professionnel a une société.';
      if (!terms.siret) errors.siret = 'Un compte professionnel a un SIRET.';
    } else {
      // a private buyer has none of a professional's terms: his orders would be refused (a purchase order he may not give) or discounted
      const also = 'donnez aussi « type », « company » et « siret ».';
      if (patch.professional_verified) errors.professional_verified = `Les conditions professionnelles sont pour les comptes professionnels : ${also}`;
      if (patch.discount_rate) errors.discount_rate = `La remise est une condition des comptes professionnels : ${also}`;
      if (patch.purchase_order_required)
        errors.purchase_order_required = `Le bon de commande obligatoire est une condition des comptes professionnels : ${also}`;
    }
    if (Object.keys(errors).length) throw new ApiError(422, 'VALIDATION_ERROR', Object.values(errors)[0], { errors });
    const { leftCompany } = customers.setTerms(row.id, terms);
    // a private buyer is in no company: one who left his ends his sessions, whose pages read his role's rights
    if (leftCompany) sessions.endAll(row.id, 'role_change');
    return { data: customers.customer(customers.row(row.id)!) };
  });

  /** Professional accounts and account requests, newest first, each with the other accounts of its company (a company may have several). */
  app.get(at(getProfessionals), { ...only, schema: { response: answerOf(getProfessionals) } }, async () => ({ data: repo.professionals() }));
  app.get(at(getAccountRequests), { ...only, schema: { response: answerOf(getAccountRequests) } }, async () => ({ data: repo.accountRequests() }));

  /** The mail the API would have sent, newest first (`to` filters by recipient). */
  app.get(at(getOutbox), { ...only, schema: { querystring: outboxQuery, response: answerOf(getOutbox) } }, async (request) => ({
    data: repo.outbox(request.query.to),
  }));

  /** Quotations to answer, newest first, with who asked them. */
  app.get(at(getOfficeQuotations), { ...only, schema: { querystring: adminQuotationsQuery, response: answerOf(getOfficeQuotations) } }, async (request) => {
    const { page, perPage, status } = request.query;
    return { data: quotationLifecycle.list(status || null, perPage, (page - 1) * perPage) };
  });

  app.post(
    at(studyQuotation),
    { ...only, schema: { params: adminQuotationParams, body: quotationStudyBody, response: answerOf(studyQuotation) } },
    async (request) => ({
      data: await quotationLifecycle.study(request.params.id),
    }),
  );

  app.post(
    at(proposeQuotation),
    { ...only, schema: { params: adminQuotationParams, body: quotationProposeBody, response: answerOf(proposeQuotation) } },
    async (request) => ({
      data: await quotationLifecycle.propose(request.params.id, request.body),
    }),
  );

  app.post(at(moveOrder), { ...only, schema: { params: adminOrderParams, body: orderStatusBody, response: answerOf(moveOrder) } }, async (request) => ({
    data: await orderLifecycle.move(request.params.id, request.body.status, request.body.message),
  }));

  /** A cheque cashed, an account customer's transfer come in, whole or in part: the invoice reads « acquittée » once covered. */
  app.post(
    at(recordInvoicePayment),
    { ...only, schema: { params: adminInvoiceParams, body: invoicePaymentBody, response: answerOf(recordInvoicePayment) } },
    async (request) => {
      await orderLifecycle.recordPayment(request.params.id, request.body ?? {});
      return { data: orders.invoice(request.params.id) };
    },
  );

  /** A failed card refund's money given back by transfer, cheque or cash: the credit note then says how, the statement counts it. */
  app.post(at(recordCreditNoteRefund), { ...only, schema: { params: adminCreditNoteParams, response: answerOf(recordCreditNoteRefund) } }, async (request) => {
    const { id } = request.params;
    creditNotes.one(id);
    creditNoteRefunds.record(id, parseInput(creditNoteRefundBody, request.body ?? {}));
    return { data: creditNotes.one(id) };
  });

  app.get(at(getSubmissions), { ...only, schema: { response: answerOf(getSubmissions) } }, async () => {
    return { data: repo.submissions() };
  });

  /** The credit on account the back office grants a company (issue 46): its limit, null for none, and its payment terms. */
  app.patch(at(updateCompanyCredit), { ...only, schema: { params: adminCompanyParams, response: answerOf(updateCompanyCredit) } }, async (request) => {
    const { id } = request.params;
    if (!ledger.exists(id)) throw notFound('Cette entreprise');
    ledger.setCredit(id, parseInput(creditBody, request.body));
    return { data: ledger.credit(id) };
  });

  app.get(at(getCompanies), { ...only, schema: { response: answerOf(getCompanies) } }, async () => {
    const list = ledger.companies().map((r) => ({ ...r, credit: ledger.credit(r.id) }));
    return { data: list.sort((a, b) => b.credit.outstanding_cents - a.credit.outstanding_cents || a.name.localeCompare(b.name, 'fr')) };
  });
}
