import { useEffect, type ReactNode } from 'react';
import type { Career, PageCard } from '../../contract';
import { useRemoteList } from '../../hooks/use-remote-list';
import { shop } from '../../shop-client/browser';
import { getAdvice, getCareers, getNews, getServices } from '../../shop-client/endpoints/content';

const LISTS = { actualite: getNews, conseil: getAdvice, service: getServices, carriere: getCareers } as const;
type Lists = typeof LISTS;
type Item<K extends keyof Lists> = K extends 'carriere' ? Career : PageCard;

export interface RemoteListProps<K extends keyof Lists> {
  list: K;
  query: Record<string, string | number | undefined>;
  render: (state: { items?: Item<K>[]; total: number; error?: Error; retry: () => void }) => ReactNode;
  /** the list's total, once this query's answer is in (the page may then be past the last) */
  onTotal?: (total: number) => void;
}

/**
 * A combination of list filters that was not built, fetched from the API.
 * Loaded on demand, so that built list pages carry no data-fetching code.
 */
export default function RemoteList<K extends keyof Lists>({ list, query, render, onTotal }: RemoteListProps<K>) {
  const key = `${list}:${JSON.stringify(query)}`;
  const endpoint = LISTS[list] as Lists['actualite'];
  const { data, error, isLoading, mutate } = useRemoteList(key, () => shop(endpoint, { query }) as unknown as Promise<{ items: Item<K>[]; total: number }>);
  // with keepPreviousData, the data of the previous query shows while this one loads
  const total = data && !isLoading ? data.total : null;
  useEffect(() => {
    if (total !== null) onTotal?.(total);
  }, [key, total]); // eslint-disable-line react-hooks/exhaustive-deps
  return <>{render({ items: data?.items, total: data?.total ?? 0, error, retry: () => void mutate() })}</>;
}
