import { countRows, printOut, workOut } from './calcul-work';
import { planOut, printPlan, savedPlanOut } from './cutting-plan-work';

/**
 * What the calculs' threads do with a client's body (calculs.ts): count its
 * rows, then work them out; draw a schedule's PDF; make a schedule's cutting
 * plan and draw its PDF. Computations of client rows have threads of their
 * own, beside the file readers', so that a queue of file bombs does not hold
 * back a schedule's calcul, nor the reverse.
 */
export const CALCUL_JOBS = {
  count: countRows,
  calcul: workOut,
  pdf: printOut,
  plan: planOut,
  savedPlan: savedPlanOut,
  planPdf: printPlan,
};

export type CalculJobs = typeof CALCUL_JOBS;
