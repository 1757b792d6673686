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

/** Escapes LIKE wildcards so that a user's "%" or "_" is matched literally. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const nowIso = (ms: number) => new Date(ms).toISOString();

export function addDays(ms: number, days: number): number {
  return ms + days * 24 * 3600 * 1000;
}

/** A short, readable reference: PREFIX-YYYY-000123. */
export const documentNumber = (prefix: string, year: number, id: number) =>
  `${prefix}-${year}-${String(id).padStart(6, '0')}`;
