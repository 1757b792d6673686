import { join } from 'node:path';
import { UnreadableFile } from './spreadsheet-files';
import { bufferOf, handOver } from './hand-over';
import type { JobMessage, JobName, JobResult } from './jobs';
import { LimitPassed, type Limit, type ReadLimits } from './limits';
import { WorkerPool } from './pool';
import type { Reply } from './carriers';
import type { Table } from './table';

/**
 * The one door through which the API reads a client's file: each reading
 * runs in the file readers' threads (pool.ts), within the bounds of the
 * configuration, and comes back as its answer or as the refusal the reader
 * gave (LimitPassed, UnreadableFile), never as a held event loop.
 */

export interface FileReadersConfig {
  /** threads reading files at once */
  workers: number;
  /** files that may wait for a thread; past it, ReadersBusy */
  queue: number;
  timeoutMs: number;
  memoryMb: number;
  /** what one file may inflate to, all its compressed parts together */
  inflatedBytes: number;
}

export interface FileReaders {
  /**
   * The type of an uploaded file, read from its content (file-types.ts), and
   * its bytes: they go to the reader and come back rather than being copied,
   * so the caller's `bytes` are left empty and these are the file's now.
   */
  type(bytes: Buffer): Promise<{ type: string; bytes: Buffer }>;
  /** A spreadsheet's rows that hold something, at most `rows` of them (spreadsheet-files.ts); its bytes are handed over, not copied. */
  table(bytes: Buffer, rows: number): Promise<Table>;
  close(): Promise<void>;
}

function outcome(reply: Reply): unknown {
  const error = reply.error;
  if (!error) return reply.value;
  if (error.kind === 'limit') throw new LimitPassed(error.limit as Limit, error.message);
  if (error.kind === 'unreadable') throw new UnreadableFile(error.message);
  throw new Error(`a file reader failed: ${error.message}`);
}

export function fileReaders(config: FileReadersConfig): FileReaders {
  const pool = new WorkerPool({ entry: join(__dirname, 'worker.cjs'), ...config });
  const run = async <J extends JobName>(job: J, bytes: Buffer, limits: ReadLimits): Promise<JobResult<J>> => {
    const sent = handOver(bytes);
    const message: JobMessage = { job, bytes: sent.bytes, options: limits };
    return outcome(await pool.run(message, sent.transfer)) as JobResult<J>;
  };
  return {
    type: async (bytes) => {
      const read = await run('type', bytes, { inflatedBytes: config.inflatedBytes });
      return { type: read.type, bytes: bufferOf(read.bytes) };
    },
    table: (bytes, rows) => run('table', bytes, { inflatedBytes: config.inflatedBytes, rows }),
    close: () => pool.close(),
  };
}
