/** Lowercase without accents, for accent-insensitive search ("soudé" finds "soude"). */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A search word cut to what its plural shares with its singular ("tôles" →
 * "tole", "panneaux" → "panneau"). Search matches substrings, so a word
 * only ever loses letters at its end: whatever it matched before it still
 * matches, and "tôles" now also finds "Tôle ondulée".
 */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (/[ae]ux$/.test(word)) return word.slice(0, -1);
  return /[^s]s$/.test(word) ? word.slice(0, -1) : word;
}

/**
 * Edits between two words (insertions, deletions, substitutions and swaps of
 * two neighbouring letters), or `max + 1` as soon as it is known to be more.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = row;
  }
  return Math.min(previous[b.length], max + 1);
}

/** Escapes LIKE wildcards so that a user's "%" or "_" is matched literally. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const nowIso = (ms: number) => new Date(ms).toISOString();

export function addDays(ms: number, days: number): number {
  return ms + days * 24 * 3600 * 1000;
}

/** A short, readable reference: PREFIX-YYYY-000123. */
export const documentNumber = (prefix: string, year: number, id: number) => `${prefix}-${year}-${String(id).padStart(6, '0')}`;
