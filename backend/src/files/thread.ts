import { readdirSync, readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { JobMessage } from './jobs';
import { LimitPassed } from './limits';
import type { Reply } from './carriers';

/**
 * What every worker of a pool (pool.ts) runs, a thread or a child process
 * (carriers.ts): each job it is posted, answered with plain data, the
 * refusals of a client's input (a bound passed, a file that does not read)
 * as their kind and their French message. Bytes a thread's job answers (a
 * computed JSON body) are handed back, not copied.
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
 * A worker gives way to the event loop, which answers every other request:
 * on Linux each thread has its own nice value, and a thread's is raised a
 * little (5, a third of the event loop's share of a busy processor; more
 * would let a loaded host starve the work past its time bound). A child
 * process raises every thread it has (its collector's helpers among them;
 * the ones it starts later take its main thread's) to the value its pool
 * gives. Elsewhere the worker keeps the process's priority.
 */
function giveWay(): void {
  try {
    if (parentPort) return setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 5);
    // a process's pool gives it as its one argument (carriers.ts)
    const nice = Number(process.argv[2]);
    if (Number.isInteger(nice)) for (const task of readdirSync('/proc/self/task')) setPriority(Number(task), nice);
  } catch {
    // no /proc, or not allowed: the same priority as the event loop
  }
}

/** Where the jobs come from and the answers go: the thread's port, or the process's channel (bytes copied, not handed). */
interface Port {
  onMessage(listener: (message: JobMessage) => void): void;
  answer(reply: Reply | 'ready', transfer: ArrayBuffer[]): void;
}

function port(): Port {
  if (parentPort) {
    const thread = parentPort;
    // a message this thread cannot read fails its job at once, rather than hold it to the time bound
    thread.on('messageerror', (error) => thread.postMessage({ error: { kind: 'error', message: error.message } } satisfies Reply));
    return { onMessage: (listener) => thread.on('message', listener), answer: (reply, transfer) => thread.postMessage(reply, transfer) };
  }
  if (!process.send) throw new Error('a pool worker runs in a worker thread or a child process with a channel');
  // the API gone, the process has no one to answer: it ends with its channel
  process.on('disconnect', () => process.exit(0));
  return { onMessage: (listener) => process.on('message', listener), answer: (reply) => void process.send!(reply) };
}

/** Serves `jobs` in this worker until the pool ends it. */
export function serve(jobs: Record<string, Job>, refusal: Refusal = () => undefined): void {
  giveWay();
  const to = port();
  to.onMessage(async ({ job, bytes, options }: JobMessage) => {
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
    to.answer(reply, transfer);
  });
  // loaded: the pool counts a job's time from here
  to.answer('ready', []);
}
