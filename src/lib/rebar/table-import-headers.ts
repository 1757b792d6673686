/**
 * The columns of an imported table, told by their headers: French, English
 * and BS 8666 names, whatever their case, accents, punctuation or unit in
 * brackets. Without a header, the order of the BS 8666 form.
 *
 * Source: ../shared/reference/rebar-schedules.md, "Schedule columns".
 */
import { readMillimetres } from './cells-read';
import type { CellField } from './cells';

/** E/R is R for code 12 and E otherwise; total, mass and revision are worked out or not wanted. */
export type ColumnTarget = CellField | 'E/R' | 'total' | 'ignored';

export interface Column {
  index: number;
  header: string;
  target: ColumnTarget;
  /** A unit other than the millimetre, said in the header: Longueur (m). */
  unit?: 'cm' | 'm';
}

const NAMES: [ColumnTarget, string[]][] = [
  ['member', ['ouvrage', 'element', 'element ouvrage', 'partie ouvrage', 'member']],
  ['mark', ['repere', 'rep', 'nb repere', 'mark', 'bar mark', 'pos', 'position']],
  ['grade', ['nuance', 'nuance acier', 'acier', 'type', 'grade', 'steel grade']],
  ['diameter', ['ø', '⌀', '∅', 'φ', 'ϕ', 'diam', 'dia', 'diametre', 'size', 'bar size', 'type and size', 'type size', 'type et diametre', 'type diametre']],
  ['members', ['nb element', 'nb elements', 'nb member', 'nb members', 'nb mbrs', 'members', 'mbrs']],
  [
    'barsEach',
    [
      'nb',
      'nb barres',
      'barres par element',
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
  ['length', ['longueur', 'longueur coupe', 'longueur developpee', 'longueur unitaire', 'longueur barre', 'lg', 'length', 'cut length', 'length each bar']],
  ['E/R', ['e/r']],
  ['ignored', ['masse', 'masse totale', 'masse unitaire', 'poids', 'poids total', 'mass', 'total mass', 'weight', 'total weight']],
  ['ignored', ['revision', 'rev', 'rev letter', 'indice', 'ind']],
];
const LETTER_NAMES = (['A', 'B', 'C', 'D', 'E', 'F', 'R'] as const).map((l): [ColumnTarget, string[]] => {
  const name = l.toLowerCase();
  return [l, [name, `cote ${name}`, `dim ${name}`, `dimension ${name}`]];
});
const BY_NAME = new Map<string, ColumnTarget>([...NAMES, ...LETTER_NAMES].flatMap(([target, names]) => names.map((name) => [name, target] as const)));

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

/** The header line's columns; a field named twice keeps its first column. */
export function resolveColumns(headers: readonly string[]): Column[] {
  const columns: Column[] = [];
  headers.forEach((raw, index) => {
    const header = raw.trim();
    if (header !== '') columns.push({ index, header, target: columnTarget(header) ?? 'ignored', ...(unitOf(header) && { unit: unitOf(header) }) });
  });
  if (columns.filter((c) => c.target === 'diameter').length > 1) for (const c of columns) if (c.header.replace(BRACKETS, '').trim() === 'd') c.target = 'D';
  const seen = new Set<ColumnTarget>();
  for (const c of columns) {
    if (c.target !== 'ignored' && seen.has(c.target)) c.target = 'ignored';
    seen.add(c.target);
  }
  return columns;
}

/** The BS 8666 form's columns, for a table without a header; a revision column after them is left out. */
export const BS8666_COLUMNS: readonly Column[] = (
  [
    ['member', 'Ouvrage'],
    ['mark', 'Repère'],
    ['diameter', 'Type et diamètre'],
    ['members', 'Nombre d’éléments'],
    ['barsEach', 'Barres par élément'],
    ['total', 'Total'],
    ['length', 'Longueur'],
    ['shape', 'Code de forme'],
    ['A', 'A'],
    ['B', 'B'],
    ['C', 'C'],
    ['D', 'D'],
    ['E/R', 'E/R'],
  ] as const
).map(([target, header], index) => ({ index, header, target }));
