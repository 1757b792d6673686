import { useId } from 'react';
import { t } from '@trefima/domain/i18n/t';
import { shapeDrawing } from '@trefima/domain/bar-schedules/drawing';
import type { Dimensions } from '@trefima/domain/bar-schedules/shapes';
import { fitLabels } from './shape-drawing-fit';
import { drawingLabelText, shapeDrawingTitle } from './shape-drawing-title';
import * as styles from './shape-drawing.module.css';

/**
 * The largest box each size takes on screen, in CSS pixels (the drawing
 * keeps its proportions inside), and its text size. The picker's small
 * drawings show the letters only: a value would not fit.
 */
export const DRAWING_BOXES = {
  small: { width: 96, height: 72, fontPx: 11 },
  // a row of the editor's grid is 44 px high
  row: { width: 88, height: 36, fontPx: 10 },
  large: { width: 320, height: 200, fontPx: 13 },
} as const;

export interface ShapeDrawingProps {
  code: string;
  dims: Dimensions;
  diameterMm?: number;
  size?: keyof typeof DRAWING_BOXES;
  /** The accessible name; by default the code, the shape's name and the row's dimensions. */
  title?: string;
  /** Hidden from assistive technologies, where the text beside it names the shape (the picker's buttons). */
  decorative?: boolean;
}

const tenth = (n: number) => Math.round(n * 10) / 10;

/**
 * A bar shape drawn to the row's proportions (domain/bar-schedules/drawing.ts),
 * each leg's letter and value beside it. The geometry is in millimetres:
 * the stroke does not scale with it, and the text size is worked out from
 * the millimetres a pixel stands for, so both read the same whatever the
 * bar; the viewBox makes room for the labels' text at that size.
 */
export function ShapeDrawing({ code, dims, diameterMm, size = 'large', title, decorative = false }: ShapeDrawingProps) {
  const titleId = useId();
  const drawing = shapeDrawing(code, dims, diameterMm);
  if (!drawing) return null;
  const box = DRAWING_BOXES[size];
  const texts = drawing.labels.map((l) => (size === 'large' ? drawingLabelText(l) : l.letter));
  const { viewBox, mmPerPx } = fitLabels(drawing.viewBox, drawing.labels, texts, box);
  const { x, y, width, height } = viewBox;
  return (
    <svg
      className={`${styles.drawing} ${styles[size]}`}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-labelledby': titleId })}
      viewBox={[x, y, width, height].map(tenth).join(' ')}
      width={Math.round(width / mmPerPx)}
      height={Math.round(height / mmPerPx)}
      fontSize={tenth(box.fontPx * mmPerPx)}
    >
      {!decorative && <title id={titleId}>{title ?? shapeDrawingTitle(code, dims)}</title>}
      {drawing.paths.map((p, i) => (
        <path key={i} d={p.d} className={p.dashed ? styles.placeholder : styles.bar} vectorEffect="non-scaling-stroke" />
      ))}
      {drawing.sketch && (
        <text className={styles.sketch} x={tenth(x + width / 2)} y={tenth(y + height / 2)} textAnchor="middle" dominantBaseline="central">
          {t('barSchedule.drawing.sketch')}
        </text>
      )}
      {drawing.labels.map((l, i) => (
        <text key={l.letter} className={styles.label} x={tenth(l.x)} y={tenth(l.y)} textAnchor={l.anchor} dominantBaseline="central">
          {texts[i]}
        </text>
      ))}
    </svg>
  );
}
