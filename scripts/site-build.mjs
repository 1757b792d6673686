import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What Gatsby says when a page's query result, written by one of its query workers into its LMDB cache, cannot be
 * read back by its main process when the page data is written: a race of Gatsby's own (gatsbyjs/gatsby#35018, no
 * fix upstream), seen once on CI where the journeys' build ran beside another build. Nothing in the site is wrong.
 */
export const GATSBY_RACE = /Couldn't find temp query result for/;

/** Enough of the end of a build's output to find the race's message, which comes last, without keeping all of it. */
const KEPT_CHARS = 200_000;

/**
 * `gatsby build` in `cwd`, its output passed on as it comes, run once more, from an empty cache, when it failed on
 * Gatsby's race alone (any other failure is the site's, and is answered as it is). The cache goes because a failed
 * build may leave it believing the lost result was written; a build without cache is a whole one.
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, command?: string[], say?: (line: string) => void, signal?: AbortSignal }} [options]
 *   command: what builds (Gatsby's CLI by default; the tests give a stand-in that fails as Gatsby does);
 *   signal: ends the build under way (its process is sent SIGTERM), and with it any attempt
 * @returns {Promise<number>} the exit code of the last attempt (1 when a signal ended it)
 */
export async function buildSite({ cwd = process.cwd(), env = process.env, command, say = (line) => console.error(line), signal } = {}) {
  const [file, ...args] = command ?? [process.execPath, join(cwd, 'node_modules', 'gatsby', 'cli.js'), 'build'];
  const attempt = () =>
    new Promise((done) => {
      const child = spawn(file, args, { cwd, env: { ...env, GATSBY_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', 'pipe', 'pipe'], signal });
      let tail = '';
      /** @param {NodeJS.WriteStream} out */
      const pass = (out) => (/** @type {Buffer} */ chunk) => {
        out.write(chunk);
        tail = (tail + chunk.toString()).slice(-KEPT_CHARS);
      };
      child.stdout.on('data', pass(process.stdout));
      child.stderr.on('data', pass(process.stderr));
      child.on('error', (error) => done({ code: 1, tail: error.message }));
      // 'close': the output is whole only once Gatsby's pipes are closed (its workers may outlive it for a moment)
      child.on('close', (code) => done({ code: code ?? 1, tail }));
    });
  const first = await attempt();
  if (first.code === 0 || signal?.aborted || !GATSBY_RACE.test(first.tail)) return first.code;
  say('La construction a buté sur une course connue de Gatsby (gatsbyjs/gatsby#35018) : nouvelle construction, sans cache.');
  rmSync(join(cwd, '.cache'), { recursive: true, force: true });
  return (await attempt()).code;
}
