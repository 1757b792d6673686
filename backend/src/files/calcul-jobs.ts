import { countRows, printOut, workOut } from './calcul-work';

/**
 * What the calculs' threads do with a client's body (calculs.ts): count its
 * rows, then work them out; and draw a schedule's PDF. Computations of
 * client rows have threads of their own, beside the file readers', so that a
 * queue of file bombs does not hold back a schedule's calcul, nor the reverse.
 */
export const CALCUL_JOBS = {
  count: countRows,
  calcul: workOut,
  pdf: printOut,
};

export type CalculJobs = typeof CALCUL_JOBS;
