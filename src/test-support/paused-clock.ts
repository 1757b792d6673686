import { act } from '@testing-library/react';

/**
 * « Nothing was asked » holds only once a box's pause has passed: its clock
 * (setTimeout alone) is made a fake one, and the returned function moves it
 * well past `pauseMs`, so that a busy machine cannot make a test look before
 * a timer left running would have fired. The API's clocks and React's stay
 * real. The test's `afterEach` gives the real timers back (`jest.useRealTimers`).
 */
export function pausedClock(pauseMs: number): () => void {
  jest.useFakeTimers({
    doNotFake: [
      'Date',
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
    ],
  });
  return () => act(() => jest.advanceTimersByTime(pauseMs * 4));
}
