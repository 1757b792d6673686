import { useLocation } from '@reach/router';
import { useCallback, useState, type SetStateAction } from 'react';

/**
 * A state that falls back to `closed` when the page shown changes (a menu, a
 * search box, the burger's panel), and stays so if the visitor comes back.
 * Reset while rendering the new page (React's pattern for state that follows
 * a prop), not by an effect: an effect on `pathname` also runs once mounted,
 * after hydration, and a tap made between the commit and that effect (a busy
 * phone) was undone. `closed` is a primitive, the same on every render.
 */
export function useRouteState<T>(closed: T): [T, (next: SetStateAction<T>) => void] {
  const { pathname } = useLocation();
  const [held, setHeld] = useState({ value: closed, pathname });
  if (held.pathname !== pathname) setHeld({ value: closed, pathname });
  const value = held.pathname === pathname ? held.value : closed;
  const set = useCallback(
    (next: SetStateAction<T>) =>
      setHeld((h) => {
        const current = h.pathname === pathname ? h.value : closed;
        return { value: typeof next === 'function' ? (next as (previous: T) => T)(current) : next, pathname };
      }),
    [pathname, closed],
  );
  return [value, set];
}
