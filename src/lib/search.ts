/** Search terms: tags stripped before navigation (spec, section 5), suggestions above 3 characters. */
export const SUGGEST_MIN_LENGTH = 4;
export const SUGGEST_MAX = 5;

export function cleanTerm(raw: string): string {
  return raw
    .replace(/<[^>]*>?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
}

/** The search route for a term, or null when nothing is left to search. */
export function searchPath(raw: string): string | null {
  const term = cleanTerm(raw);
  return term ? `/search?q=${encodeURIComponent(term)}` : null;
}

/** Suggestions that contain the term come first (accents and case ignored), at most `max`. */
export function rankSuggestions<T extends { name?: string; title?: string }>(items: T[], term: string, max = SUGGEST_MAX): T[] {
  const plain = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  const t = plain(term);
  const containing = items.filter((i) => plain(i.name ?? i.title ?? '').includes(t));
  const others = items.filter((i) => !containing.includes(i));
  return [...containing, ...others].slice(0, max);
}
