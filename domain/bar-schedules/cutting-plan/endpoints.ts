import type { z } from 'zod/mini';
import { endpoint } from '../../contract/endpoint';
import { fileAnswer } from '../../contract/file-answer';
import { cuttingPlan } from './contract';
import type { cuttingPlanBody, cuttingPlanPdfBody, cuttingPlanQuery } from './requests';

/* The « Plan de coupe » of a schedule (issue 47): sent as rows (no token needed), or saved (its owner's company only). */
type Saved = { params: { id: string }; query?: z.input<typeof cuttingPlanQuery> };

export const planCuts = /*#__PURE__*/ endpoint<typeof cuttingPlan, { body: z.input<typeof cuttingPlanBody> }>(
  'bar-schedule.cutting-plan',
  'POST',
  '/nomenclature/plan-de-coupe',
  cuttingPlan,
  { auth: 'optional' },
);
export const getCuttingPlan = /*#__PURE__*/ endpoint<typeof cuttingPlan, Saved>(
  'bar-schedule.saved-cutting-plan',
  'GET',
  '/nomenclature/{id}/plan-de-coupe',
  cuttingPlan,
  { auth: 'required' },
);
/** The plan's PDF for a draft (header and rows), as /nomenclature/pdf prints a draft schedule. */
export const draftCuttingPlanPdf = /*#__PURE__*/ endpoint<typeof fileAnswer, { body: z.input<typeof cuttingPlanPdfBody> }>(
  'bar-schedule.cutting-plan.draft-pdf',
  'POST',
  '/nomenclature/plan-de-coupe/pdf',
  fileAnswer,
  { auth: 'optional', file: true },
);
export const getCuttingPlanPdf = /*#__PURE__*/ endpoint<typeof fileAnswer, Saved>(
  'bar-schedule.cutting-plan.pdf',
  'GET',
  '/nomenclature/{id}/plan-de-coupe/pdf',
  fileAnswer,
  { auth: 'required', file: true },
);
