import { useId } from 'react';
import { t, tn } from '@trefima/domain/i18n/t';
import { millimetres } from '../cutting-plan-words';
import type { ShownPlan } from '../use-cutting-plan';
import { CuttingPlanDiameter } from './cutting-plan-diameter';
import { CuttingPlanSelfCut } from './cutting-plan-self-cut';
import * as styles from './cutting-plan.module.css';

/** The plan shown: its settings, each diameter, the diameters it leaves out and why, its PDF, and the stock bars to the cart. */
export function CuttingPlanResult({ shown, stale, printing, onPdf }: { shown: ShownPlan; stale: boolean; printing: boolean; onPdf: () => void }) {
  const id = useId();
  const { plan } = shown;
  // every pattern is drawn against the plan's longest stock bar: lengths compare across the drawings
  const scaleMm = Math.max(1, ...plan.by_diameter.flatMap((d) => d.patterns.map((p) => p.stock_length_mm)));
  return (
    <div className={styles.result}>
      {stale && <p className={styles.stale}>{t('barSchedule.cuttingPlan.stale')}</p>}
      <p className={styles.note}>
        {t('barSchedule.cuttingPlan.settingsUsed', { kerf: millimetres(plan.settings.kerf_mm), offcut: millimetres(plan.settings.min_offcut_mm) })}
        {plan.skipped_rows > 0 && <> {tn('barSchedule.cuttingPlan.skipped', plan.skipped_rows)}</>}
      </p>
      {plan.by_diameter.map((d) => (
        <CuttingPlanDiameter key={d.diameter} plan={d} settings={plan.settings} scaleMm={scaleMm} />
      ))}
      {plan.left_out.length > 0 && (
        <section className={styles.diameter} aria-labelledby={`${id}-ecartes`}>
          <h3 id={`${id}-ecartes`} className={styles.diameterTitle}>
            {t('barSchedule.cuttingPlan.leftOut')}
          </h3>
          <ul className={styles.leftOut}>
            {plan.left_out.map((l) => (
              <li key={l.diameter}>{t('barSchedule.cuttingPlan.leftOutItem', { diameter: l.diameter, reason: l.reason })}</li>
            ))}
          </ul>
        </section>
      )}
      <div className={styles.buttons}>
        <button type="button" className={styles.secondaryButton} disabled={stale} onClick={onPdf}>
          {printing ? t('barSchedule.cuttingPlan.pdfBusy') : t('barSchedule.cuttingPlan.pdf')}
        </button>
      </div>
      {plan.by_diameter.length > 0 && <CuttingPlanSelfCut plan={plan} stale={stale} />}
    </div>
  );
}
