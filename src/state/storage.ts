/**
 * Browser storage that never throws (private mode, quota, server rendering).
 * Only ids, tokens and small summaries go here, never server data to trust.
 */
export const KEYS = {
  plan: 'trefima.plan',
  cart: 'trefima.cart',
} as const;

export function readJson<T>(key: string): T | null {
  if (typeof localStorage === 'undefined') return null;
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown) {
  if (typeof localStorage === 'undefined') return;
  try {
    if (value === null || value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or refused: the state lives on in memory */
  }
}
