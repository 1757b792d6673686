import { useState } from 'react';
import type { BarSchedule } from '@trefima/domain/bar-schedules/contract';
import { t } from '@trefima/domain/i18n/t';
import { isChunkLoadError } from '../../lib/chunk-reload';
import type { DraftSchedule, ScheduleSummary } from './model';
import type { ActionResult } from './schedule-action-flows';

export type Busy = 'save' | 'cart' | 'quotation' | 'pdf' | 'bvbs' | null;

/** What the buttons do: loaded on the first press, not with the page (the grid and its figures come first). */
const flows = () => import('./schedule-action-flows');
/** Fetched once the editor shows, so that a press on a slow network does not wait for them. */
export const prefetchActionFlows = flows;
type ScheduleActionFlows = ReturnType<Awaited<ReturnType<typeof flows>>['scheduleActionFlows']>;

/**
 * A button's code that did not come (a weak connection: webpack's « Loading chunk … failed » is for developers) is
 * said as the shop out of reach; pressed again, it is asked again (webpack forgets a chunk that failed).
 */
const failure = (e: unknown): ActionResult => ({
  message: isChunkLoadError(e) ? t('error.network') : e instanceof Error ? e.message : t('barSchedule.actions.unknown'),
  error: true,
});

/** The editor's buttons (schedule-action-flows.ts says what each does), one at a time, each saying how it ended. */
export function useScheduleActions(draft: DraftSchedule | null, summary: ScheduleSummary | null, onSaved: (s: BarSchedule) => void) {
  const [busy, setBusy] = useState<Busy>(null);

  const run = async (what: Exclude<Busy, null>, work: (f: ScheduleActionFlows) => Promise<ActionResult>): Promise<ActionResult> => {
    setBusy(what);
    try {
      const { scheduleActionFlows } = await flows();
      return await work(scheduleActionFlows(draft!, summary, onSaved));
    } catch (e) {
      return failure(e);
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    save: () => run('save', (f) => f.save()),
    toCart: () => run('cart', (f) => f.toCart()),
    quotation: (information?: string, plan: File | null = null) => run('quotation', (f) => f.quotation(information, plan)),
    pdf: (loggedIn: boolean) => run('pdf', (f) => f.pdf(loggedIn)),
    bvbs: () => run('bvbs', (f) => f.bvbs()),
  };
}
