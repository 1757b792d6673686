import type { Db } from '../db';
import { expand, key, phrase, RANK, toSql, type Synonyms, type TextQuery, type Words } from './search-sql';
import { editDistance, normalize, stem } from '../shared/text';

export { RANK, type TextQuery } from './search-sql';

const MAX_WORDS = 8;
/** queries kept, the least recently asked for going first */
const KEEP = 500;

/**
 * The catalogue's text search: every word must be found in the product's
 * text (name, reference, brand, category, colour, tags; lowercase, accents
 * dropped), as part of a word; a word's plural finds its singular; a run of
 * words that is a synonym's term also finds what its expansions find.
 *
 * Typos: when no product at all has what was typed, each word of 4 letters
 * or more that no product has is replaced by the nearest word of the
 * catalogue (or of the synonyms): 1 edit away for up to 7 letters, 2 beyond
 * (a swap of two neighbours is one edit), the more common word on a tie; the
 * corrected words are then searched like typed ones. Only on a miss: a word
 * that exists is never "corrected" into another, and a good query costs one
 * quick check more.
 *
 * Each query's SQL, and its ranked ids once asked for, are kept until the
 * search data change (`search_version`, moved by the triggers of migration
 * 005): shoppers type the same few words, and a search matching thousands of
 * products ranks them once, not on every keystroke of every shopper.
 */
/**
 * A builder's text as the catalogue writes it: a length or mass glued to its unit (« 12m », « 6mm », « 25kg ») apart
 * (« 12 m »), a decimal point a decimal comma (« 0.63 » → « 0,63 »). Either found nothing.
 */
export const asWritten = (text: string) => text.replace(/(\d)(mm|cm|kg|m|t)\b/g, '$1 $2').replace(/(\d)\.(\d)/g, '$1,$2');

export class ProductSearch {
  private kept = new Map<string, { version: number; query: TextQuery }>();
  private keptSynonyms: { version: number; synonyms: Synonyms } | null = null;
  private keptVocabulary: { version: number; words: { term: string; doc: number }[] } | null = null;
  private version;
  private synonymRows;
  private vocabulary;
  private wordFound;

  constructor(private db: Db) {
    this.version = db.prepare('SELECT value FROM search_version').pluck();
    this.synonymRows = db.prepare('SELECT term, expansion FROM search_synonym ORDER BY term, position');
    this.vocabulary = db.prepare('SELECT term, doc FROM product_word_vocab');
    this.wordFound = db.prepare('SELECT 1 FROM product_fts WHERE product_fts MATCH ? LIMIT 1').pluck();
  }

  /** The query for `text`; null when it has no word (nothing to search). */
  query(text: string): TextQuery | null {
    const words = asWritten(normalize(text)).split(' ').filter(Boolean).slice(0, MAX_WORDS);
    if (!words.length) return null;
    const version = this.version.get() as number;
    const id = words.join(' ');
    const kept = this.kept.get(id);
    this.kept.delete(id);
    const query = kept?.version === version ? kept.query : this.plan(words, version);
    this.kept.set(id, { version, query });
    if (this.kept.size > KEEP) this.kept.delete(this.kept.keys().next().value!);
    return query;
  }

  /** Ids of every matching product, best first, then in `orderSql` (over `product p`). */
  ranked(query: TextQuery, orderSql: string): number[] {
    query.ranked ??= this.db
      .prepare(`SELECT h.id FROM (${query.hits}) h JOIN product p ON p.id = h.id ORDER BY ${RANK}, ${orderSql}`)
      .pluck()
      .all(query.params) as number[];
    return query.ranked;
  }

  private plan(words: Words, version: number): TextQuery {
    const synonyms = this.synonyms(version);
    const exact = toSql(expand(words, synonyms), words.join(' '));
    if (this.db.prepare(`${exact.ids} LIMIT 1`).get(exact.params)) return exact;
    const corrected = this.corrected(words, synonyms, version);
    return corrected ? toSql(expand(corrected, synonyms), corrected.join(' '), corrected.join(' ')) : exact;
  }

  private synonyms(version: number): Synonyms {
    if (this.keptSynonyms?.version === version) return this.keptSynonyms.synonyms;
    const byTerm = new Map<string, Words[]>();
    const words = new Set<string>();
    let longest = 1;
    for (const { term, expansion } of this.synonymRows.all() as { term: string; expansion: string }[]) {
      const t = term.split(' ');
      const e = expansion.split(' ');
      for (const w of [...t, ...e]) words.add(w);
      longest = Math.max(longest, t.length);
      const k = key(t.map(stem));
      byTerm.set(k, [...(byTerm.get(k) ?? []), e.map(stem)]);
    }
    this.keptSynonyms = { version, synonyms: { byTerm, longest, words } };
    return this.keptSynonyms.synonyms;
  }

  /** The words with each unknown one replaced by its nearest known word; null when none was. */
  private corrected(words: Words, synonyms: Synonyms, version: number): Words | null {
    // the catalogue's words and how many products have each (read whole: the vocabulary table has no index of its own)
    if (this.keptVocabulary?.version !== version) this.keptVocabulary = { version, words: this.vocabulary.all() as { term: string; doc: number }[] };
    const vocabulary = this.keptVocabulary.words;
    let changed = false;
    const out = words.map((w) => {
      if (!/^[a-z]{4,}$/.test(w) || synonyms.words.has(w) || this.wordFound.get(phrase(stem(w)))) return w;
      const max = w.length >= 8 ? 2 : 1;
      const known = [...vocabulary, ...[...synonyms.words].map((term) => ({ term, doc: 0 }))];
      let best: { term: string; doc: number; d: number } | null = null;
      for (const k of known) {
        const d = editDistance(w, k.term, max);
        if (d > max || d === 0) continue;
        if (!best || d < best.d || (d === best.d && (k.doc > best.doc || (k.doc === best.doc && k.term < best.term)))) best = { ...k, d };
      }
      if (best) changed = true;
      return best?.term ?? w;
    });
    return changed ? out : null;
  }
}
