import { memo } from 'react';
import { fileFiguresOf, type FileCells } from '@trefima/domain/bar-schedules/bvbs-file';
import type { CellRow } from '../import/cells';
import { shape } from '@trefima/domain/bar-schedules/shapes';
import { formatDecimal } from '@trefima/domain/i18n/format';
import { t } from '@trefima/domain/i18n/t';
import type { RowFigures } from '../model';
import { TYPED_COLUMNS } from './columns';
import { fileLengthOf, paperOnly, rowMessages } from './grid-row';
import { LazyShapeDrawing as ShapeDrawing } from './lazy-shape-drawing';
import * as styles from './schedule-editor.module.css';

const NAME = new Map(TYPED_COLUMNS.map((c) => [c.field, c.name]));

/**
 * The row the cursor is on, at a readable size: its bar drawn large and what
 * to change in each cell, said as the cursor arrives (aria-live).
 */
export const RowDetail = memo(function RowDetail({
  index,
  cells,
  figures,
  clash = null,
}: {
  index: number;
  cells: CellRow | undefined;
  figures: RowFigures | null;
  /** why its mark would reach the machine as an earlier row's (grid-row.tsx) */
  clash?: string | null;
}) {
  const messages = Object.entries(rowMessages(figures));
  const spec = figures ? shape(figures.line.shapeCode) : undefined;
  // a sketch's length is typed: the grid shows it as typed, the mass uses it rounded up to the step (cut-length.ts)
  const cut = figures?.computed.cutLengthMm ?? null;
  const rounded = spec && !spec.hundredthsMm && cut !== null && cut !== figures?.line.givenLengthMm ? cut : null;
  const paper = paperOnly(figures, clash);
  const file = cells ? fileFiguresOf(cells as FileCells) : null;
  const fileLength = cells ? fileLengthOf(cells, figures) : null;
  return (
    <section className={styles.detail} aria-labelledby="nomenclature-ligne">
      <h2 id="nomenclature-ligne">{t('barSchedule.detail.title', { row: index + 1 })}</h2>
      {spec && figures && (
        <>
          <p className={styles.note}>{t('barSchedule.detail.shape', { code: spec.code, name: spec.nameFr })}</p>
          <ShapeDrawing code={spec.code} dims={figures.line.dims} diameterMm={figures.line.diameterMm} size="large" />
          {spec.approximate && <p className={styles.note}>{t('barSchedule.detail.approximate')}</p>}
          {rounded !== null && <p className={styles.note}>{t('barSchedule.detail.sketchLength', { length: formatDecimal(rounded, { decimals: 0 }) })}</p>}
        </>
      )}
      {file && (
        <p className={styles.note}>
          {t('barSchedule.detail.file', { length: formatDecimal(file.lengthMm, { decimals: 0 }), mass: formatDecimal(file.massKg, { decimals: 3 }) })}
        </p>
      )}
      <div aria-live="polite">
        {!cells || !figures ? (
          <p className={styles.note}>{t('barSchedule.detail.empty')}</p>
        ) : messages.length ? (
          <ul className={styles.messages}>
            {messages.map(([field, m]) => (
              <li key={field} className={m!.warning ? styles.warning : styles.error}>
                <strong>{NAME.get(field as never) ?? field}</strong> : {m!.message}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('barSchedule.detail.sound')}</p>
        )}
        {fileLength && <p className={styles.warning}>{fileLength.note}</p>}
        {paper && <p className={styles.note}>{t('barSchedule.detail.paperOnly', { reason: paper })}</p>}
      </div>
    </section>
  );
});
