import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CarrierKind } from './carriers';
import { LimitPassed } from './limits';
import { WorkerPool, type PoolOptions } from './pool';

/**
 * The pool on both its carriers (carriers.ts), with workers that serve jobs
 * made for the test through the workers' own loop (thread.ts): an answer,
 * each bound (time, memory) passed and the next job served by a new worker,
 * a worker that cannot start; and a process's threads, all lowered.
 */

let dir: string;
let entry: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'trefima-pool-'));
  entry = join(dir, 'jobs.cjs');
  writeFileSync(
    entry,
    `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register();
const { readdirSync, readFileSync } = require('node:fs');
const { serve } = require(${JSON.stringify(join(__dirname, 'thread.ts'))});
// a task's nice value: the 19th field of its stat, after the command's closing parenthesis
const nice = (task) => Number(readFileSync('/proc/self/task/' + task + '/stat', 'utf8').split(') ')[1].split(' ')[16]);
serve({
  echo: (bytes) => ({ length: bytes.length, pid: process.pid }),
  spin: () => { for (;;); },
  hog: () => { const kept = []; for (;;) kept.push(new Array(1e5).fill(Math.random())); },
  nices: () => readdirSync('/proc/self/task').map(nice),
});
`,
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const job = (name: string, bytes = new Uint8Array(3)) => ({ job: name, bytes, options: undefined });
const pool = (carrier: CarrierKind, options: Partial<PoolOptions> = {}) =>
  new WorkerPool({ entry, workers: 1, queue: 4, timeoutMs: 5000, memoryMb: 64, carrier, ...options });
const alive = (pid: number) =>
  existsSync(`/proc/${pid}`) ||
  (() => {
    try {
      return process.kill(pid, 0);
    } catch {
      return false;
    }
  })();

describe.each<CarrierKind>(['thread', 'process'])('a pool of %ss', (carrier) => {
  it('answers each job, the same worker taking the next one', async () => {
    const p = pool(carrier);
    try {
      const first = (await p.run(job('echo', new Uint8Array(1000)))).value as { length: number; pid: number };
      const second = (await p.run(job('echo'))).value as { length: number; pid: number };
      expect([first.length, second.length]).toEqual([1000, 3]);
      expect(second.pid).toBe(first.pid);
      expect(first.pid === process.pid).toBe(carrier === 'thread');
    } finally {
      await p.close();
    }
  });

  it('stops a job past its time, and serves the next one with a new worker', async () => {
    const p = pool(carrier, { timeoutMs: 1500 });
    try {
      const spun = p.run(job('spin'));
      await expect(spun).rejects.toBeInstanceOf(LimitPassed);
      await expect(spun).rejects.toMatchObject({ limit: 'time' });
      expect(((await p.run(job('echo'))).value as { length: number }).length).toBe(3);
    } finally {
      await p.close();
    }
  });

  it('stops a job past its memory, and serves the next one with a new worker, V8’s report kept from the API’s stderr', async () => {
    const p = pool(carrier, { timeoutMs: 20_000 });
    // a supervisor that reads the API's stderr (jest's own workers) takes that report for the API's crash
    const written = jest.spyOn(process.stderr, 'write');
    try {
      await expect(p.run(job('hog'))).rejects.toMatchObject({ limit: 'memory' });
      expect(written.mock.calls.map(([text]) => String(text)).filter((text) => /heap|GCs|FATAL/.test(text))).toEqual([]);
      expect(((await p.run(job('echo'))).value as { length: number }).length).toBe(3);
    } finally {
      written.mockRestore();
      await p.close();
    }
  });

  it('keeps no process up once its job is answered: an idle worker lets the API end', () => {
    const script = `const { WorkerPool } = require(${JSON.stringify(join(__dirname, 'pool.ts'))});
const pool = new WorkerPool({ entry: ${JSON.stringify(entry)}, workers: 1, queue: 1, timeoutMs: 5000, memoryMb: 64, carrier: '${carrier}' });
pool.run({ job: 'echo', bytes: new Uint8Array(2) }).then((reply) => console.log('answered', reply.value.length));`;
    // the worker is ended after a minute idle: a process still up at half that was kept up by it
    const run = spawnSync(process.execPath, ['--require', require.resolve('tsx/cjs'), '-e', script], { encoding: 'utf8', timeout: 30_000 });
    expect(run.stdout.trim()).toBe('answered 2');
    expect(run.signal).toBeNull();
    expect(run.status).toBe(0);
  }, 40_000);

  it('refuses the files waiting for a worker that fails as it loads, and each later one once', async () => {
    const broken = join(dir, 'broken.cjs');
    writeFileSync(broken, "throw new Error('lecteurs introuvables');\n");
    const p = new WorkerPool({ entry: broken, workers: 1, queue: 4, timeoutMs: 1000, memoryMb: 64, carrier });
    try {
      const first = p.run({});
      const second = p.run({});
      await expect(first).rejects.toThrow('lecteurs introuvables');
      await expect(second).rejects.toThrow('lecteurs introuvables');
      await expect(p.run({})).rejects.toThrow('lecteurs introuvables');
    } finally {
      await p.close();
    }
  });
});

describe('a pool of processes', () => {
  const linux = existsSync('/proc/self/task');

  (linux ? it : it.skip)('lowers every thread of its process, its collector’s helpers included, as a thread lowers itself', async () => {
    const p = pool('process');
    try {
      const nices = (await p.run(job('nices'))).value as number[];
      expect(nices.length).toBeGreaterThan(4);
      expect(new Set(nices)).toEqual(new Set([5]));
      // the API's own threads are left as they were
      const own = readdirSync('/proc/self/task').map((t) => Number(readFileSync(`/proc/self/task/${t}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]));
      expect(own).toContain(0);
    } finally {
      await p.close();
    }
  });

  it('ends its processes when closed', async () => {
    const p = pool('process');
    const { pid } = (await p.run(job('echo'))).value as { pid: number };
    expect(alive(pid)).toBe(true);
    await p.close();
    expect(alive(pid)).toBe(false);
  });
});
