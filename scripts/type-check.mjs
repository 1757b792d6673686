/**
 * The type check that `npm test` runs (scripts/test.mjs counts each project as one test), shared with
 * its test (type-check.test.ts), which shows it failing on a type error: tsc, with no output, over
 * each of the repository's TypeScript projects.
 */
import { collected } from './collected.mjs';
import { join, resolve } from 'node:path';

/**
 * The projects checked; together they hold every TypeScript file and the JavaScript of bench/,
 * scripts/ and plugins/ (type-check.test.ts holds them to it).
 * @type {readonly { project: string, covers: string }[]}
 */
export const TYPE_CHECKS = [
  { project: 'tsconfig.json', covers: 'le TypeScript du site, de l’API, des specs e2e, du banc et des scripts' },
  { project: 'tsconfig.js.json', covers: 'le JavaScript du banc, des scripts et des plugins (checkJs)' },
];

/**
 * `tsc --noEmit -p project` with the TypeScript installed at the root; `ok` only when tsc ends
 * without error, so that a project that cannot be read fails too. It answers when tsc ends, so
 * that `npm test` runs the checks beside the linter (each is one process on one core).
 * @param {string} root the repository, whose node_modules hold TypeScript
 * @param {string} project a tsconfig, relative to root or absolute
 * @returns {Promise<{ ok: boolean, output: string }>} output: what tsc printed (its errors, one a line)
 */
export function typeCheck(root, project) {
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  return collected(process.execPath, [tsc, '--noEmit', '-p', resolve(root, project)], { cwd: root });
}
