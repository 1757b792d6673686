import { useLocation } from '@reach/router';
import { useCallback, useState, type SetStateAction } from 'react';

/**
 * A state that falls back to `closed` when the page shown changes (a menu, a
 * search box, the burger's panel). Derived from the path it was set on, not
 * reset by an effect: an effect on mount would also run after hydration, and
 * a tap made between the commit and that effect (a busy phone) would be
 * undone. `closed` is a primitive, the same on every render.
 */
export function useRouteState<T>(closed: T): [T, (next: SetStateAction<T>) => void] {
  const { pathname } = useLocation();
  const [held, setHeld] = useState<{ value: T; pathname: string } | null>(null);
  const value = held !== null && held.pathname === pathname ? held.value : closed;
  const set = useCallback(
    (next: SetStateAction<T>) =>
      setHeld((h) => {
        const current = h !== null && h.pathname === pathname ? h.value : closed;
        return { value: typeof next === 'function' ? (next as (previous: T) => T)(current) : next, pathname };
      }),
    [pathname, closed],
  );
  return [value, set];
}
