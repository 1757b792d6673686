/** Unit and contract tests: site code under src/, the reference API under backend/. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/backend', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } }],
  },
  // light-my-request (behind app.inject) requires cookie@2, which ships as ESM only.
  transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
  testTimeout: 20000,
};
