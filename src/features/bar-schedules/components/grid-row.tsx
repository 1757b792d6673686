import { Fragment, memo } from 'react';
import { fileFiguresOf, fileLengthNote, type FileCells } from '@trefima/domain/bar-schedules/bvbs-file';
import { machineRefusal } from '@trefima/domain/bar-schedules/bvbs-machine';
import type { CellField, CellRow } from '../import/cells';
import { formatDecimal } from '@trefima/domain/i18n/format';
import { t } from '@trefima/domain/i18n/t';
import type { RowFigures } from '../model';
import { CELL_OF_PROBLEM, TYPED_COLUMNS } from './columns';
import { LazyShapeDrawing as ShapeDrawing } from './lazy-shape-drawing';
import * as styles from './schedule-editor.module.css';

export interface GridRowProps {
  index: number;
  cells: CellRow;
  figures: RowFigures | null;
  /** why its mark would reach the machine as an earlier row's, when it would (bvbs-text.ts markClashes) */
  clash?: string | null;
  readOnly: boolean;
  onEdit: (index: number, field: CellField, value: string) => void;
}

export interface CellMessage {
  message: string;
  /** the row can still be made (a radius to confirm): said, not refused */
  warning: boolean;
}

/** Every message of a row by cell: what could not be read, then what the factory cannot make or must confirm. */
export function rowMessages(figures: RowFigures | null): Partial<Record<CellField, CellMessage>> {
  if (!figures) return {};
  const out: Partial<Record<CellField, CellMessage>> = {};
  for (const [field, message] of Object.entries(figures.cellErrors)) out[field as CellField] = { message: message!, warning: false };
  for (const p of figures.computed.problems) {
    const field = CELL_OF_PROBLEM[p.field] ?? (p.field as CellField);
    out[field] ??= { message: p.message, warning: p.warning };
  }
  return out;
}

export const isWrong = (figures: RowFigures | null) => !!figures && (Object.keys(figures.cellErrors).length > 0 || !figures.computed.sound);

/**
 * Why a row the factory can make stays off the bending machine (the BVBS
 * export leaves it out: a hook, an arc, a sketch…), or null; a row in error
 * says its errors instead.
 */
export const paperOnly = (figures: RowFigures | null, clash: string | null = null) =>
  figures && !isWrong(figures) ? (machineRefusal(figures.line)?.reason ?? clash) : null;

/** The file's length of a row read from a BVBS file, when it differs from the shop's by more than the rounding step. */
export function fileLengthOf(cells: CellRow, figures: RowFigures | null): { lengthMm: number; note: string } | null {
  const file = fileFiguresOf(cells as FileCells);
  const note = file && fileLengthNote(file.lengthMm, figures?.computed.cutLengthMm ?? null);
  return note ? { lengthMm: file.lengthMm, note } : null;
}

/**
 * One row of the grid: an input per typed cell, the bar drawn, and the
 * figures worked out. Memoised: an edit re-renders its own row only.
 */
export const GridRow = memo(function GridRow({ index, cells, figures, clash = null, readOnly, onEdit }: GridRowProps) {
  const n = index + 1;
  const messages = rowMessages(figures);
  const c = figures?.computed;
  const sketch = cells.shape?.trim() === '99';
  const wrong = isWrong(figures);
  const paper = paperOnly(figures, clash);
  const file = fileLengthOf(cells, figures);
  return (
    <tr className={wrong ? styles.wrongRow : undefined} aria-rowindex={index + 2}>
      <th scope="row" className={styles.rowNumber}>
        {n}
      </th>
      {TYPED_COLUMNS.map((col, ci) => {
        if (col.field === 'length' && !sketch) {
          return (
            <td key={col.field} className={styles.figure}>
              {c?.cutLengthMm != null ? formatDecimal(c.cutLengthMm, { decimals: 0 }) : ''}
              {file && (
                <span className={styles.warning} title={file.note}>
                  <br />
                  {t('barSchedule.grid.fileLength', { length: formatDecimal(file.lengthMm, { decimals: 0 }) })}
                </span>
              )}
            </td>
          );
        }
        const message = messages[col.field];
        const errorId = message ? `nomenclature-${index}-${col.field}-erreur` : undefined;
        return (
          <Fragment key={col.field}>
            <td className={message ? (message.warning ? styles.warningCell : styles.wrongCell) : undefined}>
              <input
                className={col.numeric ? styles.numericInput : styles.input}
                style={{ width: `${col.widthCh + 1}ch` }}
                value={cells[col.field] ?? ''}
                inputMode={col.numeric && col.field !== 'shape' ? 'decimal' : undefined}
                aria-label={t('barSchedule.grid.cellName', { name: col.name, row: n })}
                aria-invalid={message && !message.warning ? true : undefined}
                aria-describedby={errorId}
                readOnly={readOnly}
                data-row={index}
                data-col={ci}
                onChange={(e) => onEdit(index, col.field, e.target.value)}
              />
              {message && (
                <span id={errorId} className="visually-hidden">
                  {message.message}
                </span>
              )}
            </td>
            {/* the total follows the counts, as on a BS 8666 schedule */}
            {col.field === 'barsEach' && <td className={styles.figure}>{c && c.totalBars ? c.totalBars : ''}</td>}
          </Fragment>
        );
      })}
      <td className={styles.drawingCell}>
        {cells.shape?.trim() && figures ? (
          <ShapeDrawing code={figures.line.shapeCode} dims={figures.line.dims} diameterMm={figures.line.diameterMm} size="row" />
        ) : null}
        {paper && (
          <span className={styles.note} title={paper}>
            {t('barSchedule.grid.paperOnly')}
          </span>
        )}
      </td>
      <td className={styles.figure}>{c?.massG != null && !wrong ? formatDecimal(c.massG / 1000, { decimals: 3 }) : ''}</td>
    </tr>
  );
});
