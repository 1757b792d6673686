import useSWR from 'swr';

/**
 * A list variant that was not built (a combination of filters), fetched in
 * the browser; `key` null means the page's own static data is right.
 */
export function useRemoteList<T>(key: string | null, load: () => Promise<{ items: T[]; total: number }>) {
  return useSWR(key, load, { revalidateOnFocus: false, keepPreviousData: true });
}
