import { z } from 'zod';
import type { BarPriceClass } from '@trefima/domain/bar-schedules/contract';
import { barScheduleCalculRowInput, barScheduleCalculRowsBody } from '@trefima/domain/bar-schedules/requests';
import { cuttingPlanBody, cuttingPlanPdfBody } from '@trefima/domain/bar-schedules/cutting-plan/requests';
import { ApiError, objectBody, statusOf, validationError } from '../http/errors';
import { parseRowsYielding } from '../http/schedule-rows';
import { DomainError } from '../shared/errors';
import { calcul } from '../bar-schedules/bar-schedule-calcul';
import type * as SchedulePdf from '../bar-schedules/bar-schedule-pdf';
import type { SchedulePdfInput } from '../bar-schedules/bar-schedule-pdf';

/*
 * POST /nomenclature/calcul as its thread works it out (files/calculs.ts):
 * the body's bytes parsed as Fastify's own JSON parser would, its rows
 * counted and checked by the route's schemas, the calcul made and its answer
 * written, so that the event loop does nothing in proportion to the rows.
 */

export interface CalculPrices {
  classes: BarPriceClass[];
  discountRate: number;
}

/** An answer written here, sent as it is: its status and its JSON body. */
export interface CalculAnswer {
  status: number;
  body: Uint8Array;
}

/**
 * What a calcul's job gives back: the rows counted, an answer, or a body
 * refused before its schema (not JSON, not an object), which the route
 * answers as every other route's body.
 */
export type CalculOutcome = Counted | CalculAnswer | { refused: 'json' | 'object' };

/** The body's rows counted, and its bytes handed back for the calcul that follows. */
export interface Counted {
  rows: number;
  bytes: Uint8Array;
}

const NOT_JSON = new SyntaxError('not JSON');

/**
 * A key that would reach an object's prototype: Fastify's parser
 * (secure-json-parse, with its default `onProtoPoisoning` and
 * `onConstructorPoisoning`: 'error') refuses such a body, and so does this.
 */
function unpoisoned(key: string, value: unknown): unknown {
  if (key === '__proto__') throw NOT_JSON;
  if (key === 'constructor' && value !== null && typeof value === 'object' && Object.hasOwn(value, 'prototype')) throw NOT_JSON;
  return value;
}
// the keys above, or an escape that could spell them: only such a body pays for the reviver
const SUSPECT = /__proto__|constructor|\\u/;

/** The body's JSON, as Fastify's parser reads it: a byte-order mark skipped, the prototype's keys refused. */
function jsonOf(bytes: Buffer): unknown {
  let text = bytes.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  try {
    return SUSPECT.test(text) ? JSON.parse(text, unpoisoned) : JSON.parse(text);
  } catch {
    throw NOT_JSON;
  }
}

/**
 * The bodies whose rows are counted here before they are worked out: each
 * checks its other fields whole, and only counts its rows (10 000 at most).
 */
const ROW_BODIES = {
  calcul: barScheduleCalculRowsBody,
  /** POST /nomenclature/plan-de-coupe and its PDF's (domain/bar-schedules/cutting-plan/requests.ts) */
  plan: cuttingPlanBody,
  planPdf: cuttingPlanPdfBody,
};
export type RowBody = keyof typeof ROW_BODIES;

/** The body read by its route's schema, its rows counted only: a 422 naming each field in error. */
export function bodyOf<B extends RowBody>(bytes: Buffer, body: B): z.output<(typeof ROW_BODIES)[B]> {
  const r = z.safeParse(ROW_BODIES[body], objectBody(jsonOf(bytes)));
  if (!r.success) throw validationError(r.error);
  return r.data as z.output<(typeof ROW_BODIES)[B]>;
}

/** The body's rows, their count checked (10 000 at most) by the route's schema. */
const rowsOf = (bytes: Buffer, body: RowBody = 'calcul'): unknown[] => bodyOf(bytes, body).rows;

export const answer = (status: number, value: unknown): CalculAnswer => ({ status, body: new TextEncoder().encode(JSON.stringify(value)) });

/** A job's work, a client's mistake in its body answered as the API answers it (a refusal, or the 422 written). */
export async function outcome<T>(work: () => T | Promise<T>): Promise<T | CalculAnswer | { refused: 'json' | 'object' }> {
  try {
    return await work();
  } catch (error) {
    if (error === NOT_JSON) return { refused: 'json' };
    if (error instanceof DomainError && error.code === 'INVALID_BODY') return { refused: 'object' };
    // the 422 of every row in error, written as the API's error handler writes an ApiError
    if (error instanceof ApiError) return answer(error.status, { code: error.code, message: error.message, ...error.extra });
    // a domain's refusal (the cutting plan's optimiser's), at the status the error handler gives it
    if (error instanceof DomainError) return answer(statusOf(error), { code: error.code, message: error.message, ...error.extra });
    throw error;
  }
}

/** How many rows the body holds (read as `body`, the calcul's by default), spent from the client's budget before the work. */
export const countRows = (bytes: Buffer, options?: { body?: RowBody }): Promise<CalculOutcome> =>
  outcome(() => ({ rows: rowsOf(bytes, options?.body).length, bytes }));

/** The rows checked (the 422 naming each line in error) and worked out at the client's prices: the answer, written. */
export const workOut = (bytes: Buffer, { classes, discountRate }: CalculPrices) =>
  outcome(async () => {
    const rows = await parseRowsYielding(barScheduleCalculRowInput, rowsOf(bytes));
    return answer(200, { data: await calcul(rows, classes, discountRate) });
  });

/**
 * A schedule's PDF, drawn here from the figures the API worked out (its JSON, handed over as bytes): pdf-lib builds
 * a page of objects per few rows, whose collection, were it on the event loop, would hold it by the tenth of a second.
 */
export async function printOut(bytes: Buffer): Promise<{ bytes: Uint8Array }> {
  // everything but the rows, then the rows (calculs.ts's pdfInputBytes)
  const [head, ...rows] = JSON.parse(bytes.toString('utf8')) as [SchedulePdfInput, ...SchedulePdfInput['schedule']['rows']];
  return { bytes: await pdfs().schedulePdf({ ...head, schedule: { ...head.schedule, rows } }) };
}

/**
 * The schedule's PDF, loaded at the thread's first PDF and not when it starts: it brings pdf-lib and its fonts, most of
 * a start, which every calcul a thread started for (its first, or the first after an idle thread ended) waited for.
 * A plain `require`, as in documents/pdfs/lazy-printers.ts: tsx's require hook alone loads TypeScript in this thread.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pdfs = (): typeof SchedulePdf => require('../bar-schedules/bar-schedule-pdf');
