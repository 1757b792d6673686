import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { UnreadableFile } from '../services/spreadsheet-files';
import { JOBS, type JobMessage } from './jobs';
import { LimitPassed } from './limits';
import type { Reply } from './pool';

/**
 * A file reader's thread: runs each job it is posted and answers with plain
 * data, the refusals of a file (a bound passed, a file that does not read)
 * as their kind and their French message.
 */
function replyTo(error: unknown): Reply['error'] {
  if (error instanceof LimitPassed) return { kind: 'limit', limit: error.limit, message: error.message };
  if (error instanceof UnreadableFile) return { kind: 'unreadable', message: error.message };
  return { kind: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}

/**
 * A reader gives way to the event loop, which answers every other request:
 * on Linux each thread has its own nice value, and this one's is raised a
 * little (5, a third of the event loop's share of a busy processor; more
 * would let a loaded host starve the reading past its time bound).
 * Elsewhere the thread keeps the process's.
 */
function giveWay(): void {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 5);
  } catch {
    // no /proc, or not allowed: the same priority as the event loop
  }
}
giveWay();

parentPort!.on('message', async ({ job, bytes, limits }: JobMessage) => {
  let reply: Reply;
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    reply = { value: await JOBS[job](buffer, limits) };
  } catch (error) {
    reply = { error: replyTo(error) };
  }
  parentPort!.postMessage(reply);
});
// loaded: the pool counts a job's time from here
parentPort!.postMessage('ready');
