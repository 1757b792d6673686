import { useId } from 'react';
import type { CuttingPlan, DiameterPlan } from '@trefima/domain/bar-schedules/cutting-plan/contract';
import { t } from '@trefima/domain/i18n/t';
import { ffdText, offcutsText, optimalityText, stockBarsText, wasteText } from '../cutting-plan-words';
import { CuttingPatternItem } from './cutting-pattern-item';
import * as styles from './cutting-plan.module.css';

/** One diameter's plan: the stock bars to buy, the waste and the offcuts kept, how near the fewest it is, and its patterns. */
export function CuttingPlanDiameter({ plan, settings, scaleMm }: { plan: DiameterPlan; settings: CuttingPlan['settings']; scaleMm: number }) {
  const id = useId();
  const figures: [string, string][] = [
    [t('barSchedule.cuttingPlan.stock'), stockBarsText(plan.patterns)],
    [t('barSchedule.cuttingPlan.waste'), wasteText(plan)],
    [t('barSchedule.cuttingPlan.offcuts'), offcutsText(plan)],
  ];
  return (
    <section className={styles.diameter} aria-labelledby={`${id}-titre`}>
      <h3 id={`${id}-titre`} className={styles.diameterTitle}>
        {t('barSchedule.cuttingPlan.diameter', { diameter: plan.diameter })}
      </h3>
      <dl className={styles.figures}>
        {figures.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.bound}>
        {optimalityText(plan)} {ffdText(plan)}
      </p>
      <h4 id={`${id}-decoupes`} className={styles.patternsTitle}>
        {t('barSchedule.cuttingPlan.patterns', { diameter: plan.diameter })}
      </h4>
      <ul className={styles.patterns} aria-labelledby={`${id}-decoupes`}>
        {plan.patterns.map((p, i) => (
          <CuttingPatternItem
            key={i}
            pattern={p}
            diameter={plan.diameter}
            index={i}
            total={plan.patterns.length}
            scaleMm={scaleMm}
            kerfMm={settings.kerf_mm}
            minOffcutMm={settings.min_offcut_mm}
          />
        ))}
      </ul>
    </section>
  );
}
