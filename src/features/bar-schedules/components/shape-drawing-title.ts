import { formatDecimal } from '@trefima/domain/i18n/format';
import { t, tn } from '@trefima/domain/i18n/t';
import type { DrawingLabel } from '@trefima/domain/bar-schedules/drawing';
import { shape, type Dimensions } from '@trefima/domain/bar-schedules/shapes';

/** 1 200, 12,5: the site's way of writing a dimension or a count. */
const n = (value: number) => formatDecimal(value, { decimals: 1 });
const isValid = (v: number | undefined): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/** « A 300 », « C 5 spires », or the letter alone while the row has no value for it. */
export function drawingLabelText({ letter, valueMm, count }: Pick<DrawingLabel, 'letter' | 'valueMm' | 'count'>): string {
  if (valueMm === null) return letter;
  return count ? tn('barSchedule.drawing.turns', valueMm, { letter, count: n(valueMm) }) : `${letter} ${n(valueMm)}`;
}

/**
 * A drawing's accessible name: « Forme 21, U : A 300 mm, B 1 200 mm,
 * C 300 mm », the letters the row gives in the catalogue's order; the code
 * and name alone when it gives none (the shape picker).
 */
export function shapeDrawingTitle(code: string, dims: Dimensions): string {
  const spec = shape(code);
  const name = spec?.nameFr ?? code;
  const parts = (spec?.letters ?? []).flatMap((letter) => {
    const value = dims[letter];
    if (!isValid(value)) return [];
    return [
      spec?.counts?.includes(letter)
        ? tn('barSchedule.drawing.turns', value, { letter, count: n(value) })
        : t('barSchedule.drawing.dimension', { letter, value: n(value) }),
    ];
  });
  return parts.length > 0 ? t('barSchedule.drawing.title', { code, name, dimensions: parts.join(', ') }) : t('barSchedule.drawing.titleShape', { code, name });
}
