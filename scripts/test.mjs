#!/usr/bin/env node
/**
 * `npm test`: the linter and the format check (`npm run lint`, counted as
 * one test) beside the type check (type-check.mjs, one test per TypeScript
 * project), then every
 * suite the project has (jest's unit and contract tests, then the builds that must
 * fail and the host's rebuilds beside Playwright's end-to-end tests in Debian's
 * Chromium against the built site), then one
 * plain summary line "N passed, N failed" that CI reads.
 * Exit code is non-zero when anything failed or a runner crashed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { collected } from './collected.mjs';
import { TYPE_CHECKS, typeCheck } from './type-check.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'trefima-test-'));
let passed = 0;
let failed = 0;
let crashed = false;

/**
 * One jest project. Jest gives itself one worker fewer than the cores, so a
 * single one on CI's two: the unit and contract suites take one more than the
 * cores (a part of each one's time waits: a child process, a worker thread, a
 * timer), which keeps every core busy; the suites that build the
 * site with Gatsby, which uses every core itself, run one at a time.
 * `beside`: run while something else prints, its output kept and given back to print once both have ended.
 * @param {string} project
 * @param {number} workers
 * @param {{ beside?: boolean }} [options]
 * @returns {Promise<string>} the output kept (empty unless `beside`)
 */
async function jest(project, workers, { beside = false } = {}) {
  const out = join(tmp, `jest-${project}.json`);
  const args = ['jest', '--ci', '--selectProjects', project, `--maxWorkers=${workers}`, '--json', `--outputFile=${out}`];
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };
  let status;
  let output = '';
  if (beside) ({ code: status, output } = await collected('npx', args, { env }));
  else status = spawnSync('npx', args, { stdio: 'inherit', env }).status;
  /** @param {string} line */
  const say = (line) => (beside ? (output += `${line}\n`) : console.error(line));
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    // a suite that failed to load has no failed test but must fail the run
    if (report.numRuntimeErrorTestSuites > 0) {
      failed += report.numRuntimeErrorTestSuites;
      say(`${report.numRuntimeErrorTestSuites} test suite(s) could not run`);
    }
  } catch {
    crashed = true;
    say(`jest produced no report (exit ${status})`);
  }
  return output;
}

async function playwright() {
  const out = join(tmp, 'e2e.json');
  const child = spawn('npx', ['playwright', 'test'], {
    stdio: 'inherit',
    env: { ...process.env, CI: 'true', E2E_REPORT: out, GATSBY_TELEMETRY_DISABLED: '1' },
  });
  /** @type {number | null} */
  const status = await new Promise((resolve) => {
    child.on('error', () => resolve(null));
    child.on('close', (code) => resolve(code));
  });
  try {
    const { stats } = JSON.parse(readFileSync(out, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    if (status !== 0 && stats.unexpected === 0) {
      failed += 1;
      console.error(`playwright exited with ${status}`);
    }
  } catch {
    crashed = true;
    console.error(`playwright produced no report (exit ${status})`);
  }
}

/**
 * The linter, the format check and the type checks, each one process on one core, run side by side (`npm run
 * lint` runs its two one after the other, and a core then waited); their outputs printed one after the other
 * once all have ended. The linter and the format check count as one test, `npm run lint`.
 */
async function lintAndTypeChecks() {
  const scripts = ['lint:code', 'lint:format'];
  const lint = Promise.all(scripts.map((script) => collected('npm', ['run', '--silent', script]))).then((parts) => ({
    ok: parts.every((part) => part.ok),
    output: parts.map((part) => part.output).join(''),
    failure: `npm run lint a échoué (${scripts.filter((_, i) => !parts[i].ok).join(', ')})`,
  }));
  const checks = TYPE_CHECKS.map(({ project, covers }) =>
    typeCheck(root, project).then((r) => ({ ...r, failure: `la vérification des types a échoué : tsc -p ${project} (${covers})` })),
  );
  for (const { ok, output, failure } of await Promise.all([lint, ...checks])) {
    process.stdout.write(output);
    if (ok) passed += 1;
    else {
      failed += 1;
      console.error(failure);
    }
  }
}

await lintAndTypeChecks();
await jest('fast', Math.max(3, availableParallelism()));
// The suites that build with Gatsby build copies of the project (src/test-support/project-copy.ts): beside the
// journeys, whose build and theirs each leave a core idle now and then (CI's whole run was past 20 minutes with
// them one after the other).
if (process.env.SKIP_E2E) await jest('build', 1);
else {
  const [buildsOutput] = await Promise.all([jest('build', 1, { beside: true }), playwright()]);
  process.stdout.write(buildsOutput);
}
rmSync(tmp, { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || crashed ? 1 : 0);
