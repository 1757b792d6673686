/**
 * Just enough of PDF's syntax (ISO 32000-1 §7.2–7.3) to find each stream of a
 * file and read the top level of its dictionary, without building objects:
 * the bytes are read as latin1 text, one character a byte.
 */

const DELIMITER = /[\s()<>[\]{}/%]/;

/** Past whitespace and comments. */
export function skipSpace(t: string, i: number): number {
  for (;;) {
    while (i < t.length && /\s/.test(t[i]!)) i++;
    if (t[i] !== '%') return i;
    while (i < t.length && t[i] !== '\n' && t[i] !== '\r') i++;
  }
}

/** The end of a literal string opened at `i`: balanced parentheses, backslash escapes. */
function stringEnd(t: string, i: number): number {
  let depth = 0;
  for (; i < t.length; i++) {
    const c = t[i];
    if (c === '\\') i++;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i + 1;
  }
  return t.length;
}

/**
 * The end of the value (name, number, string, array, dictionary, keyword)
 * that starts at `i`. Nested arrays and dictionaries are followed with a
 * list of the closers awaited, not by recursion: a file nesting a hundred
 * thousand deep does not exhaust the stack.
 */
export function skipValue(t: string, i: number): number {
  const awaited: string[] = [];
  do {
    if (awaited.length) {
      i = skipSpace(t, i);
      if (i >= t.length) return t.length;
      const close = awaited[awaited.length - 1]!;
      if (t.startsWith(close, i)) {
        i += close.length;
        awaited.pop();
        continue;
      }
    }
    const c = t[i];
    if (c === '(') i = stringEnd(t, i);
    else if (c === '<' && t[i + 1] === '<') {
      awaited.push('>>');
      i += 2;
    } else if (c === '<') {
      const end = t.indexOf('>', i);
      i = end < 0 ? t.length : end + 1;
    } else if (c === '[') {
      awaited.push(']');
      i++;
    } else {
      const start = i;
      if (c === '/') i++;
      while (i < t.length && !DELIMITER.test(t[i]!)) i++;
      // a delimiter out of place (a stray `)`, `>`, `]`, `{`) is stepped over
      if (i === start) i++;
    }
  } while (awaited.length && i < t.length);
  return Math.min(i, t.length);
}

/** A name's text: `#xx` escapes decoded, in either case (readers accept both). */
export const nameText = (raw: string) => raw.replace(/^\//, '').replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The top-level entries of the dictionary opened at `at` (`<<`), each value as written, and where the dictionary ends. */
export function dictionaryAt(t: string, at: number): { entries: Map<string, string>; end: number } {
  const entries = new Map<string, string>();
  let i = at + 2;
  for (;;) {
    i = skipSpace(t, i);
    if (i >= t.length) return { entries, end: t.length };
    if (t.startsWith('>>', i)) return { entries, end: i + 2 };
    if (t[i] !== '/') {
      i = Math.max(skipValue(t, i), i + 1);
      continue;
    }
    const keyEnd = skipValue(t, i);
    const key = nameText(t.slice(i, keyEnd));
    const start = skipSpace(t, keyEnd);
    let end = skipValue(t, start);
    // an indirect reference, `12 0 R`, is one value
    const reference = /^\s+\d+\s+R(?![^\s()<>[\]{}/%])/.exec(t.slice(end, end + 24));
    if (/^\d+$/.test(t.slice(start, end)) && reference) end += reference[0].length;
    entries.set(key, t.slice(start, end)); // the last of two entries of one key wins, as in pdf-lib's reading
    i = end > i ? end : i + 1;
  }
}

/** The names a `/Filter` value lists, in order; `null` when it is an indirect reference (unknown without resolving it). */
export function filterNames(value: string | undefined): string[] | null {
  if (value === undefined) return [];
  if (/\bR$/.test(value.trim())) return null;
  return [...value.matchAll(/\/[^\s()<>[\]{}/%]*/g)].map((m) => nameText(m[0]));
}
