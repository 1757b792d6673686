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

it('loads neither pdf-lib, its font engine, Stripe nor ioredis with the app', () => {
  const script = `
    const Module = require('node:module');
    const load = Module._load;
    const asked = new Set();
    Module._load = function (request, ...rest) { asked.add(request); return load.call(this, request, ...rest); };
    require('./src/app.ts');
    process.stdout.write(JSON.stringify([...asked]));`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: join(__dirname, '..'),
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  expect(run.stderr).toBe('');
  const asked = JSON.parse(run.stdout) as string[];
  // the probe sees the app's own modules too: it would see the heavy ones if they were loaded
  expect(asked).toEqual(expect.arrayContaining(['fastify', '@fastify/rate-limit']));
  expect(asked.filter((request) => HEAVY.includes(request))).toEqual([]);
}, 60_000);
