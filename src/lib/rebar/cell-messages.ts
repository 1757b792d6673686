/**
 * The French texts of the schedule editor's cells (cells*.ts) and of a table
 * pasted or imported into it (table-import*.ts). A cell's text says what to
 * type; an import's says which line and what to check. The row's own checks
 * are in messages.ts.
 */
import { formatDecimal } from '../../i18n/format';

/** 12 000, 12,5: the site's way of writing a number. */
const n = (value: number) => formatDecimal(value, { decimals: 1 });

export const CELL_MESSAGES = {
  millimetres: () => `Écrivez un nombre de millimètres, par exemple ${n(1250)} ou 12,5.`,
  turns: () => 'Écrivez un nombre de spires, par exemple 7 ou 7,5.',
  diameter: () => 'Écrivez un diamètre en millimètres, par exemple 12, Ø12 ou HA12.',
  shapeCode: () => 'Écrivez un code de forme à deux chiffres, par exemple 00, 11 ou 21.',
  count: () => 'Écrivez un nombre entier, par exemple 4.',
  ambiguous: (typed: string, thousands: number, decimal: number) =>
    `« ${typed} » peut se lire ${n(thousands)} ou ${formatDecimal(decimal, { decimals: 3 })} : écrivez ${n(thousands)} avec une espace, ou ${formatDecimal(decimal, { decimals: 3 })} avec une virgule.`,
  tooLarge: (max: number) => `Écrivez un nombre d’au plus ${n(max)}.`,
  tooLong: (max: number) => `Écrivez au plus ${max} caractères.`,

  // import of a pasted block or a CSV file
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
  tooManyRows: (max: number) =>
    `Le tableau dépasse ${n(max)} lignes : seules les ${n(max)} premières sont importées, importez la suite dans une autre nomenclature.`,
  moreProblems: (count: number) => `Et ${n(count)} autres remarques du même genre.`,
} as const;
