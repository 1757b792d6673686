import type { FastifyInstance } from 'fastify';

/**
 * Work the API does on its own every `ms` (the card payments' sweep, the
 * monthly statements). One run at a time: a run that outlasts the period (a
 * provider slow to answer, each call retried up to its timeout) is not joined
 * by a second over the same rows. A failure is logged, not left unhandled
 * (which would end the process). Closing the API stops the timer, tells the
 * run under way to stop (`signal`: it checks it between two items) and waits
 * for it, so that nothing is written once the database is closed.
 */
export function every(fastify: FastifyInstance, ms: number, name: string, work: (signal: AbortSignal) => Promise<void>): void {
  const stop = new AbortController();
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= work(stop.signal)
      .catch((err) => fastify.log.error({ err, work: name }, name))
      .finally(() => {
        running = null;
      });
  }, ms);
  // the process ends when the server does, not when the timer says (a browser's timer, in the site's tests, has no unref)
  (timer as { unref?: () => void }).unref?.();
  fastify.addHook('onClose', async () => {
    clearInterval(timer);
    stop.abort();
    await running;
  });
}
