import useSWR from 'swr';
import { shop } from '../../shop-client/browser';
import { getConfigurator } from '@trefima/domain/tools/endpoints';
import { useTerritory } from '../territory';

/**
 * The roof configurator's data (slope types, profiles and their products)
 * for the visitor's territory. The previous territory's data stay on screen
 * while the next one's come, so that the form does not flash empty.
 */
export function useConfigurator() {
  const { planId } = useTerritory();
  return useSWR(['configurator', planId], () => shop(getConfigurator), { revalidateOnFocus: false, keepPreviousData: true });
}
