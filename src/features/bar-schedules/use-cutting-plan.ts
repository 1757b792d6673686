import { useCallback, useRef, useState } from 'react';
import type { CuttingPlan } from '@trefima/domain/bar-schedules/cutting-plan/contract';
import { t, tn } from '@trefima/domain/i18n/t';
import { cuttingFailure, downloadCuttingPlanPdf, fetchCuttingPlan, type CuttingSettings } from './cutting-plan-api';
import { isBlank, type DraftSchedule } from './model';

/** A plan on screen, with what it was worked out from: its settings, and the rows (a later edit makes it stale). */
export interface ShownPlan {
  plan: CuttingPlan;
  settings: CuttingSettings;
  rows: DraftSchedule['rows'];
}

export interface PlanMessage {
  message: string;
  error?: boolean;
}

const doneText = (plan: CuttingPlan) => {
  const bars = plan.by_diameter.reduce((sum, d) => sum + d.stock_bars, 0);
  return bars ? tn('barSchedule.cuttingPlan.done', bars) : t('barSchedule.cuttingPlan.nothingCut');
};

/**
 * The panel's calls: the plan of the draft as it is (its rows, or the saved
 * revision when nothing changed since), and its PDF. The latest request
 * wins; a failure is said and leaves the draft, and the plan shown, as they were.
 */
export function useCuttingPlan(draft: DraftSchedule, isLogged: boolean) {
  const [shown, setShown] = useState<ShownPlan | null>(null);
  const [busy, setBusy] = useState<'plan' | 'pdf' | null>(null);
  const [said, setSaid] = useState<PlanMessage | null>(null);
  const asked = useRef(0);
  const current = useRef(draft);
  current.current = draft;

  const compute = useCallback(
    async (settings: CuttingSettings) => {
      const d = current.current;
      const ask = ++asked.current;
      if (!d.rows.some((r) => !isBlank(r))) {
        setShown(null);
        setSaid({ message: t('barSchedule.cuttingPlan.empty') });
        return;
      }
      setBusy('plan');
      setSaid({ message: t('barSchedule.cuttingPlan.computing') });
      try {
        const plan = await fetchCuttingPlan(d, isLogged, settings);
        if (ask !== asked.current) return;
        setShown({ plan, settings, rows: d.rows });
        setSaid({ message: doneText(plan) });
      } catch (e) {
        if (ask === asked.current) setSaid({ message: cuttingFailure(e), error: true });
      } finally {
        if (ask === asked.current) setBusy(null);
      }
    },
    [isLogged],
  );

  const pdf = useCallback(async () => {
    if (!shown) return;
    setBusy('pdf');
    try {
      await downloadCuttingPlanPdf(current.current, isLogged, shown.settings);
      setSaid({ message: t('barSchedule.cuttingPlan.pdfDone') });
    } catch (e) {
      setSaid({ message: cuttingFailure(e), error: true });
    } finally {
      setBusy(null);
    }
  }, [shown, isLogged]);

  return { shown, busy, said, compute, pdf, stale: shown !== null && shown.rows !== draft.rows };
}
