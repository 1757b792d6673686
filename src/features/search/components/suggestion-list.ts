import type { Suggestions } from '@trefima/domain/contract';
import { paths } from '../../../lib/routes';
import { t, tn } from '@trefima/domain/i18n/t';

/*
 * The header's live suggestions, as the combobox shows them: the answer's
 * three groups merged, ranked (those containing the term first, at most 5 in
 * all), then shown under their group's heading, in the groups' order.
 */

/** Suggestions are asked above 3 characters (spec, sections 4 and 9)… */
export const SUGGEST_MIN_LENGTH = 4;
/** …and at most 5 are shown in all. */
export const SUGGEST_MAX = 5;

export const SUGGESTION_GROUPS = [
  { key: 'products', label: t('search.suggestions.products') },
  { key: 'categories', label: t('search.suggestions.categories') },
  { key: 'contents', label: t('search.suggestions.contents') },
] as const;
export type SuggestionGroupKey = (typeof SUGGESTION_GROUPS)[number]['key'];

export interface SuggestionOption {
  /** DOM id, for aria-activedescendant */
  id: string;
  label: string;
  path: string;
}

export interface SuggestionGroup {
  key: SuggestionGroupKey;
  label: string;
  options: SuggestionOption[];
}

type Item = Suggestions['products']['items'][number];

/** Suggestions that contain the term come first (accents and case ignored), at most `max`. */
export function rankSuggestions<T extends { name?: string; title?: string }>(items: T[], term: string, max = SUGGEST_MAX): T[] {
  const plain = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const wanted = plain(term);
  const containing = items.filter((i) => plain(i.name ?? i.title ?? '').includes(wanted));
  const others = items.filter((i) => !containing.includes(i));
  return [...containing, ...others].slice(0, max);
}

/** Where a suggestion leads: a product, a category, or any other page by its slug. */
export function suggestionPath(item: Pick<Item, 'type' | 'slug'>): string {
  switch (item.type) {
    case 'product':
      return paths.product(item.slug);
    case 'category':
      return paths.category(item.slug);
    default:
      return paths.content(item.slug);
  }
}

/** Groups with at least one suggestion left; option ids follow the display order (`${idPrefix}-0`, …). */
export function groupSuggestions(data: Suggestions, term: string, idPrefix: string, max = SUGGEST_MAX): SuggestionGroup[] {
  const merged = SUGGESTION_GROUPS.flatMap(({ key }) => data[key].items.map((item) => ({ ...item, group: key })));
  const kept = rankSuggestions(merged, term, max);
  let n = 0;
  return SUGGESTION_GROUPS.map(({ key, label }) => ({
    key,
    label,
    options: kept.filter((i) => i.group === key).map((i) => ({ id: '', label: (i.name ?? i.title ?? i.slug).trim(), path: suggestionPath(i) })),
  }))
    .filter((g) => g.options.length > 0)
    .map((g) => ({ ...g, options: g.options.map((o) => ({ ...o, id: `${idPrefix}-${n++}` })) }));
}

export const flattenOptions = (groups: SuggestionGroup[]): SuggestionOption[] => groups.flatMap((g) => g.options);

/** What the live region says once suggestions have come. */
export function suggestionsStatus(count: number): string {
  if (count === 0) return t('search.suggestions.none');
  return tn('search.suggestions.available', count);
}

/** The active option after ArrowDown / ArrowUp (-1: none, the text box has the visual focus); wraps around. */
export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active < 0 || active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}
