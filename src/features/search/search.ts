import { plainLine } from '@trefima/domain/forms/text-characters';

/**
 * Search terms: tags stripped before navigation (spec, section 5). Part of
 * every page (the header's form); what only the live suggestions need (above
 * 3 characters, at most 5, ranking) is in features/search/components/suggestion-list.ts,
 * which loads on demand.
 */
export function cleanTerm(raw: string): string {
  // what nobody types (a soft hyphen copied from a PDF) is dropped: the API refuses it
  return plainLine(raw)
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
