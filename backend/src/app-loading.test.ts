import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * What loading the API brings: not the libraries only some requests use. pdf-lib and its font engine come with the
 * first PDF (documents/pdfs/lazy-printers.ts; main.ts asks for them before it listens), ioredis where REDIS_URL is set,
 * Stripe's SDK where card payment is configured. Every contract and component test loads the API, each anew (jest
 * gives each file its own modules), so what it loads is paid some two hundred times a run. Checked in a process of
 * its own, where Node's loader says what is required.
 */
const HEAVY = ['pdf-lib', '@pdf-lib/fontkit', 'stripe', 'ioredis'];

/** What requiring `file` (from backend/) asks Node's loader for, in a process of its own. */
function requiredBy(file: string): string[] {
  const script = `
    const Module = require('node:module');
    const load = Module._load;
    const asked = new Set();
    Module._load = function (request, ...rest) { asked.add(request); return load.call(this, request, ...rest); };
    require(${JSON.stringify(file)});
    process.stdout.write(JSON.stringify([...asked]));`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: join(__dirname, '..'),
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as string[];
}

it('loads neither pdf-lib, its font engine, Stripe nor ioredis with the app', () => {
  const asked = requiredBy('./src/app.ts');
  // the probe sees the app's own modules too: it would see the heavy ones if they were loaded
  expect(asked).toEqual(expect.arrayContaining(['fastify', '@fastify/rate-limit']));
  expect(asked.filter((request) => HEAVY.includes(request))).toEqual([]);
}, 60_000);

// a calculs' thread starts at a calcul (or a PDF) and ends when idle: its first calcul waits for what it loads
it('starts a calculs’ thread without pdf-lib or its font engine: they come with its first PDF', () => {
  const asked = requiredBy('./src/files/calcul-jobs.ts');
  expect(asked).toEqual(expect.arrayContaining(['zod', '../bar-schedules/bar-schedule-calcul']));
  expect(asked.filter((request) => HEAVY.includes(request))).toEqual([]);
}, 60_000);
