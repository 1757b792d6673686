import { errorCodes } from 'fastify';
import { join } from 'node:path';
import { ApiError } from '../http/errors';
import { notAnObject } from '../shared/errors';
import type { CalculAnswer, CalculOutcome, CalculPrices, Counted } from './calcul-work';
import type { CalculJobs } from './calcul-jobs';
import { bufferOf, handOver } from './hand-over';
import type { JobMessage } from './jobs';
import { LimitPassed, ReadersBusy } from './limits';
import { WorkerPool } from './pool';

/**
 * The one door through which the API works out a client's schedule sent as
 * rows (POST /nomenclature/calcul): the body's bytes go to a thread of the
 * calculs' pool (pool.ts), which parses, counts, checks and computes them
 * and gives back the answer already written; the event loop only receives
 * the body and sends the answer.
 */

export interface CalculsConfig {
  /** threads working out calculs at once */
  workers: number;
  /** calculs that may wait for a thread; past it, a 503 */
  queue: number;
  timeoutMs: number;
  memoryMb: number;
}

export interface BarScheduleCalculs {
  /**
   * The rows the body holds, to be spent from the client's budget, and the
   * body's bytes for the calcul (they go to the thread and come back, not
   * copied: the caller's are left empty); or the answer that refuses it (422).
   */
  count(body: Buffer): Promise<{ rows: number; body: Buffer } | CalculAnswer>;
  /** The calcul's answer at these prices (200), or the 422 naming each row in error; the body is handed over, not copied. */
  calcul(body: Buffer, prices: CalculPrices): Promise<CalculAnswer>;
  close(): Promise<void>;
}

const BUSY = 'Trop de nomenclatures sont en cours de calcul : merci de renvoyer la vôtre dans quelques secondes.';
const PAST = {
  time: 'Le calcul de cette nomenclature a pris trop de temps : merci de la renvoyer dans quelques instants, ou de la partager en plusieurs.',
  memory: 'Le calcul de cette nomenclature demande trop de mémoire : merci de la renvoyer dans quelques instants, ou de la partager en plusieurs.',
};

/** A calcul the pool could not take or finish: the server's state, not the client's mistake, so a 503 saying when to come back. */
function refusal(error: unknown, retryAfter: number): unknown {
  if (error instanceof ReadersBusy) return new ApiError(503, 'CALCULS_BUSY', BUSY, { retry_after: error.retryAfterSeconds });
  if (error instanceof LimitPassed)
    return new ApiError(503, 'CALCUL_TOO_LONG', error.limit === 'memory' ? PAST.memory : PAST.time, { retry_after: retryAfter });
  return error;
}

export function barScheduleCalculs(config: CalculsConfig): BarScheduleCalculs {
  const pool = new WorkerPool({ entry: join(__dirname, 'calcul-worker.cjs'), ...config });
  const retryAfter = Math.max(1, Math.ceil(config.timeoutMs / 1000));
  const run = async (job: keyof CalculJobs, body: Buffer, options?: CalculPrices): Promise<CalculOutcome> => {
    const { bytes, transfer } = handOver(body);
    const message: JobMessage = { job, bytes, options };
    let reply;
    try {
      reply = await pool.run(message, transfer);
    } catch (error) {
      throw refusal(error, retryAfter);
    }
    if (reply.error) throw new Error(`a calcul failed: ${reply.error.message}`);
    const outcome = reply.value as CalculOutcome;
    // refused before the schema, as Fastify's JSON parser and the schemas refuse any other body
    if ('refused' in outcome) throw outcome.refused === 'json' ? new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY() : notAnObject();
    return outcome;
  };
  return {
    count: async (body) => {
      const counted = (await run('count', body)) as Counted | CalculAnswer;
      return 'rows' in counted ? { rows: counted.rows, body: bufferOf(counted.bytes) } : counted;
    },
    calcul: (body, prices) => run('calcul', body, prices) as Promise<CalculAnswer>,
    close: () => pool.close(),
  };
}
