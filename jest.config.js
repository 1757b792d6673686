/**
 * Unit and contract tests: site code under src/, the reference API under backend/, what both share under domain/
 * (@trefima/domain, mapped to this checkout's domain/), the host and test runner under scripts/,
 * the benchmark's logic under bench/lib/ (not bench/, where the benchmark builds its copies).
 * Two projects: `fast` (`npm run test:fast`, everything but what builds the site with Gatsby) and `build` (the real builds).
 */
const BUILDS = ['<rootDir>/src/build/build-failure.test.ts', '<rootDir>/scripts/host/rebuild.test.ts'];

// this checkout's domain/, also where node_modules is another's (a worktree, the bench's copy)
const DOMAIN = { '^@trefima/domain(/.*)?$': '<rootDir>/domain$1' };

const common = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/domain', '<rootDir>/backend', '<rootDir>/scripts', '<rootDir>/bench/lib'],
  transform: {
    // a feature's index.ts loads a file when one of its names is read, as the bundles take from it only what is used
    '/src/features/[^/]+/index\\.ts$': '<rootDir>/src/test-support/feature-face-transform.cjs',
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } },
    ],
  },
  // light-my-request (behind app.inject) and @fastify/static require packages that ship as ESM only.
  transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition|@fastify/static/node_modules/content-disposition)/)'],
};

module.exports = {
  // a global option: jest does not read it inside a project
  testTimeout: 20000,
  // A worker past 1 GB after a suite is replaced: one kept for the whole run grew to 3 GB (what each suite leaves
  // behind), its collections then long enough to fail bar-schedule-busy's bound on the loop's hold, and the whole run
  // slower for the collecting.
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      ...common,
      displayName: 'fast',
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testPathIgnorePatterns: ['/node_modules/', ...BUILDS],
      // component tests (jsdom) render components whose CSS modules only webpack can load
      moduleNameMapper: { '\\.module\\.css$': '<rootDir>/src/test-support/css-module.js', ...DOMAIN },
      // jsdom tests wait for what the buyer waits for, not for Testing Library's one second
      setupFilesAfterEnv: ['<rootDir>/src/test-support/async-wait.ts', '<rootDir>/src/test-support/act-warnings.ts'],
      // the demo accounts' passwords hashed once for the run, not for each test database the suites seed
      globalSetup: '<rootDir>/backend/src/test-support/demo-hashes.test-support.ts',
    },
    { ...common, displayName: 'build', testMatch: BUILDS, moduleNameMapper: DOMAIN },
  ],
};
