import { spawn } from 'node:child_process';

/**
 * A command run without waiting for it, its output kept to print once it has ended, so that `npm test` can run
 * the linter and the type checks side by side without mixing their lines.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<{ ok: boolean, output: string, code: number | null }>} ok: the command ended with 0; code: its exit code (null: it did not start, or a signal ended it)
 */
export function collected(command, args, options = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (b) => (output += b));
    child.stderr?.on('data', (b) => (output += b));
    child.on('error', (e) => done({ ok: false, output: `${output}${e.message}\n`, code: null }));
    child.on('close', (code) => done({ ok: code === 0, output, code }));
  });
}
