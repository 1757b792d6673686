/**
 * The columns of an imported table, told by their headers: French, English
 * and BS 8666 names, whatever their case, accents, punctuation or unit in
 * brackets, the editor's own titles among them. Without a header, an order
 * (table-import-orders.ts).
 *
 * Source: ../shared/reference/rebar-schedules.md, "Schedule columns".
 */
import { readMillimetres } from './cells-read';
import type { CellField } from './cells';

/** E/R is R for code 12 and E otherwise; total, mass and revision are worked out or not wanted. */
export type ColumnTarget = CellField | 'E/R' | 'total' | 'ignored';

/**
 * Why a column is read the way it is, where its header alone does not say:
 * a figure the editor works out (total, mass), the editor's row number or
 * drawing, a count read by the other titles present (« Nombre »), a field
 * another column already gives, a header not known.
 */
export type ColumnNote = 'computed' | 'rowNumber' | 'drawing' | 'count' | 'duplicate' | 'unknown';

export interface Column {
  index: number;
  header: string;
  target: ColumnTarget;
  /** A unit other than the millimetre, said in the header: Longueur (m). */
  unit?: 'cm' | 'm';
  note?: ColumnNote;
}

const MASS_NAMES = ['masse', 'masse totale', 'masse unitaire', 'poids', 'poids total', 'mass', 'total mass', 'weight', 'total weight'];

// the editor's own titles (columns.ts: Élém., Barres, Coupe) are among them
const NAMES: [ColumnTarget, string[]][] = [
  ['member', ['ouvrage', 'element', 'element ouvrage', 'partie ouvrage', 'member']],
  ['mark', ['repere', 'rep', 'nb repere', 'mark', 'bar mark', 'pos', 'position']],
  ['grade', ['nuance', 'nuance acier', 'acier', 'type', 'grade', 'steel grade']],
  ['diameter', ['ø', '⌀', '∅', 'φ', 'ϕ', 'diam', 'dia', 'diametre', 'size', 'bar size', 'type and size', 'type size', 'type et diametre', 'type diametre']],
  ['members', ['elem', 'nb elem', 'nb element', 'nb elements', 'nb member', 'nb members', 'nb mbrs', 'members', 'mbrs']],
  [
    'barsEach',
    [
      'barres',
      'bars',
      'nb',
      'nb barres',
      'barres par element',
      'barres par elem',
      'nb barres/elem',
      'barres/elem',
      'nb barres par element',
      'nb par element',
      'barres/element',
      'nb barres/element',
      'bars in each',
      'nb in each',
      'nb bars in each',
      'bars each',
    ],
  ],
  ['total', ['total', 'nb total', 'total nb', 'nb total barres', 'total barres', 'total bars']],
  ['shape', ['code', 'forme', 'code forme', 'shape code', 'shape']],
  [
    'length',
    [
      'longueur',
      'longueur coupe',
      'longueur coupe code 99 seulement',
      'coupe',
      'lg coupe',
      'longueur developpee',
      'longueur unitaire',
      'longueur barre',
      'lg',
      'length',
      'cut length',
      'length each bar',
    ],
  ],
  ['E/R', ['e/r']],
  ['R', ['rayon', 'rayon r', 'radius']],
  ['ignored', MASS_NAMES],
  ['ignored', ['revision', 'rev', 'rev letter', 'indice', 'ind']],
];
const LETTER_NAMES = (['A', 'B', 'C', 'D', 'E', 'F', 'R'] as const).map((l): [ColumnTarget, string[]] => {
  const name = l.toLowerCase();
  return [l, [name, `cote ${name}`, `dim ${name}`, `dimension ${name}`]];
});
const BY_NAME = new Map<string, ColumnTarget>([...NAMES, ...LETTER_NAMES].flatMap(([target, names]) => names.map((name) => [name, target] as const)));

/**
 * A bare count: the bars in each beside a number of members, the members
 * beside bars in each, the total beside both or alone (a French schedule's
 * « Nombre » is often each mark's number of bars). « Nombre de barres »
 * never counts members.
 */
const COUNTS = new Set(['nb', 'quantite', 'qte', 'qty', 'quantity']);
const BAR_COUNTS = new Set(['nb barres', 'nb bars']);

const BRACKETS = /[([][^)\]]*[)\]]/g;
const STOP_WORDS = new Set(['de', 'du', 'des', 'la', 'le', 'en', 'of', 'the']);
const NUMBER_WORDS = new Set(['n', 'no', 'nb', 'nbre', 'nombre', 'number', 'num']);
// the BS 8666 form writes its units after the name: A* mm
const UNIT_WORDS = new Set(['mm', 'cm', 'm', 'kg']);

/** nombre d’éléments → nb elements; No. of members → nb members; Longueur (mm) → longueur; A* mm → a. */
export function normalizeHeader(header: string): string {
  const words = header
    .replace(BRACKETS, ' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\bd['’]/g, ' ')
    .replace(/[^a-z0-9øφϕ⌀∅/]+/g, ' ')
    .replace(/\s*\/\s*/g, '/')
    .trim()
    .split(' ')
    .filter((word) => !STOP_WORDS.has(word))
    .map((word) => (NUMBER_WORDS.has(word) ? 'nb' : word));
  const named = words.filter((word, i) => i === 0 || !UNIT_WORDS.has(word));
  return named.join(' ');
}

/**
 * What a header stands for, or null if unknown. `d` alone is the diameter,
 * `D` the dimension; resolveColumns settles a `d` beside another diameter.
 */
export function columnTarget(header: string): ColumnTarget | null {
  const bare = header.replace(BRACKETS, '').trim();
  if (bare === 'd') return 'diameter';
  // N° alone numbers the bars of a French schedule: their mark
  if (/^n\s*°$/i.test(bare)) return 'mark';
  return BY_NAME.get(normalizeHeader(header)) ?? null;
}

function unitOf(header: string): Column['unit'] {
  const unit = (/[([]\s*(cm|m)\s*[)\]]/i.exec(header) ?? /\S\s+(cm|m)$/i.exec(header.trim()))?.[1]?.toLowerCase();
  return unit === 'cm' || unit === 'm' ? unit : undefined;
}

/** A header line: two known headers at least, and no number (a data line always has some). */
export function isHeaderLine(cells: readonly string[]): boolean {
  const known = cells.filter((cell) => cell.trim() !== '' && columnTarget(cell) !== null).length;
  return known >= 2 && !cells.some((cell) => cell.trim() !== '' && 'value' in readMillimetres(cell));
}

const bareOf = (header: string) => header.replace(BRACKETS, '').trim();
const isRowNumber = (header: string) => /^n\s*°$/i.test(bareOf(header));

function noteOf(header: string, target: ColumnTarget | null): ColumnNote | undefined {
  if (target === null) return 'unknown';
  if (target === 'total' || MASS_NAMES.includes(normalizeHeader(header))) return 'computed';
  return undefined;
}

/**
 * The header line's columns. Some headers are read by the others: `d`
 * beside a diameter is the dimension D; N° is the mark, or the editor's row
 * number beside a Repère; Forme is the shape code, or the editor's drawing
 * beside a Code; a bare count (« Nombre », « Qté ») is the bars in each
 * beside a number of members, the members beside bars in each, the total
 * otherwise. A field named twice keeps its first column.
 */
export function resolveColumns(headers: readonly string[]): Column[] {
  const columns: Column[] = [];
  headers.forEach((raw, index) => {
    const header = raw.trim();
    if (header === '') return;
    const target = columnTarget(header);
    const unit = unitOf(header);
    const note = noteOf(header, target);
    columns.push({ index, header, target: target ?? 'ignored', ...(unit && { unit }), ...(note && { note }) });
  });
  const set = (c: Column, target: ColumnTarget, note?: ColumnNote) => {
    c.target = target;
    if (note) c.note = note;
    else delete c.note;
  };
  const elsewhere = (c: Column, target: ColumnTarget) => columns.some((o) => o !== c && o.target === target);
  if (columns.filter((c) => c.target === 'diameter').length > 1) for (const c of columns) if (bareOf(c.header) === 'd') set(c, 'D');
  for (const c of columns) {
    if (isRowNumber(c.header) && elsewhere(c, 'mark')) set(c, 'ignored', 'rowNumber');
    if (normalizeHeader(c.header) === 'forme' && elsewhere(c, 'shape')) set(c, 'ignored', 'drawing');
  }
  const counts = columns.filter((c) => !isRowNumber(c.header) && (COUNTS.has(normalizeHeader(c.header)) || BAR_COUNTS.has(normalizeHeader(c.header))));
  const named = (target: ColumnTarget) => columns.some((c) => c.target === target && !counts.includes(c));
  for (const c of counts) {
    const members = named('members');
    const each = named('barsEach');
    if (members && !each) set(c, 'barsEach', 'count');
    else if (each && !members && COUNTS.has(normalizeHeader(c.header))) set(c, 'members', 'count');
    else set(c, 'total', 'count');
  }
  const seen = new Set<ColumnTarget>();
  for (const c of columns) {
    if (c.target !== 'ignored' && seen.has(c.target)) set(c, 'ignored', 'duplicate');
    seen.add(c.target);
  }
  return columns;
}
