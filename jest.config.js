/**
 * Unit and contract tests: site code under src/, the reference API under backend/, the host and test runner under scripts/,
 * the benchmark's logic under bench/lib/ (not bench/, where the benchmark builds its copies).
 * Two projects: `fast` (`npm run test:fast`, everything but what builds the site with Gatsby) and `build` (the real builds).
 */
const BUILDS = ['<rootDir>/src/build/build-failure.test.ts', '<rootDir>/scripts/host/rebuild.test.ts'];

const common = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/backend', '<rootDir>/scripts', '<rootDir>/bench/lib'],
  transform: {
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
  projects: [
    {
      ...common,
      displayName: 'fast',
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testPathIgnorePatterns: ['/node_modules/', ...BUILDS],
      // component tests (jsdom) render components whose CSS modules only webpack can load
      moduleNameMapper: { '\\.module\\.css$': '<rootDir>/src/test-support/css-module.js' },
    },
    { ...common, displayName: 'build', testMatch: BUILDS },
  ],
};
