/**
 * The SQL of a text search over `product_fts` (migration 005): the words,
 * their synonyms, the index's part and the exact part, the ranking keys.
 * ProductSearch (search.ts) decides what to search and keeps the answers.
 */
import { likeEscape, stem } from '../shared/text';

/** Words that must all appear in a product's text, each as a part of it. */
export type Words = string[];
/** One thing the buyer asked for: any of its alternatives; the first is what he typed. */
type Group = Words[];

export interface Synonyms {
  /** a term's stems, sorted (so that "soudé treillis" is "treillis soudé") → its expansions, first ranking first */
  byTerm: Map<string, Words[]>;
  /** the most words of a term */
  longest: number;
  /** every word of the synonyms, which the typo tolerance may correct to */
  words: Set<string>;
}

/** SQL over `product_fts` for a text: the matching products, and the same with their sort keys. */
export interface TextQuery {
  /** `SELECT rowid …`: the ids of the matching products */
  ids: string;
  /** `SELECT id, ref, starts, alt, named …`: ascending keys (RANK), best first */
  hits: string;
  params: Record<string, unknown>;
  /** what was searched, one group per thing asked for, each with its alternatives (stems) */
  groups: Group[];
  /** the words searched when some typed ones were replaced by the nearest known word ("treilis" → "treillis") */
  corrected: string | null;
  /** every match's id, best first (ProductSearch.ranked) */
  ranked?: number[];
}

/** The order of `hits` (aliased h), best first; the catalogue's own order decides between equals. */
export const RANK = 'h.ref, h.starts, h.alt, h.named';

export const key = (stems: Words) => [...stems].sort().join(' ');
/** An FTS5 string: with the trigram tokenizer, any text containing it. */
export const phrase = (w: string) => `"${w.replace(/"/g, '""')}"`;
/** Each word of A is part of a word of B: what B finds, A finds too. */
const covers = (a: Words, b: Words) => a.every((w) => b.some((x) => x.includes(w)));

/**
 * The typed words, then the expansions of its synonym, without those another
 * alternative already finds ("tôle ondulée" under "tôle"): fewer LIKEs.
 */
function alternatives(typed: Words, expansions: Words[]): Group {
  const all = [typed, ...expansions].filter((alt, i, list) => list.findIndex((o) => key(o) === key(alt)) === i);
  return all.filter((b, j) => j === 0 || !all.some((a, i) => i !== j && covers(a, b) && (i < j || !covers(b, a))));
}

/** The words, a group each, except runs of words that are a synonym's term (the longest first), a group together. */
export function expand(words: Words, synonyms: Synonyms): Group[] {
  const stems = words.map(stem);
  const groups: Group[] = [];
  for (let i = 0; i < stems.length;) {
    let n = Math.min(synonyms.longest, stems.length - i);
    while (n > 1 && !synonyms.byTerm.has(key(stems.slice(i, i + n)))) n--;
    const typed = stems.slice(i, i + n);
    groups.push(alternatives(typed, synonyms.byTerm.get(key(typed)) ?? []));
    i += n;
  }
  return groups;
}

/**
 * The typed words that may name a reference's part: a designation has
 * letters and digits ("ha10", "st25c", "ha10-12"), and may be typed in two
 * words or with the diameter sign ("HA 10", "HA Ø10"), so each word is also
 * tried glued to its neighbours. A number alone is no designation (12 is a
 * diameter, a length or a mesh). Per typed word, the forms that count for it.
 */
function designations(term: string): string[][] {
  const words = term.split(' ').map((w) => w.replace(/ø/g, ''));
  const designation = (w: string) => /[a-z]/.test(w) && /\d/.test(w);
  return words.map((w, i) =>
    [w, words[i - 1] !== undefined ? words[i - 1] + w : '', words[i + 1] !== undefined ? w + words[i + 1] : ''].filter((f) => f && designation(f)),
  );
}

/**
 * Words of 3 letters or more go to the trigram index; shorter ones cannot
 * ("ha", "12"), so a group with one is checked exactly with LIKE on the
 * index's own copy of the text, after the index has narrowed the rows (or
 * over all of them when nothing of the query is indexable, as before).
 *
 * Sort keys, best first: how many typed words are a whole part of the
 * product's reference (its designation: "HA10" is the Ø10 bar, HA10-6, before
 * the stiffener RAID-4HA10-10-300 made of it, whose name says "4 HA10" just
 * as well); the name starts with the whole term; which
 * alternative matched (what was typed, then the synonyms in their order);
 * how many of the typed words are in the name rather than only in the
 * category, brand or tags. Not bm25: every word must match, so its rarity
 * weighs the same in every result, and what bm25 has left to tell them
 * apart is the length of their text, i.e. how many tags a product has
 * ("Barre HA Ø8" would fall behind Ø20 for its "stock permanent" tag). The
 * catalogue's own order decides between equals (Catalogue.list).
 */
export function toSql(groups: Group[], term: string, corrected: string | null = null): TextQuery {
  const params: Record<string, unknown> = {};
  const like = (w: string, text = 'product_fts.search_text') => {
    const name = `sx${Object.keys(params).length}`;
    params[name] = `%${likeEscape(w)}%`;
    return `${text} LIKE @${name} ESCAPE '\\'`;
  };
  const every = (alt: Words) => `(${alt.map((w) => like(w)).join(' AND ')})`;
  const match: string[] = [];
  const exact: string[] = [];
  const ranks: string[] = [];
  const named = groups.flatMap((group) => group[0]).map((w) => `(${like(w, 'substr(product_fts.search_text, 1, name_length)')})`);
  // the reference between hyphens, so that a part is matched whole: "-raid-4ha10-10-300-"
  const refs = designations(term)
    .filter((forms) => forms.length)
    .map((forms) => `(${forms.map((f) => like(`-${f}-`, "'-' || lower(ref.reference) || '-'")).join(' OR ')})`);
  for (const group of groups) {
    const indexed = group.map((alt) => alt.filter((w) => [...w].length >= 3));
    const inIndex = indexed.every((alt) => alt.length > 0);
    if (inIndex) match.push(`(${indexed.map((alt) => alt.map(phrase).join(' AND ')).join(' OR ')})`);
    if (!inIndex || indexed.some((alt, i) => alt.length < group[i].length)) exact.push(`(${group.map(every).join(' OR ')})`);
    if (group.length > 1)
      ranks.push(
        `CASE ${group
          .slice(0, -1)
          .map((alt, i) => `WHEN ${every(alt)} THEN ${i}`)
          .join(' ')} ELSE ${group.length - 1} END`,
      );
  }
  params.sxprefix = `${likeEscape(term)}%`;
  if (match.length) params.sxmatch = match.join(' AND ');
  const where = [...(match.length ? ['product_fts MATCH @sxmatch'] : []), ...exact].join(' AND ') || '1';
  return {
    ids: `SELECT rowid FROM product_fts WHERE ${where}`,
    hits: `SELECT product_fts.rowid AS id, ${refs.length ? `-(${refs.join(' + ')})` : '0'} AS ref,
      CASE WHEN product_fts.search_text LIKE @sxprefix ESCAPE '\\' THEN 0 ELSE 1 END AS starts, ${ranks.join(' + ') || '0'} AS alt,
      -(${named.join(' + ')}) AS named FROM product_fts ${refs.length ? 'JOIN product ref ON ref.id = product_fts.rowid' : ''} WHERE ${where}`,
    params,
    groups,
    corrected,
  };
}
