import useSWR from 'swr';
import type { Career, PageCard } from '@trefima/domain/contract';
import { shop } from '../../shop-client/browser';
import { getAdvice, getCareers, getNews, getServices } from '@trefima/domain/content/endpoints';

const LISTS = { actualite: getNews, conseil: getAdvice, service: getServices, carriere: getCareers } as const;
export type ContentList = keyof typeof LISTS;
export type ContentItem<K extends ContentList> = K extends 'carriere' ? Career : PageCard;

/**
 * A content list variant that was not built (a combination of filters),
 * fetched in the browser; with keepPreviousData, the previous query's items
 * stay on screen while this one's come.
 */
export function useContentList<K extends ContentList>(list: K, query: Record<string, string | number | undefined>) {
  const key = `${list}:${JSON.stringify(query)}`;
  const endpoint = LISTS[list] as (typeof LISTS)['actualite'];
  const load = () => shop(endpoint, { query }) as unknown as Promise<{ items: ContentItem<K>[]; total: number }>;
  return { key, ...useSWR(key, load, { revalidateOnFocus: false, keepPreviousData: true }) };
}
