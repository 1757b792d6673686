/**
 * The orders a table without header is read in: the BS 8666 form's
 * (../shared/reference/rebar-schedules.md, "Schedule columns"), and the
 * editor's grid's, computed columns included; table-import-source.ts takes
 * the one the table's values fit best.
 */
import type { Column } from './table-import-headers';

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

/**
 * The editor's grid, in its order, computed columns included (columns.ts
 * and schedule-grid.tsx: its row number comes before): a table without a
 * header copied from a schedule laid out as the grid.
 */
export const EDITOR_COLUMNS: readonly Column[] = (
  [
    ['member', 'Ouvrage'],
    ['mark', 'Repère'],
    ['grade', 'Nuance'],
    ['diameter', 'Ø'],
    ['members', 'Élém.'],
    ['barsEach', 'Barres'],
    ['total', 'Total', 'computed'],
    ['shape', 'Code'],
    ['A', 'A'],
    ['B', 'B'],
    ['C', 'C'],
    ['D', 'D'],
    ['E', 'E'],
    ['F', 'F'],
    ['R', 'R'],
    ['length', 'Coupe'],
    ['ignored', 'Forme', 'drawing'],
    ['ignored', 'Masse (kg)', 'computed'],
  ] as const
).map(([target, header, note], index) => ({ index, header, target, ...(note && { note }) }));
