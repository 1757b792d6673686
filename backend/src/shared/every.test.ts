import Fastify from 'fastify';
import { every } from './every';

/**
 * The API's own timed work (the card payments' sweep, the monthly
 * statements): one run at a time, its failures logged, and the API's close
 * waiting for the run under way, which is told to stop, so that nothing
 * touches the database once it is closed.
 */
const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

async function appWith(work: (signal: AbortSignal) => Promise<void>, ms = 5) {
  const errors: unknown[] = [];
  const app = Fastify();
  app.log.error = ((obj: unknown) => void errors.push(obj)) as typeof app.log.error;
  every(app, ms, 'travail de test', work);
  await app.ready();
  return { app, errors };
}

it('waits, to close, for the run under way, and tells it to stop; none starts after', async () => {
  const release = deferred();
  const started: AbortSignal[] = [];
  let ended = 0;
  const { app } = await appWith(async (signal) => {
    started.push(signal);
    await release.promise;
    ended++;
  });
  while (!started.length) await new Promise((r) => setImmediate(r));
  let closed = false;
  const closing = app.close().then(() => (closed = true));
  await new Promise((r) => setTimeout(r, 20));
  expect(started[0]!.aborted).toBe(true);
  expect(closed).toBe(false);
  release.resolve();
  await closing;
  expect(ended).toBe(1);
  expect(started).toHaveLength(1);
});

it('starts no second run while the first is under way, however long it takes', async () => {
  const release = deferred();
  let runs = 0;
  const { app } = await appWith(async () => {
    runs++;
    await release.promise;
  }, 1);
  while (!runs) await new Promise((r) => setImmediate(r));
  // many periods pass while the first run waits (a provider slow to answer)
  await new Promise((r) => setTimeout(r, 30));
  expect(runs).toBe(1);
  release.resolve();
  await app.close();
});

it('logs a run that fails, under its name, and runs again at the next period', async () => {
  let runs = 0;
  const { app, errors } = await appWith(async () => {
    runs++;
    throw new Error('base fermée');
  }, 1);
  while (runs < 2) await new Promise((r) => setTimeout(r, 1));
  await app.close();
  expect(errors[0]).toMatchObject({ err: { message: 'base fermée' }, work: 'travail de test' });
});
