/** Unit and contract tests: site code under src/, the reference API under backend/, the host and test runner under scripts/, the benchmark's logic under bench/lib/ (not bench/, where the benchmark builds its copies). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/backend', '<rootDir>/scripts', '<rootDir>/bench/lib'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } },
    ],
  },
  // light-my-request (behind app.inject) and @fastify/static require packages that ship as ESM only.
  transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition|@fastify/static/node_modules/content-disposition)/)'],
  testTimeout: 20000,
};
