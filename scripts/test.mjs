#!/usr/bin/env node
/**
 * `npm test`: every suite the project has, then one plain summary line
 * "N passed, N failed" that CI reads. Today: the jest unit and contract tests.
 * Exit code is non-zero when anything failed or a runner crashed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const tmp = mkdtempSync(join(tmpdir(), 'trefima-test-'));
let passed = 0;
let failed = 0;
let crashed = false;

function jest() {
  const out = join(tmp, 'jest.json');
  const r = spawnSync('npx', ['jest', '--ci', '--json', `--outputFile=${out}`], { stdio: 'inherit', env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' } });
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

jest();
rmSync(tmp, { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || crashed ? 1 : 0);
