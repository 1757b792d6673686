import { fork } from 'node:child_process';
import type { Socket } from 'node:net';
import { Worker } from 'node:worker_threads';
import { memoryPast } from './limits';

/**
 * What runs a pool's jobs (pool.ts): a thread of the API's process, or a
 * child process of its own. A thread takes a client's bytes without a copy;
 * a process has its own garbage collector's helper threads, and gives way to
 * the API with all of them (thread.ts): a plan's solver, which makes garbage
 * the whole time it works, then no longer keeps busy the helpers the event
 * loop's own collection waits for (bench/notes.md: the readers' stall during
 * plans).
 */
export type CarrierKind = 'thread' | 'process';

/** What a worker answers: `value`, or the error it met, as plain data. */
export interface Reply {
  value?: unknown;
  error?: { kind: string; message: string; limit?: string };
}

export interface Carrier {
  /** the job's message; `transfer`, bytes handed over to a thread (a process gets a copy through its channel) */
  post(message: unknown, transfer: ArrayBuffer[]): void;
  /** held while a job runs, so that its answer keeps the API up; let go when idle */
  ref(): void;
  unref(): void;
  /** killed, whatever it was doing */
  stop(): Promise<void>;
}

export interface CarrierEvents {
  message(reply: Reply | 'ready'): void;
  /** it stopped or failed: past its memory bound, or for the reason given */
  failed(cause: Error): void;
}

/** A process's nice value: a thread's (thread.ts), for the same reason, now for its collector's threads too. */
const PROCESS_NICE = 5;
/** What a process wrote to stderr last, kept to say why it did not start. */
const STDERR_KEPT = 4096;
/** The start of V8's report of a heap past its bound. */
const OUT_OF_MEMORY = /Last few GCs|heap out of memory|Reached heap limit/;

export function carrier(kind: CarrierKind, entry: string, memoryMb: number, events: CarrierEvents): Carrier {
  return kind === 'process' ? processCarrier(entry, memoryMb, events) : threadCarrier(entry, memoryMb, events);
}

const youngMb = (memoryMb: number) => Math.max(4, Math.min(32, Math.floor(memoryMb / 8)));

function threadCarrier(entry: string, memoryMb: number, events: CarrierEvents): Carrier {
  const worker = new Worker(entry, {
    // the parent's flags (tsx's loader, jest's) are not the worker's: worker.cjs loads what it needs itself
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: youngMb(memoryMb) },
  });
  worker.on('message', events.message);
  worker.on('error', (error: Error & { code?: string }) => events.failed(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? memoryPast(memoryMb) : error));
  worker.on('exit', () => events.failed(new Error('a file reader stopped')));
  return {
    post: (message, transfer) => worker.postMessage(message, transfer),
    ref: () => worker.ref(),
    unref: () => worker.unref(),
    stop: async () => void (await worker.terminate()),
  };
}

function processCarrier(entry: string, memoryMb: number, events: CarrierEvents): Carrier {
  // its one argument: how far it gives way (thread.ts)
  const child = fork(entry, [String(PROCESS_NICE)], {
    // as a thread's: the API's own flags are not the child's, its memory bound is V8's (its young generation is three
    // semi-spaces)
    execArgv: [`--max-old-space-size=${memoryMb}`, `--max-semi-space-size=${Math.max(1, Math.floor(youngMb(memoryMb) / 3))}`],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  });
  let stderr = '';
  let outOfMemory = false;
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (text: string) => {
    stderr = (stderr + text).slice(-STDERR_KEPT);
    // V8's report of a heap past its bound is the pool's to say (memoryPast), not the API's output: a supervisor that
    // reads its stderr (jest's workers do) would take it for the API's own crash
    outOfMemory ||= OUT_OF_MEMORY.test(stderr);
    if (!outOfMemory) process.stderr.write(text);
  });
  child.on('message', events.message);
  child.on('error', (error) => events.failed(error));
  child.on('exit', (_code, signal) => {
    // V8 aborts a process past its heap bound, saying so
    const past = outOfMemory || signal === 'SIGABRT';
    events.failed(past ? memoryPast(memoryMb) : new Error(`a file reader stopped${stderr ? `: ${stderr.trim()}` : ''}`));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    // bytes go through the channel, copied: there is no handing over between processes
    post: (message) => void child.send(message as never),
    // its channel and its stderr's pipe would keep the API up too
    ref: () => {
      child.ref();
      child.channel?.ref();
      (child.stderr as Socket).ref();
    },
    unref: () => {
      child.unref();
      child.channel?.unref();
      (child.stderr as Socket).unref();
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
