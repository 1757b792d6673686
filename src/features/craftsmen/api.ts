import useSWR from 'swr';
import type { Artisan } from '@trefima/domain/contract';
import { shop } from '../../shop-client/browser';
import { getArtisanClients, getArtisans, getArtisanSuperficies, getArtisanTypes } from '@trefima/domain/tools/endpoints';

/** The three filter lists of the craftsman directory; they hardly ever change. */
const listOptions = { revalidateOnFocus: false, revalidateIfStale: false } as const;

export function useArtisanFilterLists() {
  const clients = useSWR('artisan-clients', () => shop(getArtisanClients), listOptions);
  const types = useSWR('artisan-types', () => shop(getArtisanTypes), listOptions);
  const superficies = useSWR('artisan-superficies', () => shop(getArtisanSuperficies), listOptions);
  return { clients, types, superficies };
}

export interface ArtisanPage {
  /** the query these results answer: while another one loads, the previous results stay shown */
  key: string;
  items: Artisan[];
  total: number;
}

/** One page of craftsmen for `GET /artisan`'s query (filters, department, page). */
export function useArtisanResults(query: Record<string, string | number>) {
  const key = JSON.stringify(query);
  const result = useSWR(['artisans', key], async (): Promise<ArtisanPage> => ({ key, ...(await shop(getArtisans, { query })) }), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
  return { ...result, stale: result.data !== undefined && result.data.key !== key };
}
