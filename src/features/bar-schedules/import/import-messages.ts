/**
 * The French texts of a table pasted or imported into the schedule editor
 * (table-import*.ts): each says which line and what to check. Apart from the
 * cells' (cell-messages.ts), which the editor loads with the page: these load
 * with the import.
 */
import { formatDecimal } from '@trefima/domain/i18n/format';

/** 12 000, 12,5: the site's way of writing a number. */
const n = (value: number) => formatDecimal(value, { decimals: 1 });

export const IMPORT_MESSAGES = {
  line: (line: number, mark?: string) => (mark ? `Ligne ${line} (repère ${mark})` : `Ligne ${line}`),
  noHeader: () =>
    'Aucune ligne d’en-tête reconnue : les colonnes sont lues dans l’ordre de la nomenclature BS 8666 (ouvrage, repère, type et diamètre, nombre d’éléments, barres par élément, total, longueur, code de forme, A, B, C, D, E/R) : vérifiez-les.',
  noHeaderEditor: () =>
    'Aucune ligne d’en-tête reconnue : les colonnes sont lues dans l’ordre de la grille de l’éditeur (ouvrage, repère, nuance, Ø, éléments, barres, total, code, A à F, R, coupe, forme, masse) : vérifiez-les.',
  oneMember: () => 'Aucune colonne ne donne le nombre d’éléments : chaque ligne compte 1 élément, vérifiez-le.',
  barsFromTotal: (column: string) =>
    `La colonne « ${column} » est lue comme le nombre total de barres de chaque ligne : 1 élément de ce nombre de barres, vérifiez-le.`,
  totalMismatch: (where: string, given: number, computed: number) =>
    `${where} : le total (${n(given)}) n’est pas le nombre d’éléments × barres par élément (${n(computed)}) : il est recalculé, vérifiez ces nombres.`,
  lengthMismatch: (where: string, given: number, computed: number) =>
    `${where} : la longueur donnée (${n(given)} mm) diffère de celle que donnent la forme et les cotes (${n(computed)} mm) : elle est recalculée, vérifiez les cotes.`,
  cellCut: (where: string, column: string, max: number) => `${where} : la cellule « ${column} » dépasse ${max} caractères : elle a été coupée, vérifiez-la.`,
  extraCells: (where: string) =>
    `${where} : la ligne a plus de cellules que l’en-tête : dans un fichier séparé par des virgules, mettez les nombres à virgule entre guillemets, ou enregistrez le fichier avec des points-virgules.`,
  moreProblems: (count: number) => `Et ${n(count)} autres remarques du même genre.`,
} as const;

/** Line by line remarks shown, beyond which a count stands for the rest. */
const MAX_LINE_REMARKS = 50;

/** The first remarks of one kind and a count of the others: a file of thousands of lines would otherwise be read out whole. */
export const cappedRemarks = (remarks: readonly string[]) => [
  ...remarks.slice(0, MAX_LINE_REMARKS),
  ...(remarks.length > MAX_LINE_REMARKS ? [IMPORT_MESSAGES.moreProblems(remarks.length - MAX_LINE_REMARKS)] : []),
];
