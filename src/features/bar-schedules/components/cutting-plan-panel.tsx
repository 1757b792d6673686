import { useEffect, useRef } from 'react';
import { CUTTING_DEFAULTS } from '@trefima/domain/bar-schedules/cutting-plan/contract';
import { t } from '@trefima/domain/i18n/t';
import type { DraftSchedule } from '../model';
import { useCuttingPlan } from '../use-cutting-plan';
import { CuttingPlanResult } from './cutting-plan-result';
import { CuttingPlanSettings } from './cutting-plan-settings';
import * as styles from './cutting-plan.module.css';

/** What the disclosure (cutting-plan-disclosure.tsx) hands on to the panel, which it loads when first opened. */
export interface CuttingPlanPanelProps {
  draft: DraftSchedule;
  isLogged: boolean;
}

/**
 * The « Plan de coupe » of the schedule in the editor: worked out by the API
 * with the default settings as soon as the panel opens, again with the
 * buyer's own on « Calculer ». What happened is said in one live region:
 * the result's count, or the failure, in which case the schedule is as it was.
 */
export default function CuttingPlanPanel({ draft, isLogged }: CuttingPlanPanelProps) {
  const { shown, busy, said, compute, pdf, stale } = useCuttingPlan(draft, isLogged);
  const first = useRef(true);
  useEffect(() => {
    if (!first.current) return;
    first.current = false;
    void compute(CUTTING_DEFAULTS);
  }, [compute]);
  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{t('barSchedule.cuttingPlan.intro')}</p>
      <CuttingPlanSettings busy={busy === 'plan'} onSubmit={(s) => void compute(s)} />
      <div aria-live="polite" className={styles.status}>
        {said && <p className={said.error ? styles.error : undefined}>{said.message}</p>}
      </div>
      {shown && <CuttingPlanResult shown={shown} stale={stale} printing={busy === 'pdf'} onPdf={() => void pdf()} />}
    </div>
  );
}
