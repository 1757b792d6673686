import type { FastifyInstance } from 'fastify';
import { isValidDate } from '@trefima/domain/calendar/working-days';
import { FIRST_YEAR, LAST_YEAR } from '@trefima/domain/calendar/holidays';
import { refusal } from '@trefima/domain/companies/roles';
import { statementQuery } from '@trefima/domain/companies/requests';
import { getStatement, getStatementCsv, getStatementPdf } from '@trefima/domain/companies/endpoints';
import type { AppDeps } from '../deps';
import { customerIdOf } from '../http/auth';
import { authRequired, route } from '../http/route-options';
import { typed } from '../http/zod-routes';
import { answerOf, at } from '../http/answers';
import { badParam } from '../http/errors';
import { download } from '../http/download';
import { printers } from '../documents/pdfs/lazy-printers';
import { forbidden } from './companies';
import { statementCsv, statementFileName } from './statement-files';
import { every } from '../shared/every';

/** How often the monthly statements are looked for: each leaves within this of the 1st at 0 h on its company's clock. */
const MONTHLY_MAIL_MS = 3_600_000;

/**
 * The company's relevé de compte (issue 46): as data for the account page,
 * as the PDF it files and as the CSV its accountant reconciles, one
 * computation for the three (CompanyLedger.statement). What the company
 * owes is the administrator's and the accountant's to read.
 */
/** A statement's day: one that exists, in the years the shop's calendar covers (domain/calendar/holidays.ts). */
function assertDay(name: 'au' | 'du', day: string, example: string) {
  if (isValidDate(day)) return;
  const year = Number(day.slice(0, 4));
  // a day of 1970 exists: the statement does not go so far, which is what to say
  if (isValidDate(`2000${day.slice(4)}`) && (year < FIRST_YEAR || year > LAST_YEAR)) {
    throw badParam(name, `est hors des années que le relevé couvre (de ${FIRST_YEAR} à ${LAST_YEAR}).`);
  }
  throw badParam(name, `n’est pas une date qui existe (AAAA-MM-JJ, par exemple ${example}).`);
}

export function statementRoutes(fastify: FastifyInstance, { config, now, throttles, services: { companies, ledger, statementMails } }: AppDeps) {
  const app = typed(fastify);
  const files = route(authRequired, throttles.exports);

  /** The caller's statement for `au`/`du` (today, everything), a period that is none refused in French before anything is read. */
  const statementOf = (customerId: number, query: { au?: string; du?: string }) => {
    const m = companies.requireMember(customerId);
    const refused = refusal(m.role, 'statement.read');
    if (refused) throw forbidden(refused);
    const at = now();
    const on = query.au ?? ledger.today(m.companyId, at);
    assertDay('au', on, '2026-11-30');
    if (query.du !== undefined) assertDay('du', query.du, '2026-11-01');
    if (query.du !== undefined && query.du > on) throw badParam('du', `tombe après la date du relevé (${on}) : la période commence avant sa fin.`);
    // today's: each invoice late or not on its own territory's day; a day asked: at its end, for every invoice
    return { m, statement: ledger.statement(m.companyId, { on, from: query.du, ...(query.au === undefined && { at }) }) };
  };

  app.get(at(getStatement), { ...authRequired, schema: { querystring: statementQuery, response: answerOf(getStatement) } }, async (request) => ({
    data: statementOf(customerIdOf(request), request.query).statement,
  }));

  app.get(at(getStatementPdf), { ...files, schema: { querystring: statementQuery, response: answerOf(getStatementPdf) } }, async (request, reply) => {
    const { m, statement } = statementOf(customerIdOf(request), request.query);
    const siret = companies.company(m.companyId).siret;
    const pdf = await printers().statementPdf({ statement, seller: config.seller, siret, printedAt: new Date(now()).toISOString() });
    return download(reply, 'application/pdf', statementFileName(statement.company, statement.on, 'pdf'), pdf);
  });

  app.get(at(getStatementCsv), { ...files, schema: { querystring: statementQuery, response: answerOf(getStatementCsv) } }, async (request, reply) => {
    const { statement } = statementOf(customerIdOf(request), request.query);
    return download(reply, 'text/csv; charset=utf-8', statementFileName(statement.company, statement.on, 'csv'), statementCsv(statement));
  });

  // an in-memory database is a test's, which calls sendDue itself on its own clock
  if (config.dbFile !== ':memory:') {
    every(fastify, MONTHLY_MAIL_MS, 'relevés mensuels', (signal) => statementMails.sendDue(undefined, signal).then(() => undefined));
  }
}
