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
