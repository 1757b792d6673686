import type { BarScheduleRow } from '@trefima/domain/bar-schedules/contract';
import { barScheduleCalculRowInput, barScheduleRowInput } from '@trefima/domain/bar-schedules/requests';
import { parseRowsYielding } from '../http/schedule-rows';
import { storedRowsYielding } from '../bar-schedules/bar-schedule-view';
import { cuttingPlanOf, type CuttingPlanPrices, type CuttingSettings } from '../bar-schedules/cutting-plan';
import type * as CuttingPlanPdf from '../bar-schedules/cutting-plan-pdf';
import type { CuttingPlanPdfInput } from '../bar-schedules/cutting-plan-pdf';
import { answer, bodyOf, outcome } from './calcul-work';

/*
 * The « Plan de coupe » (issue 47) as the calculs' pool makes it, in a
 * process of its own (calculs.ts): a body of rows read, checked and planned as the calcul's
 * (calcul-work.ts), or a saved revision's stored rows; and its PDF, drawn
 * in the PDF's threads from the plan made there, so that neither the plan
 * nor its drawing is the event loop's work.
 */

/** A saved revision's plan: its settings come with the call's query, not in the rows. */
export type SavedPlanJob = CuttingPlanPrices & { settings: CuttingSettings };

/** What the plan's PDF prints beside the plan, read on the event loop (the company, the customer, the territory). */
export type PlanPdfFacts = Omit<CuttingPlanPdfInput, 'plan' | 'header'> & { header?: CuttingPlanPdfInput['header'] };
export type PlanPdfJob = CuttingPlanPrices & { facts: PlanPdfFacts; settings?: CuttingSettings; saved: boolean };

/** A saved revision's rows, as stored: written by the API, read without a check. */
const storedRows = (bytes: Buffer) => JSON.parse(bytes.toString('utf8')) as BarScheduleRow[];

/** POST /nomenclature/plan-de-coupe: the rows checked (a 422 naming each line of the wrong type) and planned; the answer, written. */
export const planOut = (bytes: Buffer, prices: CuttingPlanPrices) =>
  outcome(async () => {
    const { rows, ...settings } = bodyOf(bytes, 'plan');
    const checked = await parseRowsYielding(barScheduleCalculRowInput, rows);
    return answer(200, { data: await cuttingPlanOf(await storedRowsYielding(checked), settings, prices) });
  });

/** GET /nomenclature/{id}/plan-de-coupe: the revision's stored rows planned. */
export const savedPlanOut = async (bytes: Buffer, { settings, ...prices }: SavedPlanJob) =>
  answer(200, { data: await cuttingPlanOf(storedRows(bytes), settings, prices) });

/**
 * The plan's PDF: of a saved revision's rows (its header among the facts),
 * or of a draft's body (`{ header, rows, kerf_mm?, min_offcut_mm? }`, its
 * rows as a saved schedule takes them, the figures they carry ignored: the
 * plan is worked out here). The PDF's bytes, or the 422 of a draft in error.
 */
export const printPlan = (bytes: Buffer, { facts, saved, settings, ...prices }: PlanPdfJob) =>
  outcome(async () => {
    let input: { header: CuttingPlanPdfInput['header']; rows: BarScheduleRow[]; settings: CuttingSettings };
    if (saved) input = { header: facts.header!, rows: storedRows(bytes), settings: settings ?? {} };
    else {
      const { header, rows, ...sent } = bodyOf(bytes, 'planPdf');
      input = { header, rows: await storedRowsYielding(await parseRowsYielding(barScheduleRowInput, rows)), settings: sent };
    }
    const plan = await cuttingPlanOf(input.rows, input.settings, prices);
    return { pdf: await pdfs().cuttingPlanPdf({ ...facts, header: input.header, plan }) };
  });

/** The plan's PDF, loaded at the thread's first PDF and not when it starts (calcul-work.ts says why). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pdfs = (): typeof CuttingPlanPdf => require('../bar-schedules/cutting-plan-pdf');
