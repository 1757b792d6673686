import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import {
  barScheduleCreateBody,
  barScheduleDraftRowsBody,
  barScheduleParams,
  barScheduleRowInput,
  barScheduleRevisionQuery,
  barScheduleDuplicateQuery,
  barScheduleToCartBody,
  barScheduleToQuotationBody,
  barScheduleUpdateBody,
} from '@trefima/domain/bar-schedules/requests';
import { documentsQuery } from '@trefima/domain/orders/requests';
import {
  createBarSchedule,
  draftBarSchedulePdf,
  duplicateBarSchedule,
  getBarSchedule,
  getBarScheduleBvbs,
  getBarSchedulePdf,
  getBarSchedulePrices,
  getBarSchedules,
  updateBarSchedule,
} from '@trefima/domain/bar-schedules/endpoints';
import { calculateBarSchedule, getBarScheduleShapes } from '@trefima/domain/bar-schedules/calcul-endpoints';
import { barScheduleToCart, barScheduleToQuotation } from '@trefima/domain/bar-schedules/order-endpoints';
import { draftCuttingPlanPdf, getCuttingPlan, getCuttingPlanPdf, planCuts } from '@trefima/domain/bar-schedules/cutting-plan/endpoints';
import { cuttingPlanQuery } from '@trefima/domain/bar-schedules/cutting-plan/requests';
import type { Endpoint } from '@trefima/domain/contract/endpoint';
import { CUT_LENGTH_ROUNDING } from '@trefima/domain/bar-schedules/cut-length';
import type { AppDeps } from '../deps';
import { customerIdOf } from '../http/auth';
import { parseInput } from '../http/errors';
import { readForm } from '../http/uploads';
import { authOptional, authRequired, route } from '../http/route-options';
import { answerOf, at } from '../http/answers';
import { typed } from '../http/zod-routes';
import { bvbsOf, contractField } from './bar-schedule-view';
import type { SchedulePdfInput } from './bar-schedule-pdf';
import { download } from '../http/download';
import { DomainError } from '../shared/errors';
import { shapeCatalogue } from './bar-schedule-calcul';
import { barScheduleCalculs } from '../files/calculs';
import { bufferOf } from '../files/hand-over';
import type { CalculAnswer } from '../files/calcul-work';
import { parseBodyWithRowsYielding, parseRowsYielding } from '../http/schedule-rows';
import { ClientLanes } from '../throttle/client-lanes';

const one = { params: barScheduleParams };
/** A schedule's save and revision as their schemas read them, the rows counted only: they are checked in slices. */
const createShell = z.extend(barScheduleCreateBody, { rows: barScheduleDraftRowsBody.shape.rows });
const updateShell = z.extend(barScheduleUpdateBody, { rows: barScheduleDraftRowsBody.shape.rows });
/** 10 000 rows of the longest texts (MAX_SCHEDULE_ROWS) fit; the API's other bodies keep its 1 MB. */
const bodyLimit = 6 * 1024 * 1024;
const revisionOf = { ...one, querystring: barScheduleRevisionQuery };
/** A route's answer, declared from its endpoint of the contract. */
const answers = <E extends Endpoint>(endpoint: E) => ({ response: answerOf(endpoint) });
/** An answer its thread wrote: sent as it is, its bytes handed over rather than copied. */
const sent = (reply: FastifyReply, { status, body }: CalculAnswer) => reply.status(status).type('application/json; charset=utf-8').send(bufferOf(body));

/** Bar schedules: the work is the services'; these parse and answer. */
export function barScheduleRoutes(fastify: FastifyInstance, { config, throttles, services }: AppDeps) {
  const { barSchedules, barScheduleSending, cuttingPlans, customers, site } = services;
  const app = typed(fastify);
  const writes = route(authRequired, throttles.writes);
  // a schedule's PDF (seconds of drawing at 10 000 rows) and its BVBS file: limited as the build's exports are
  const files = route(authRequired, throttles.exports);
  const rowBudget = throttles.scheduleRows;
  /** The rows of a saved revision (the latest when none is named), spent before the call works them out. */
  const spendRowsOf = (request: FastifyRequest, id: string, revision?: string) =>
    rowBudget.spend(request.ip, barSchedules.rowCount(customerIdOf(request), id, revision));
  const viewOf = async (request: FastifyRequest, id: string, revision: string | undefined) => {
    await spendRowsOf(request, id, revision);
    return barSchedules.viewYielding(customerIdOf(request), id, request.ctx.plan.id, revision);
  };

  app.get(at(getBarSchedulePrices), { ...authOptional, schema: answers(getBarSchedulePrices) }, async (request) => {
    const { classes, discountRate } = barSchedules.pricing(request.ctx.plan.id, request.auth?.customerId ?? null);
    return { data: { classes, discount_rate: discountRate, rounding: CUT_LENGTH_ROUNDING.labelFr } };
  });

  // the public calls: the shape catalogue, and a schedule worked out without saving it (GET/POST /nomenclature/shapes|calcul)
  app.get(at(getBarScheduleShapes), { schema: answers(getBarScheduleShapes) }, async () => ({ data: shapeCatalogue() }));

  // The body is kept as bytes and read, counted, checked and worked out in the calculs' thread (files/calculs.ts),
  // which writes the answer: 10 000 rows cost the event loop their bytes only. The rows are spent before the work.
  const calculs = barScheduleCalculs(config.calculs);
  fastify.addHook('onClose', () => calculs.close());
  // a plan may take its thread's whole bound: a client's plans take their turns (client-lanes.ts)
  const planLanes = new ClientLanes(config.throttle.plansWaitingPerClient, config.calculs.timeoutMs);
  /** What a cutting plan is cut from, at the caller's prices in the territory: read here (SQL, quick), sent to the thread with the rows. */
  const planPrices = (request: FastifyRequest) => {
    const { classes, discountRate } = barSchedules.pricing(request.ctx.plan.id, request.auth?.customerId ?? null);
    return { classes, stock: cuttingPlans.stock(request.ctx.plan.id, discountRate) };
  };
  fastify.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));
    // its answer is the bytes the thread wrote, never serialized here: declared, not checked on the way out (bar-schedule-calcul.test.ts checks it)
    const calcul = { ...route(authOptional, throttles.writes), bodyLimit, schema: answers(calculateBarSchedule) };
    scope.post<{ Body: Buffer | undefined }>(at(calculateBarSchedule), calcul, async (request, reply) => {
      // no JSON body reads as an empty object, as objectBody() reads it for every other route
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.from('{}');
      const counted = await calculs.count(body);
      if (!('rows' in counted)) return sent(reply, counted);
      await rowBudget.spend(request.ip, counted.rows);
      return sent(reply, await calculs.calcul(counted.body, barSchedules.pricing(request.ctx.plan.id, request.auth?.customerId ?? null)));
    });

    // the « Plan de coupe » of rows sent (issue 47): counted, spent and planned as the calcul's rows are, in the same threads
    const plan = { ...route(authOptional, throttles.writes), bodyLimit, schema: answers(planCuts) };
    scope.post<{ Body: Buffer | undefined }>(at(planCuts), plan, async (request, reply) => {
      const counted = await calculs.count(Buffer.isBuffer(request.body) ? request.body : Buffer.from('{}'), 'plan');
      if (!('rows' in counted)) return sent(reply, counted);
      await rowBudget.spend(request.ip, counted.rows);
      return sent(reply, await planLanes.run(request.ip, () => calculs.plan(counted.body, planPrices(request))));
    });

    // its PDF for a draft (header and rows): limited as the schedule's draft PDF, drawn in the PDF's threads from the plan made there
    const draftPlanPdf = { ...route(authOptional, throttles.exports), bodyLimit, schema: answers(draftCuttingPlanPdf) };
    scope.post<{ Body: Buffer | undefined }>(at(draftCuttingPlanPdf), draftPlanPdf, async (request, reply) => {
      const counted = await calculs.count(Buffer.isBuffer(request.body) ? request.body : Buffer.from('{}'), 'planPdf');
      if (!('rows' in counted)) return sent(reply, counted);
      await rowBudget.spend(request.ip, counted.rows);
      const facts = { number: 'Brouillon', revision: '-', ...printedFor(request.auth?.customerId ?? null, request.ctx) };
      const printed = await planLanes.run(request.ip, () => calculs.planPdf(counted.body, { ...planPrices(request), facts, saved: false }));
      return printed instanceof Uint8Array ? download(reply, 'application/pdf', 'plan-de-coupe-brouillon.pdf', printed) : sent(reply, printed);
    });
  });

  app.get(at(getBarSchedules), { ...authRequired, schema: { querystring: documentsQuery, ...answers(getBarSchedules) } }, async (request) => {
    const { page, perPage } = request.query;
    return { data: barSchedules.list(customerIdOf(request), perPage, (page - 1) * perPage, request.query.job_site, request.query.person) };
  });

  // the rows are counted by the schema, spent, then checked a slice at a time (parseBodyWithRowsYielding) and worked out likewise
  const spent = (request: FastifyRequest) => (rows: number) => rowBudget.spend(request.ip, rows);

  app.post(at(createBarSchedule), { ...writes, bodyLimit, schema: answers(createBarSchedule) }, async (request, reply) => {
    const { request_key: key, ...body } = await parseBodyWithRowsYielding(createShell, barScheduleRowInput, request.body, spent(request));
    const { schedule, created } = await barSchedules.saveFirstYielding(customerIdOf(request), body, request.ctx.plan.id, key);
    if (created) reply.status(201);
    return { data: schedule };
  });

  app.get(at(getBarSchedule), { ...authRequired, schema: { ...revisionOf, ...answers(getBarSchedule) } }, async (request) => ({
    data: await viewOf(request, request.params.id, request.query.revision),
  }));

  app.patch(at(updateBarSchedule), { ...writes, bodyLimit, schema: { ...one, ...answers(updateBarSchedule) } }, async (request) => {
    const body = await parseBodyWithRowsYielding(updateShell, barScheduleRowInput, request.body, spent(request));
    return { data: await barSchedules.updateYielding(customerIdOf(request), request.params.id, body, request.ctx.plan.id) };
  });

  app.post(
    at(duplicateBarSchedule),
    { ...writes, schema: { ...one, querystring: barScheduleDuplicateQuery, ...answers(duplicateBarSchedule) } },
    async (request, reply) => {
      const { revision, request_key: requestKey } = request.query;
      await spendRowsOf(request, request.params.id, revision);
      const { schedule, created } = await barSchedules.duplicateYielding(customerIdOf(request), request.params.id, request.ctx.plan.id, {
        letter: revision,
        requestKey,
      });
      if (created) reply.status(201);
      return { data: schedule };
    },
  );

  app.post(at(barScheduleToCart), { ...writes, schema: { ...one, body: barScheduleToCartBody, ...answers(barScheduleToCart) } }, async (request) => {
    await spendRowsOf(request, request.params.id);
    return { data: barScheduleSending.toCart(customerIdOf(request), request.params.id, request.body, request.ctx.plan) };
  });

  // JSON, or multipart with the plan: read here (the body schema cannot see a multipart body), checked by the same schema
  app.post(at(barScheduleToQuotation), { ...writes, schema: { ...one, ...answers(barScheduleToQuotation) } }, async (request, reply) => {
    await spendRowsOf(request, request.params.id);
    const { fields, files } = await readForm(request, config.uploadMaxBytes);
    // the plan is described by the uploaded part alone, never by a text field claiming one
    const plan = files.find((f) => f.field === 'plan');
    const body = parseInput(barScheduleToQuotationBody, { ...fields, plan: plan && { name: plan.name, size: plan.size, type: plan.type } });
    const customerId = customerIdOf(request);
    const { quotation, created } = await throttles.accountMails.around(customerId, barScheduleSending.quotedBefore(customerId, request.params.id), () =>
      barScheduleSending.toQuotation(customerId, request.params.id, body, request.ctx.plan, plan ? [plan] : []),
    );
    if (created) reply.status(201);
    return { data: quotation };
  });

  /** Whose paper it is, as a schedule's PDF and its cutting plan's print it. */
  function printedFor(customerId: number | null, ctx: { siteId: number; plan: { label: string } }) {
    const c = customerId ? customers.row(customerId) : undefined;
    return {
      company: String((site.settings(ctx.siteId).company as { name?: string } | undefined)?.name ?? ''),
      customer: c ? [c.company, `${c.first_name} ${c.last_name}`].filter(Boolean).join(' – ') : null,
      territory: ctx.plan.label,
    };
  }

  // drawn in the calculs' thread: the pages' objects of a 10 000-row schedule are collected there, not on the event loop
  const pdfOf = (schedule: SchedulePdfInput['schedule'], customerId: number | null, ctx: { siteId: number; plan: { label: string } }) =>
    calculs.pdf({ schedule, ...printedFor(customerId, ctx) });

  app.get(at(getBarSchedulePdf), { ...files, schema: { ...revisionOf, ...answers(getBarSchedulePdf) } }, async (request, reply) => {
    const s = await viewOf(request, request.params.id, request.query.revision);
    return download(reply, 'application/pdf', `${s.number}-${s.revision}.pdf`, await pdfOf(s, customerIdOf(request), request.ctx));
  });

  // a draft not saved yet (before sign-in): the same PDF from the rows sent, every figure worked out here
  app.post(
    at(draftBarSchedulePdf),
    { ...route(authOptional, throttles.exports), bodyLimit, schema: { body: barScheduleDraftRowsBody, ...answers(draftBarSchedulePdf) } },
    async (request, reply) => {
      await rowBudget.spend(request.ip, request.body.rows.length);
      const rows = await parseRowsYielding(barScheduleRowInput, request.body.rows);
      const customerId = request.auth?.customerId ?? null;
      const draft = await barSchedules.draft({ header: request.body.header, rows }, request.ctx.plan.id, customerId);
      return download(reply, 'application/pdf', 'nomenclature-brouillon.pdf', await pdfOf(draft, customerId, request.ctx));
    },
  );

  // a saved schedule's cutting plan: its company's people only (another's is not found), its rows spent as a read's
  const savedPlan = { ...one, querystring: cuttingPlanQuery };
  const savedRowsOf = async (request: FastifyRequest, id: string, revision?: string) => {
    await spendRowsOf(request, id, revision);
    return cuttingPlans.saved(customerIdOf(request), id, revision);
  };
  app.get(at(getCuttingPlan), { ...authRequired, schema: { ...savedPlan, ...answers(getCuttingPlan) } }, async (request, reply) => {
    const { revision, ...settings } = request.query;
    const saved = await savedRowsOf(request, request.params.id, revision);
    return sent(reply, await planLanes.run(request.ip, () => calculs.savedPlan(saved.rows, { ...planPrices(request), settings })));
  });

  app.get(at(getCuttingPlanPdf), { ...files, schema: { ...savedPlan, ...answers(getCuttingPlanPdf) } }, async (request, reply) => {
    const { revision, ...settings } = request.query;
    const { rows, ...saved } = await savedRowsOf(request, request.params.id, revision);
    const facts = { ...saved, ...printedFor(customerIdOf(request), request.ctx) };
    const printed = await planLanes.run(request.ip, () => calculs.planPdf(rows, { ...planPrices(request), facts, settings, saved: true }));
    // a saved revision's rows are the API's own: its plan is never refused as a body is
    if (!(printed instanceof Uint8Array)) return sent(reply, printed);
    return download(reply, 'application/pdf', `${saved.number}-${saved.revision}-plan-de-coupe.pdf`, printed);
  });

  app.get(at(getBarScheduleBvbs), { ...files, schema: { ...revisionOf, ...answers(getBarScheduleBvbs) } }, async (request, reply) => {
    const s = await viewOf(request, request.params.id, request.query.revision);
    const out = await bvbsOf(s);
    if (!out.lines) {
      throw new DomainError(
        'SCHEDULE_NOT_ORDERABLE',
        'Aucune ligne de la nomenclature ne peut être décrite en BVBS : corrigez-les ou transmettez le PDF à l’usine.',
        {
          errors: Object.fromEntries(out.skipped.map((k) => [`rows.${k.row}.${contractField(k.field ?? 'shapeCode')}`, k.reason])),
        },
      );
    }
    // the rows left out are named for the client; the editor shows them beforehand from the same code
    if (out.skipped.length) reply.header('x-bvbs-skipped-rows', out.skipped.map((k) => k.row + 1).join(','));
    return download(reply, 'text/plain; charset=us-ascii', `${s.number}-${s.revision}.abs`, out.file);
  });
}
