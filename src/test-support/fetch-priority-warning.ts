/**
 * React 18 does not know `fetchPriority` yet (a product's picture asks for it) and says so on the console: nothing a
 * test of the page is about. Every other console error still shows.
 */
export function quietFetchPriorityWarning() {
  const error = console.error;
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void (args.some((a) => String(a).includes('fetchPriority')) || error(...args)));
}
