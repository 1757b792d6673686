import { join } from 'node:path';
import { MessageChannel, Worker, receiveMessageOnPort } from 'node:worker_threads';

const root = join(__dirname, '..');

export type LintMessage = { ruleId: string | null; message: string; line: number };

/**
 * ESLint in a thread of its own, outside jest's module sandbox (where its
 * configuration, an ES module, cannot be imported), started on the first
 * call and left with the suite: the configuration is read once per suite,
 * where a process per call started ESLint and read it again each time.
 */
let worker: Worker | null = null;
const signal = new SharedArrayBuffer(4);
const done = new Int32Array(signal);

function thread(): Worker {
  if (worker) return worker;
  worker = new Worker(join(__dirname, 'eslint-as-worker.mjs'), { workerData: { root, signal } });
  worker.unref();
  return worker;
}

// the thread ends with the suite that imported this file
if (typeof afterAll === 'function')
  afterAll(async () => {
    await worker?.terminate();
    worker = null;
  });

/**
 * What `npm run lint` says of some code given as if it were a file of the
 * site (the tests of the lint rules): the same configuration, read by the
 * same ESLint, given the text as `--stdin --stdin-filename` would. The test
 * waits for the answer, as it waited for the process before.
 */
export function lintAs(filePath: string, code: string): LintMessage[] {
  const { port1, port2 } = new MessageChannel();
  Atomics.store(done, 0, 0);
  thread().postMessage({ filePath, code, port: port2 }, [port2]);
  if (Atomics.wait(done, 0, 0, 30_000) === 'timed-out') throw new Error(`ESLint n'a pas répondu pour ${filePath}`);
  const answer = receiveMessageOnPort(port1)?.message as { messages?: LintMessage[]; error?: string } | undefined;
  port1.close();
  if (!answer?.messages) throw new Error(answer?.error ?? `ESLint n'a rien répondu pour ${filePath}`);
  return answer.messages;
}
