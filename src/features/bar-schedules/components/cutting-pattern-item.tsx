import { useId, useState } from 'react';
import type { CuttingPattern } from '@trefima/domain/bar-schedules/cutting-plan/contract';
import { t } from '@trefima/domain/i18n/t';
import { patternText } from '../cutting-plan-words';
import { CuttingPatternDrawing } from './cutting-pattern-drawing';
import * as styles from './cutting-plan.module.css';

/** One pattern of a diameter: said in words, « × n » times, its drawing opened on demand (« Voir la découpe »). */
export function CuttingPatternItem({
  pattern,
  diameter,
  index,
  total,
  scaleMm,
  kerfMm,
  minOffcutMm,
}: {
  pattern: CuttingPattern;
  diameter: number;
  /** its place among the diameter's patterns, from 0, and their number: said in the button's name, each being « Voir la découpe » */
  index: number;
  total: number;
  scaleMm: number;
  kerfMm: number;
  minOffcutMm: number;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const repeat = t('barSchedule.cuttingPlan.repeat', { count: pattern.repeat });
  return (
    <li className={styles.pattern}>
      <p className={styles.patternText}>
        {patternText(pattern, minOffcutMm)} <strong className={styles.repeat}>{repeat}</strong>
      </p>
      <button type="button" className={styles.textButton} aria-expanded={open} aria-controls={`${id}-decoupe`} onClick={() => setOpen((o) => !o)}>
        {t('barSchedule.cuttingPlan.seeCut')}
        <span className="visually-hidden"> : {t('barSchedule.cuttingPlan.seeCutOf', { diameter, n: index + 1, total })}</span>
      </button>
      <div id={`${id}-decoupe`} hidden={!open} className={styles.drawingRow}>
        {open && (
          <>
            <CuttingPatternDrawing pattern={pattern} scaleMm={scaleMm} kerfMm={kerfMm} minOffcutMm={minOffcutMm} />
            {/* said in the words above: seen here beside the bar */}
            <span aria-hidden="true" className={styles.repeat}>
              {repeat}
            </span>
          </>
        )}
      </div>
    </li>
  );
}
