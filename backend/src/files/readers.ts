import { join } from 'node:path';
import { UnreadableFile } from '../services/spreadsheet-files';
import type { JobMessage, JobName, JobResult } from './jobs';
import { LimitPassed, type Limit, type ReadLimits } from './limits';
import { WorkerPool, type Reply } from './pool';
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
  /** The type of an uploaded file, read from its content (file-types.ts). */
  type(bytes: Buffer): Promise<string>;
  /** A spreadsheet's rows that hold something, at most `rows` of them (spreadsheet-files.ts). */
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
    // a copy is handed over: the caller keeps its bytes (a form stores the file it checked)
    const copy = new Uint8Array(bytes);
    const message: JobMessage = { job, bytes: copy, options: limits };
    return outcome(await pool.run(message, [copy.buffer])) as JobResult<J>;
  };
  return {
    type: (bytes) => run('type', bytes, { inflatedBytes: config.inflatedBytes }),
    table: (bytes, rows) => run('table', bytes, { inflatedBytes: config.inflatedBytes, rows }),
    close: () => pool.close(),
  };
}
