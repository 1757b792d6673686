import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import useSWR from 'swr';
import { SESSION_KEY } from './token';
import { shop } from '../../../shop-client/browser';
import { getLogged } from '@trefima/domain/customers/endpoints';
import { clearToken } from '../../../shop-client/session-events';
import { tokenAtom } from '../state';
import { useHydrated } from '../../../hooks/use-hydrated';

/**
 * The logged-in user and customer. With a token, /user/logged says who it
 * is; when no user and customer come back, the token is cleared. While the
 * built HTML is being hydrated there is no session (the HTML was built
 * without one), even if the token, or the answer, is already known.
 */
export function useSession() {
  const cookieToken = useAtomValue(tokenAtom);
  const token = useHydrated() ? cookieToken : null;
  const { data, error, isLoading, mutate } = useSWR(token ? SESSION_KEY : null, () => shop(getLogged), { revalidateOnFocus: false });
  useEffect(() => {
    if (token && data && !data.user && !data.customer) clearToken();
  }, [token, data]);
  const customer = token ? (data?.customer ?? null) : null;
  return { user: token ? (data?.user ?? null) : null, customer, isLogged: Boolean(customer), isLoading: Boolean(token) && isLoading, error, mutate };
}
