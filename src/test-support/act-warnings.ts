/*
 * A component test fails on React's « not wrapped in act(...) » warning. The
 * warning means a state update came while the test was not waiting for it: the
 * test asserted on a page that was still changing, or ended while a call was
 * still answering. Printed, it hid among thousands of passing tests; failing,
 * it names its test. Wait for what the update shows (findBy…, waitFor), or let
 * the calls settle (browser-api.ts's `quiet`), or unmount what no longer
 * belongs to the test before acting on its state.
 */
import { format } from 'node:util';

if (typeof document !== 'undefined') {
  const warnings: string[] = [];
  const print = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const text = format(...args);
    if (text.includes('not wrapped in act(')) warnings.push(text.split('\n')[0]);
    print(...args);
  };
  beforeEach(() => {
    warnings.length = 0;
  });
  afterEach(() => {
    if (!warnings.length) return;
    const said = [...new Set(warnings)];
    warnings.length = 0;
    throw new Error(`React warned of a state update outside act() during this test (see the warning above):\n${said.join('\n')}`);
  });
}
export {};
