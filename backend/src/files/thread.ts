import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { JobMessage } from './jobs';
import { LimitPassed } from './limits';
import type { Reply } from './pool';

/**
 * What every thread of a pool (pool.ts) runs: each job it is posted, answered
 * with plain data, the refusals of a client's input (a bound passed, a file
 * that does not read) as their kind and their French message. Bytes a job
 * answers (a computed JSON body) are handed back, not copied.
 */

type Job = (bytes: Buffer, options: never) => unknown;

/** A thread's own refusals, as their kind and message; undefined for an error of the code. */
export type Refusal = (error: unknown) => Reply['error'] | undefined;

function replyTo(error: unknown, refusal: Refusal): Reply['error'] {
  if (error instanceof LimitPassed) return { kind: 'limit', limit: error.limit, message: error.message };
  return refusal(error) ?? { kind: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}

/** The bytes of an answer that own their whole buffer: handed over as they are, which leaves them empty here. */
function handedBack(value: unknown): ArrayBuffer[] {
  if (!value || typeof value !== 'object') return [];
  return Object.values(value)
    .filter((v): v is Uint8Array => v instanceof Uint8Array && v.byteOffset === 0 && v.byteLength === v.buffer.byteLength)
    .map((v) => v.buffer as ArrayBuffer);
}

/**
 * A thread gives way to the event loop, which answers every other request:
 * on Linux each thread has its own nice value, and this one's is raised a
 * little (5, a third of the event loop's share of a busy processor; more
 * would let a loaded host starve the work past its time bound).
 * Elsewhere the thread keeps the process's.
 */
function giveWay(): void {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 5);
  } catch {
    // no /proc, or not allowed: the same priority as the event loop
  }
}

/** Serves `jobs` in this thread until the pool ends it. */
export function serve(jobs: Record<string, Job>, refusal: Refusal = () => undefined): void {
  giveWay();
  parentPort!.on('message', async ({ job, bytes, options }: JobMessage) => {
    let reply: Reply;
    let transfer: ArrayBuffer[] = [];
    try {
      const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      const value = await jobs[job]!(buffer, options as never);
      reply = { value };
      transfer = handedBack(value);
    } catch (error) {
      reply = { error: replyTo(error, refusal) };
    }
    parentPort!.postMessage(reply, transfer);
  });
  // a message this thread cannot read fails its job at once, rather than hold it to the time bound
  parentPort!.on('messageerror', (error) => parentPort!.postMessage({ error: { kind: 'error', message: error.message } } satisfies Reply));
  // loaded: the pool counts a job's time from here
  parentPort!.postMessage('ready');
}
