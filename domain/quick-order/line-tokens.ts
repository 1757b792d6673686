/**
 * One pasted line of a quick order cut into tokens: the cells of a
 * spreadsheet (tabs), of a French CSV (semicolons, quotes) or of a mail
 * (spaces, a comma after the reference, « 10 x HA12-12 »), with a number's
 * thousands put back together only where nothing else can be meant, and a
 * unit glued to its number (1,5t) cut off it.
 */

import type { Thing } from './things';

export { THINGS, type Thing } from './things';

export type Unit = 'piece' | 'kg' | 't' | 'm' | 'm2';

export interface Token {
  text: string;
  /** The cell it came from: thousands are never joined across cells. */
  cell: number;
}

const UNITS: Record<string, Unit> = {};
const COUNTED: Record<string, Thing> = {};
const spell = (unit: Unit, words: string[]) => words.forEach((word) => (UNITS[word] = unit));
/** A thing's words: a count, of that thing. */
const count = (thing: Thing, words: string[]) => {
  spell('piece', words);
  words.forEach((word) => (COUNTED[word] = thing));
};
// "x" is the "10x" of "10x HA12-12"; the rest as contractors write them, accents aside
spell('piece', ['x', 'u', 'un', 'unite', 'unites', 'pc', 'pcs', 'pce', 'pces', 'piece', 'pieces', 'ex']);
// « brs », « bres », « rlx »: as bar schedules and merchants' quotes abbreviate them; unknown, a line gives no quantity
count('barre', ['barre', 'barres', 'br', 'brs', 'bre', 'bres']);
count('panneau', ['panneau', 'panneaux']);
count('tôle', ['tole', 'toles']);
count('plaque', ['plaque', 'plaques']);
count('rouleau', ['rouleau', 'rouleaux', 'rlx']);
count('sac', ['sac', 'sacs']);
spell('kg', ['kg', 'kgs', 'kilo', 'kilos', 'kilogramme', 'kilogrammes']);
spell('t', ['t', 'to', 'tonne', 'tonnes']);
spell('m', ['m', 'ml', 'm.l', 'metre', 'metres']);
spell('m2', ['m2', 'm²']);

/** Lower case, without accents: how units and headers are looked up. */
export const fold = (word: string) =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The unit a word names, whatever its case, accents or final dot (pcs., u.); a thing's word (« barres ») is a count, 'piece'. */
export const unitOf = (word: string): Unit | undefined => UNITS[fold(word).replace(/\.$/, '')];

/** The thing a count's word names (« barres », « br. », « tôles »), whatever its case, accents or final dot; none for « x », « pcs », « u ». */
export const thingOf = (word: string): Thing | undefined => COUNTED[fold(word).replace(/\.$/, '')];

/** A quantity column's name in a header, folded (accents aside): « Qté », « Quantités », « Qty », « Nb », « Nombre ». */
export const QUANTITY_NAME = /(?<![a-z])(?:qtes?|qty|quantites?|quantity|nb|nombre)(?![a-z])\.?/;

// in brackets after the name and up to two words (« Quantité commandée (kg) », « Qté [en t] »), or the one word after it (« Qté kg », « Qté/t »)
const BRACKETED = /^\s*(?:[a-z]+\s+){0,2}[([]\s*(?:en\s+|in\s+)?([^\s()[\]]+)\s*[)\]]/;
const BRACKETED_NEXT = /^\s*[([]\s*(?:en\s+|in\s+)?([^\s()[\]]+)\s*[)\]]/;
const WORD_AFTER = /^\s*[/:_-]?\s*(?:en\s+|in\s+)?([^\s()[\]/]+)\s*$/;
const WORD_NEXT = /^\s*[/:_-]?\s*(?:en\s+|in\s+)?([^\s()[\]/]+)(?:\s|$)/;

/**
 * The unit word a header writes after a column's `name` (a folded pattern), such as
 * QUANTITY_NAME: « Quantité (kg) », « Qté kg », « Longueur (mm) »; undefined when it
 * writes none, the caller telling which words are units. `spaced`: the header is a line of
 * names apart only by spaces, where the words after a name may be the next column's
 * (« Quantité Longueur (m) »): then only what comes right after the name counts.
 */
export function unitAfterName(header: string, name: RegExp, { spaced = false } = {}): string | undefined {
  const folded = fold(header);
  const found = name.exec(folded);
  if (!found) return undefined;
  const after = folded.slice(found.index + found[0].length);
  return ((spaced ? BRACKETED_NEXT : BRACKETED).exec(after) ?? (spaced ? WORD_NEXT : WORD_AFTER).exec(after))?.[1];
}

/** Letters, a 2 or 3 (m2, m³): what comes after a number is a unit, known or not, rather than a reference. */
export const UNIT_WORD = /^(?:\p{L}+[23²³]?|m\.l)\.?$/iu;
const GLUED = /^([+\-−]?\d+(?:[.,]\d+)?)((?:\p{L}+[23²³]?|m\.l)\.?)$/iu;

// separators that are not the decimal comma, the thousands space or part of a reference
const FILLER = /^(?:x|-|–|—|:|=)$/i;
const QUOTES = /^["'«»“”]+|["'«»“”]+$/g;
// what software puts between thousands; nobody types one between two quantities
const FORMATTED = /(^|[\s"'])([+\-−]?\d{1,3}(?:[\u00a0\u202f\u2007\u2009]\d{3})+)(?!\d)/g;
const SPACED_VALUE = /^[+\-−]?\d{1,3}(?: \d{3})+(?:[.,]\d+)?(?:\s*\p{L}+[23²³]?\.?)?$/u;
// a comma after a number standing alone, and before a digit, is a decimal comma
const DECIMAL_BEFORE = /(?:^|\s)[+\-−]?\d+$/;

/** The comma that separates, not the one of 1,5: HA12-12,10 and 10, HA12-12 but 1,5 HA12-12. */
function splitCommas(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let k = text.indexOf(','); k >= 0; k = text.indexOf(',', k + 1)) {
    if (DECIMAL_BEFORE.test(text.slice(start, k)) && /\d/.test(text[k + 1] ?? '')) continue;
    parts.push(text.slice(start, k));
    start = k + 1;
  }
  parts.push(text.slice(start));
  return parts;
}

/** Cells between tabs and semicolons; a quoted cell ("1,5") whole, its doubled quotes made one. */
function splitCells(line: string): { text: string; quoted: boolean }[] {
  const cells: { text: string; quoted: boolean }[] = [];
  let current = '';
  const flush = () => {
    cells.push(...splitCommas(current).map((text) => ({ text, quoted: false })));
    current = '';
  };
  for (let i = 0; i < line.length;) {
    const c = line[i]!;
    if (c === '"' && current.trim() === '') {
      let text = '';
      i++;
      for (;;) {
        const quote = line.indexOf('"', i);
        if (quote < 0) {
          text += line.slice(i);
          i = line.length;
          break;
        }
        text += line.slice(i, quote);
        i = quote + 1;
        if (line[i] !== '"') break;
        text += '"';
        i++;
      }
      cells.push({ text, quoted: true });
      // what follows the closing quote up to the separator (a CSV's comma) is dropped
      while (i < line.length && line[i] !== '\t' && line[i] !== ';' && line[i] !== '"') i++;
      current = '';
      continue;
    }
    if (c === '\t' || c === ';') flush();
    else current += c;
    i++;
  }
  flush();
  // a trailing tab or semicolon from Excel makes an empty cell
  return cells.filter((cell) => cell.text.trim() !== '');
}

/** The tokens of a line; `spaced` tells that its values were not put in cells, so that « 1 200 » may be two numbers. */
export function tokenize(line: string): { tokens: Token[]; spaced: boolean } {
  const cells = splitCells(line);
  const spaced = cells.length === 1 && !cells[0]!.quoted;
  const tokens: Token[] = [];
  cells.forEach((cell, index) => {
    let text = cell.text
      .replace(FORMATTED, (_, before: string, number: string) => before + number.replace(/\s/g, ''))
      .replace(/\s/g, ' ')
      .replace(/m[eè]tres?\s+(carr[ée]s?|lin[ée]aires?)(?!\p{L})/giu, (_, kind: string) => (kind[0] === 'c' ? 'm2' : 'm'))
      .trim();
    // a cell holds one value: its spaces can only be thousands
    if (!spaced && SPACED_VALUE.test(text)) text = text.replace(/(\d) (?=\d{3})/g, '$1');
    for (const typed of text.replace(/[×*]/g, ' ').split(' ')) {
      const word = typed.replace(QUOTES, '');
      if (word === '' || FILLER.test(word)) continue;
      const glued = GLUED.exec(word);
      if (glued) tokens.push({ text: glued[1]!, cell: index }, { text: glued[2]!, cell: index });
      else tokens.push({ text: word, cell: index });
    }
  });
  return { tokens, spaced };
}
