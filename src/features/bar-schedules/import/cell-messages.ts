/**
 * The French texts of the schedule editor's cells (cells*.ts): each says what
 * to type. A table's import has its own (import-messages.ts), which load
 * with it, not with the editor; the row's own checks are in messages.ts.
 */
import { formatDecimal } from '@trefima/domain/i18n/format';

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
} as const;
