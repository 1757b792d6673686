import { atom, type WritableAtom } from 'jotai';
import { readJson, writeJson } from './storage';

/**
 * An atom kept in localStorage. It starts with `initial` (as the server
 * rendered) and reads storage once mounted, so hydration always matches;
 * other tabs' changes follow through the storage event.
 */
export function persistedAtom<T>(key: string, initial: T): WritableAtom<T, [T | ((prev: T) => T)], void> {
  const base = atom(initial);
  base.onMount = (set) => {
    const stored = readJson<T>(key);
    if (stored !== null) set(stored);
    const onStorage = (e: StorageEvent) => {
      if (e.key === key) set(e.newValue === null ? initial : (readJson<T>(key) ?? initial));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  };
  return atom(
    (get) => get(base),
    (get, set, update: T | ((prev: T) => T)) => {
      const next = typeof update === 'function' ? (update as (prev: T) => T)(get(base)) : update;
      set(base, next);
      writeJson(key, next);
    },
  );
}
