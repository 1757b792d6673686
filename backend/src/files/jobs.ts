import { fileType } from './file-types';
import { readTable } from './spreadsheet-files';
import type { ReadLimits } from './limits';

/**
 * What the file readers' threads can do with a client's file: one job per
 * kind of reading, each given the bytes and the bounds to read them within.
 * A new format plugs in here, and is called through readers.ts.
 */
export const JOBS = {
  /** the type of an uploaded file, from what it holds (file-types.ts), and its bytes, handed back to the caller (thread.ts) */
  type: async (bytes: Buffer, limits: ReadLimits) => ({ type: await fileType(bytes, limits.inflatedBytes), bytes }),
  /** a spreadsheet's rows, as far as `limits.rows` (spreadsheet-files.ts) */
  table: (bytes: Buffer, limits: ReadLimits) => readTable(bytes, { rows: limits.rows ?? Number.MAX_SAFE_INTEGER, inflatedBytes: limits.inflatedBytes }),
} satisfies Record<string, (bytes: Buffer, limits: ReadLimits) => unknown>;

export type JobName = keyof typeof JOBS;
export type JobResult<J extends JobName> = Awaited<ReturnType<(typeof JOBS)[J]>>;

/** A job as a pool posts it to a thread (thread.ts): the client's bytes, and what the job needs beside them. */
export interface JobMessage {
  job: string;
  bytes: Uint8Array;
  options: unknown;
}
