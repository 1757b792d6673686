/*
 * Component tests run against the real reference API in the same process: a
 * PDF or a page of orders answers in milliseconds on a quiet machine and in
 * seconds on a busy CI runner. Testing Library's default wait (one second) is
 * a timed assertion; the tests wait for what the buyer waits for, bounded only
 * by jest's own timeout.
 */
if (typeof document !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { configure } = require('@testing-library/dom') as typeof import('@testing-library/dom');
  configure({ asyncUtilTimeout: 15_000 });
}
export {};
