#!/usr/bin/env node
/**
 * `npm test`: the linter and the format check (`npm run lint`, counted as
 * one test) beside the type check (type-check.mjs, one test per TypeScript
 * project), then every
 * suite the project has (jest's unit and contract tests, then Playwright's
 * end-to-end tests in Debian's Chromium against the built site), then one
 * plain summary line "N passed, N failed" that CI reads.
 * Exit code is non-zero when anything failed or a runner crashed.
 */
import { spawnSync } from 'node:child_process';
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
 * single one on CI's two: the unit and contract suites, which mostly wait on
 * an in-memory API or a render, take at least two; the suites that build the
 * site with Gatsby, which uses every core itself, run apart and one at a time.
 * @param {string} project
 * @param {number} workers
 */
function jest(project, workers) {
  const out = join(tmp, `jest-${project}.json`);
  const r = spawnSync('npx', ['jest', '--ci', '--selectProjects', project, `--maxWorkers=${workers}`, '--json', `--outputFile=${out}`], {
    stdio: 'inherit',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
  });
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    // a suite that failed to load has no failed test but must fail the run
    if (report.numRuntimeErrorTestSuites > 0) {
      failed += report.numRuntimeErrorTestSuites;
      console.error(`${report.numRuntimeErrorTestSuites} test suite(s) could not run`);
    }
  } catch {
    crashed = true;
    console.error(`jest produced no report (exit ${r.status})`);
  }
}

function playwright() {
  const out = join(tmp, 'e2e.json');
  const r = spawnSync('npx', ['playwright', 'test'], {
    stdio: 'inherit',
    env: { ...process.env, CI: 'true', E2E_REPORT: out, GATSBY_TELEMETRY_DISABLED: '1' },
  });
  try {
    const { stats } = JSON.parse(readFileSync(out, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    if (r.status !== 0 && stats.unexpected === 0) {
      failed += 1;
      console.error(`playwright exited with ${r.status}`);
    }
  } catch {
    crashed = true;
    console.error(`playwright produced no report (exit ${r.status})`);
  }
}

/**
 * The linter and the type checks, each one process on one core, run side by side; their outputs
 * printed one after the other once all have ended.
 */
async function lintAndTypeChecks() {
  const lint = collected('npm', ['run', '--silent', 'lint']).then((r) => ({ ...r, failure: `npm run lint a échoué (code ${r.code})` }));
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
jest('fast', Math.max(2, availableParallelism() - 1));
jest('build', 1);
if (!process.env.SKIP_E2E) playwright();
rmSync(tmp, { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || crashed ? 1 : 0);
