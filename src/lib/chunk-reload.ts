/**
 * After a deployment, a browser may ask for a code chunk that no longer
 * exists. The page then reloads, at most once a minute, so that a broken
 * build can never loop.
 */
const KEY = 'trefima.chunk-reload';
const MIN_INTERVAL_MS = 60_000;

export const isChunkLoadError = (reason: unknown) =>
  reason instanceof Error && (reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(reason.message));

export function shouldReload(lastReload: number | null, now: number): boolean {
  return lastReload === null || now - lastReload >= MIN_INTERVAL_MS;
}

export function reloadOnChunkError(
  reason: unknown,
  now = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload = () => location.reload(),
): boolean {
  if (!isChunkLoadError(reason)) return false;
  const last = Number(storage.getItem(KEY)) || null;
  if (!shouldReload(last, now)) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}
