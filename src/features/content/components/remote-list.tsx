import { useEffect, type ReactNode } from 'react';
import { useContentList, type ContentItem, type ContentList } from '../api';

export interface RemoteListProps<K extends ContentList> {
  list: K;
  query: Record<string, string | number | undefined>;
  render: (state: { items?: ContentItem<K>[]; total: number; error?: Error; retry: () => void }) => ReactNode;
  /** the list's total, once this query's answer is in (the page may then be past the last) */
  onTotal?: (total: number) => void;
}

/**
 * A combination of list filters that was not built, fetched from the API.
 * Loaded on demand, so that built list pages carry no data-fetching code.
 */
export default function RemoteList<K extends ContentList>({ list, query, render, onTotal }: RemoteListProps<K>) {
  const { key, data, error, isLoading, mutate } = useContentList(list, query);
  // with keepPreviousData, the data of the previous query shows while this one loads
  const total = data && !isLoading ? data.total : null;
  useEffect(() => {
    if (total !== null) onTotal?.(total);
  }, [key, total]); // eslint-disable-line react-hooks/exhaustive-deps
  return <>{render({ items: data?.items, total: data?.total ?? 0, error, retry: () => void mutate() })}</>;
}
