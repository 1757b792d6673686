import { memo, useState } from 'react';
import { SHAPES } from '@trefima/domain/bar-schedules/shapes';
import { SAMPLE_DIMS } from '@trefima/domain/bar-schedules/drawing-samples';
import { t } from '@trefima/domain/i18n/t';
import { LazyShapeDrawing as ShapeDrawing } from './lazy-shape-drawing';
import * as styles from './shape-picker.module.css';

/**
 * Every shape code with its drawing and French name: a choice puts the code
 * in the row the cursor was on. A disclosure, closed by default: the grid
 * comes first for whoever knows the codes.
 */
export const ShapePicker = memo(function ShapePicker({ row, disabled, onPick }: { row: number; disabled: boolean; onPick: (code: string) => void }) {
  // its 32 drawings are drawn once opened, not on every keystroke in the grid
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.picker} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('barSchedule.picker.summary')}</summary>
      <p className={styles.hint}>{t('barSchedule.picker.hint', { row: row + 1 })}</p>
      {open && (
        <ul className={styles.list}>
          {SHAPES.map((s) => (
            <li key={s.code}>
              <button type="button" className={styles.shape} disabled={disabled} onClick={() => onPick(s.code)}>
                <ShapeDrawing code={s.code} dims={SAMPLE_DIMS[s.code] ?? {}} size="small" decorative />
                <span>
                  <strong>{s.code}</strong> {s.nameFr}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
});
