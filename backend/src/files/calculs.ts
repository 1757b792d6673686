import { errorCodes } from 'fastify';
import { join } from 'node:path';
import { ApiError } from '../http/errors';
import { notAnObject } from '../shared/errors';
import type { SchedulePdfInput } from '../bar-schedules/bar-schedule-pdf';
import type { CalculAnswer, CalculOutcome, CalculPrices, Counted, RowBody } from './calcul-work';
import type { PlanPdfJob, SavedPlanJob } from './cutting-plan-work';
import type { CalculJobs } from './calcul-jobs';
import { bufferOf, handOver } from './hand-over';
import type { JobMessage } from './jobs';
import { LimitPassed, ReadersBusy } from './limits';
import { WorkerPool } from './pool';
import { forEachInSlices } from '../shared/yielding';

/**
 * The one door through which the API works out a client's schedule sent as
 * rows (POST /nomenclature/calcul): the body's bytes go to a thread of the
 * calculs' pool (pool.ts), which parses, counts, checks and computes them
 * and gives back the answer already written; the event loop only receives
 * the body and sends the answer. A schedule's PDF is drawn there too, and
 * its cutting plan (POST /nomenclature/plan-de-coupe…) made and drawn.
 */

export interface CalculsConfig {
  /** threads working out calculs at once */
  workers: number;
  /** calculs that may wait for a thread; past it, a 503 */
  queue: number;
  timeoutMs: number;
  /** a schedule's PDF, drawn in a pool of its own: seconds of drawing at 10 000 rows, where a calcul takes a fraction of one */
  pdfTimeoutMs: number;
  memoryMb: number;
}

export interface BarScheduleCalculs {
  /**
   * The rows the body holds, to be spent from the client's budget, and the
   * body's bytes for the calcul (they go to the thread and come back, not
   * copied: the caller's are left empty); or the answer that refuses it (422).
   */
  count(body: Buffer, read?: RowBody): Promise<{ rows: number; body: Buffer } | CalculAnswer>;
  /** The calcul's answer at these prices (200), or the 422 naming each row in error; the body is handed over, not copied. */
  calcul(body: Buffer, prices: CalculPrices): Promise<CalculAnswer>;
  /** The PDF of a schedule whose figures the API worked out. */
  pdf(input: SchedulePdfInput): Promise<Uint8Array>;
  /** The cutting plan of a body of rows (200), or the 422 naming each row of the wrong type; the body is handed over. */
  plan(body: Buffer, prices: PlanPrices): Promise<CalculAnswer>;
  /** The cutting plan of a saved revision's rows, as stored (CuttingPlans.saved). */
  savedPlan(rows: Buffer, job: PlanPrices & Pick<SavedPlanJob, 'settings'>): Promise<CalculAnswer>;
  /** The cutting plan's PDF, of a saved revision's rows or of a draft's body; a draft in error answers its 422. */
  planPdf(bytes: Buffer, job: PlanPrices & Pick<PlanPdfJob, 'facts' | 'saved' | 'settings'>): Promise<Uint8Array | CalculAnswer>;
  close(): Promise<void>;
}

/** What a plan's job is given beside its rows; its time to search is the pool's to set. */
export type PlanPrices = Omit<SavedPlanJob, 'timeLimitMs' | 'settings'>;

const BUSY = 'Trop de nomenclatures sont en cours de calcul : merci de renvoyer la vôtre dans quelques secondes.';
const PAST = {
  time: 'Le calcul de cette nomenclature a pris trop de temps : merci de la renvoyer dans quelques instants, ou de la partager en plusieurs.',
  memory: 'Le calcul de cette nomenclature demande trop de mémoire : merci de la renvoyer dans quelques instants, ou de la partager en plusieurs.',
};
const PAST_PLAN = {
  time: 'Le plan de coupe de cette nomenclature a pris trop de temps : merci de le redemander dans quelques instants, ou de partager la nomenclature en plusieurs.',
  memory:
    'Le plan de coupe de cette nomenclature demande trop de mémoire : merci de le redemander dans quelques instants, ou de partager la nomenclature en plusieurs.',
};
const PAST_PDF = {
  time: 'Le PDF de cette nomenclature a pris trop de temps : merci de le redemander dans quelques instants, ou de la partager en plusieurs.',
  memory: 'Le PDF de cette nomenclature demande trop de mémoire : merci de le redemander dans quelques instants, ou de la partager en plusieurs.',
};

/**
 * A schedule's figures as the PDF's thread reads them (calcul-work.ts's
 * printOut): a JSON array of everything but the rows, then each row, its
 * text written and encoded a slice of rows at a time; at 10 000 rows, one
 * JSON.stringify and its encoding would hold the event loop as long as the
 * drawing did.
 */
async function pdfInputBytes({ schedule: { rows, ...schedule }, ...rest }: SchedulePdfInput): Promise<Buffer> {
  const parts = [Buffer.from(`[${JSON.stringify({ ...rest, schedule })}`)];
  let text = '';
  await forEachInSlices(rows, (row, i) => {
    text += `,${JSON.stringify(row)}`;
    if (text.length >= 64 * 1024 || i === rows.length - 1) {
      parts.push(Buffer.from(text));
      text = '';
    }
  });
  parts.push(Buffer.from(']'));
  return Buffer.concat(parts);
}

/** A job the pool could not take or finish: the server's state, not the client's mistake, so a 503 saying when to come back. */
function refusal(error: unknown, retryAfter: number, past: typeof PAST): unknown {
  if (error instanceof ReadersBusy) return new ApiError(503, 'CALCULS_BUSY', BUSY, { retry_after: error.retryAfterSeconds });
  if (error instanceof LimitPassed)
    return new ApiError(503, 'CALCUL_TOO_LONG', error.limit === 'memory' ? past.memory : past.time, { retry_after: retryAfter });
  return error;
}

export function barScheduleCalculs(config: CalculsConfig): BarScheduleCalculs {
  const entry = join(__dirname, 'calcul-worker.cjs');
  // a PDF's drawing in threads of its own: a queue of long prints holds back no calcul, and each has its own time bound;
  // a plan, its rows counted first, in a process of its own (carriers.ts): its solver's garbage, collected there, no
  // longer stalls the event loop's collection
  const pools = {
    calcul: new WorkerPool({ entry, ...config }),
    plan: new WorkerPool({ entry, ...config, carrier: 'process' }),
    pdf: new WorkerPool({ entry, ...config, timeoutMs: config.pdfTimeoutMs }),
  };
  // a plan's rows counted or planned: its own words when it is refused
  const value = async (job: keyof CalculJobs, body: Buffer, options?: unknown, planning = false): Promise<unknown> => {
    const { bytes, transfer } = handOver(body);
    const message: JobMessage = { job, bytes, options };
    const printing = job === 'pdf' || job === 'planPdf';
    let reply;
    try {
      reply = await (printing ? pools.pdf : planning ? pools.plan : pools.calcul).run(message, transfer);
    } catch (error) {
      const retryAfter = Math.max(1, Math.ceil((printing ? config.pdfTimeoutMs : config.timeoutMs) / 1000));
      throw refusal(error, retryAfter, printing ? PAST_PDF : planning ? PAST_PLAN : PAST);
    }
    if (reply.error) throw new Error(`a ${job} job failed: ${reply.error.message}`);
    return reply.value;
  };
  const run = async (job: keyof CalculJobs, body: Buffer, options?: unknown, planning = false): Promise<CalculOutcome> => {
    const outcome = (await value(job, body, options, planning)) as CalculOutcome;
    // refused before the schema, as Fastify's JSON parser and the schemas refuse any other body
    if ('refused' in outcome) throw outcome.refused === 'json' ? new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY() : notAnObject();
    return outcome;
  };
  // the optimiser answers with the plan it has at half the calculs' bound: a plan a little short of the fewest bars
  // rather than a 503, the rest of the bound left for the rows' figures and the answer
  const timeLimitMs = Math.floor(config.timeoutMs / 2);
  return {
    count: async (body, read) => {
      const counted = (await run('count', body, read && { body: read }, read === 'plan' || read === 'planPdf')) as Counted | CalculAnswer;
      return 'rows' in counted ? { rows: counted.rows, body: bufferOf(counted.bytes) } : counted;
    },
    calcul: (body, prices) => run('calcul', body, prices) as Promise<CalculAnswer>,
    // the figures go as bytes, handed over, not structured-cloned in one step of the loop
    pdf: async (input) => ((await value('pdf', await pdfInputBytes(input))) as { bytes: Uint8Array }).bytes,
    plan: (body, prices) => run('plan', body, { ...prices, timeLimitMs }, true) as Promise<CalculAnswer>,
    savedPlan: (rows, job) => run('savedPlan', rows, { ...job, timeLimitMs }, true) as Promise<CalculAnswer>,
    planPdf: async (bytes, job) => {
      const printed = (await run('planPdf', bytes, { ...job, timeLimitMs })) as CalculAnswer | { pdf: Uint8Array };
      return 'pdf' in printed ? printed.pdf : printed;
    },
    close: async () => {
      await Promise.all(Object.values(pools).map((pool) => pool.close()));
    },
  };
}
