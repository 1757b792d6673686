import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WorkerPool } from './pool';

/** The pool with a thread that cannot start: the files waiting for it are refused, no thread is started again and again. */

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'trefima-pool-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('refuses the files waiting for a thread that fails as it loads, and each later one once', async () => {
  const entry = join(dir, 'broken.cjs');
  writeFileSync(entry, "throw new Error('lecteurs introuvables');\n");
  const pool = new WorkerPool({ entry, workers: 1, queue: 4, timeoutMs: 1000, memoryMb: 64 });
  try {
    const first = pool.run({});
    const second = pool.run({});
    await expect(first).rejects.toThrow('lecteurs introuvables');
    await expect(second).rejects.toThrow('lecteurs introuvables');
    await expect(pool.run({})).rejects.toThrow('lecteurs introuvables');
  } finally {
    await pool.close();
  }
});
