// The thread behind scripts/eslint-as.ts: one ESLint, its configuration read once, lints each text it is sent.
import { workerData, parentPort } from 'node:worker_threads';
import { ESLint } from 'eslint';

const { root, signal } = workerData;
const done = new Int32Array(signal);
const eslint = new ESLint({ cwd: root });

/** @param {{ filePath: string, code: string, port: import('node:worker_threads').MessagePort }} request */
async function answer({ filePath, code, port }) {
  let reply;
  try {
    const [result] = await eslint.lintText(code, { filePath });
    reply = { messages: result.messages.map(({ ruleId, message, line }) => ({ ruleId, message, line })) };
  } catch (error) {
    reply = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
  port.close();
  Atomics.store(done, 0, 1);
  Atomics.notify(done, 0);
}

parentPort?.on('message', answer);
