import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { isBlankRow, type CellField, type CellRow } from '../import/cells';
import { t } from '@trefima/domain/i18n/t';
import { figuresOf } from '../model';
import { TYPED_COLUMNS } from './columns';
import { GridRow } from './grid-row';
import * as styles from './schedule-editor.module.css';

/** The height of a row in the stylesheet (schedule-editor.module.css, .grid tbody tr): the window below counts on it. */
export const ROW_HEIGHT_PX = 44;
/** The grid's region: where the focus goes back when what held it is gone (use-table-import.ts). */
export const GRID_REGION_ID = 'nomenclature-lignes';
/** Rows rendered beyond the view on each side: a few keyboard moves without waiting for a render, and little to lay out. */
const OVERSCAN = 8;

export interface ScheduleGridProps {
  rows: readonly CellRow[];
  /** each row's refusal for a mark the machine would read as an earlier row's (schedule-editor.tsx) */
  clashes: readonly (string | null)[];
  readOnly: boolean;
  onEdit: (index: number, field: CellField, value: string) => void;
  /** a block copied from a spreadsheet, pasted into a cell */
  onPasteBlock: (index: number, field: CellField, text: string) => void;
  onFocusRow: (index: number) => void;
}

/**
 * The grid of rows, keyboard first: Tab goes along a row, the arrows and
 * Enter up and down a column, as in a spreadsheet. Only the rows in view are
 * rendered (a schedule may hold thousands), the table saying how many there
 * are; printing renders them all.
 */
export function ScheduleGrid({ rows, clashes, readOnly, onEdit, onPasteBlock, onFocusRow }: ScheduleGridProps) {
  const box = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 880 });
  const [printing, setPrinting] = useState(false);
  const pendingFocus = useRef<{ row: number; col: number } | null>(null);

  useEffect(() => {
    const before = () => setPrinting(true);
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  const measure = useCallback(() => {
    const el = box.current;
    if (el) setView({ top: el.scrollTop, height: el.clientHeight || 880 });
  }, []);
  useEffect(measure, [measure]);

  const first = printing ? 0 : Math.max(0, Math.floor(view.top / ROW_HEIGHT_PX) - OVERSCAN);
  const last = printing ? rows.length : Math.min(rows.length, Math.ceil((view.top + view.height) / ROW_HEIGHT_PX) + OVERSCAN);

  // a move to a row out of the window: scroll it in, render, then focus
  useLayoutEffect(() => {
    const want = pendingFocus.current;
    if (!want) return;
    const input = box.current?.querySelector<HTMLInputElement>(`input[data-row="${want.row}"][data-col="${want.col}"]`);
    if (input) {
      pendingFocus.current = null;
      input.focus();
      input.select();
    }
  });

  const moveTo = (row: number, col: number) => {
    if (row < 0 || row >= rows.length) return;
    const el = box.current;
    if (el) {
      const top = row * ROW_HEIGHT_PX;
      if (top < el.scrollTop) el.scrollTop = top;
      else if (top + ROW_HEIGHT_PX > el.scrollTop + el.clientHeight - ROW_HEIGHT_PX) el.scrollTop = top - el.clientHeight + 2 * ROW_HEIGHT_PX;
    }
    pendingFocus.current = { row, col };
    measure();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const target = e.target as HTMLInputElement;
    const row = Number(target.dataset.row);
    const col = Number(target.dataset.col);
    if (target.tagName !== 'INPUT' || Number.isNaN(row)) return;
    const down = e.key === 'ArrowDown' || (e.key === 'Enter' && !e.shiftKey);
    const up = e.key === 'ArrowUp' || (e.key === 'Enter' && e.shiftKey);
    if (!down && !up) return;
    e.preventDefault();
    moveTo(row + (down ? 1 : -1), col);
  };

  const onPaste = (e: ClipboardEvent<HTMLTableElement>) => {
    const target = e.target as HTMLInputElement;
    const text = e.clipboardData.getData('text/plain');
    if (readOnly || target.tagName !== 'INPUT' || !/[\t\n]/.test(text.replace(/\r?\n$/, ''))) return;
    e.preventDefault();
    onPasteBlock(Number(target.dataset.row), TYPED_COLUMNS[Number(target.dataset.col)].field, text);
  };

  return (
    <div ref={box} id={GRID_REGION_ID} className={styles.gridBox} onScroll={measure} role="region" aria-label={t('barSchedule.grid.region')} tabIndex={-1}>
      <table
        className={styles.grid}
        aria-rowcount={rows.length + 1}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onFocus={(e) => {
          const row = Number((e.target as HTMLElement).dataset.row);
          if (!Number.isNaN(row)) onFocusRow(row);
        }}
      >
        <caption className="visually-hidden">{t('barSchedule.grid.caption')}</caption>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">{t('barSchedule.col.number')}</th>
            {TYPED_COLUMNS.map((c) => (
              <Fragment key={c.field}>
                <th scope="col" title={c.name}>
                  {c.label}
                </th>
                {c.field === 'barsEach' && <th scope="col">{t('barSchedule.col.total')}</th>}
              </Fragment>
            ))}
            <th scope="col">{t('barSchedule.col.drawing')}</th>
            <th scope="col">{t('barSchedule.col.mass')}</th>
          </tr>
        </thead>
        <tbody>
          {first > 0 && <tr aria-hidden="true" style={{ height: first * ROW_HEIGHT_PX }} />}
          {rows.slice(first, last).map((cells, i) => (
            <GridRow
              key={first + i}
              index={first + i}
              cells={cells}
              figures={isBlankRow(cells) ? null : figuresOf(cells)}
              clash={clashes[first + i] ?? null}
              readOnly={readOnly}
              onEdit={onEdit}
            />
          ))}
          {last < rows.length && <tr aria-hidden="true" style={{ height: (rows.length - last) * ROW_HEIGHT_PX }} />}
        </tbody>
      </table>
    </div>
  );
}
