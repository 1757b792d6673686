/**
 * Browser storage that never throws (private mode, quota, server rendering).
 * Only ids, tokens, small summaries and what the visitor typed go here, never
 * server data to trust: a value read back is checked by whoever reads it.
 * `local` lasts across visits; `session` lasts as long as the tab.
 */
export const KEYS = {
  plan: 'trefima.plan',
  cart: 'trefima.cart',
} as const;

/**
 * What a buyer typed and has not saved, kept for the tab (session area): a
 * form (`hooks/use-kept-values.ts`), a list's lines, the quick order. It
 * outlives a session that ended elsewhere, not a sign-out: on a shared
 * computer the next person must not find it.
 */
export const TYPED = {
  form: 'trefima.saisie.',
  listLines: 'trefima.liste.',
  quickOrder: 'trefima.commande-rapide',
} as const;

export type StorageArea = 'local' | 'session';

function areaOf(area: StorageArea): Storage | null {
  try {
    if (area === 'local') return typeof localStorage === 'undefined' ? null : localStorage;
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readJson<T>(key: string, area: StorageArea = 'local'): T | null {
  try {
    const raw = areaOf(area)?.getItem(key) ?? null;
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

/** Everything of `TYPED` this tab kept. */
export function forgetTyped() {
  try {
    const store = areaOf('session');
    if (!store) return;
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
      (k): k is string => !!k && Object.values(TYPED).some((p) => k.startsWith(p)),
    );
    for (const k of keys) store.removeItem(k);
  } catch {
    /* storage refused: nothing was kept either */
  }
}

/** `null` (or undefined) removes the key. */
export function writeJson(key: string, value: unknown, area: StorageArea = 'local') {
  try {
    const store = areaOf(area);
    if (value === null || value === undefined) store?.removeItem(key);
    else store?.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or refused: the state lives on in memory */
  }
}
