import useSWR from 'swr';
import { t } from '@trefima/domain/i18n/t';
import { shop } from '../shop-client/browser';
import { getCountries } from '@trefima/domain/site/endpoints';

const FRANCE = [{ code: 'FR', name: t('account.addressForm.france') }];

/** The countries of the address forms (the address book's, a job site's); France until the list comes (most addresses are French). */
export function useCountries() {
  const { data } = useSWR('countries', () => shop(getCountries), { revalidateOnFocus: false, fallbackData: FRANCE });
  return data ?? FRANCE;
}
