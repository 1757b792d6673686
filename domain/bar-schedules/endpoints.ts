import { z } from 'zod/mini';
import { barSchedule, barScheduleList, barSchedulePrices } from './contract';
import type {
  barScheduleCreateBody,
  barScheduleDraftBody,
  barScheduleDuplicateQuery,
  barScheduleParams,
  barScheduleRevisionQuery,
  barScheduleUpdateBody,
} from './requests';
import type { documentsQuery } from '../orders/requests';
import { endpoint } from '../contract/endpoint';
import { fileAnswer } from '../contract/file-answer';

/*
 * Bar schedules: the calls the site makes (see shop-client/endpoints/index.ts).
 * The PDF and BVBS downloads answer files (FileAnswer). The two public calls
 * other clients make (shapes, calcul) are in calcul-endpoints.ts, which the
 * site's pages do not load; the two that turn a schedule into a cart or a
 * quotation in order-endpoints.ts, which the editor loads on their first use.
 */
type Params = { params: z.input<typeof barScheduleParams> };
type Revision = { query?: z.input<typeof barScheduleRevisionQuery> };

export const getBarSchedulePrices = /*#__PURE__*/ endpoint('bar-schedules.prices', 'GET', '/nomenclature/prices', barSchedulePrices, { auth: 'optional' });
export const getBarSchedules = /*#__PURE__*/ endpoint<typeof barScheduleList, { query?: z.input<typeof documentsQuery> }>(
  'bar-schedules',
  'GET',
  '/nomenclature',
  barScheduleList,
  { auth: 'required' },
);
export const getBarSchedule = /*#__PURE__*/ endpoint<typeof barSchedule, Params & Revision>('bar-schedule', 'GET', '/nomenclature/{id}', barSchedule, {
  auth: 'required',
});
export const createBarSchedule = /*#__PURE__*/ endpoint<typeof barSchedule, { body: z.input<typeof barScheduleCreateBody> }>(
  'bar-schedule.create',
  'POST',
  '/nomenclature',
  barSchedule,
  { auth: 'required' },
);
export const updateBarSchedule = /*#__PURE__*/ endpoint<typeof barSchedule, Params & { body: z.input<typeof barScheduleUpdateBody> }>(
  'bar-schedule.update',
  'PATCH',
  '/nomenclature/{id}',
  barSchedule,
  { auth: 'required' },
);
export const duplicateBarSchedule = /*#__PURE__*/ endpoint<typeof barSchedule, Params & { query?: z.input<typeof barScheduleDuplicateQuery> }>(
  'bar-schedule.duplicate',
  'POST',
  '/nomenclature/{id}/duplicate',
  barSchedule,
  { auth: 'required' },
);
export const getBarSchedulePdf = /*#__PURE__*/ endpoint<typeof fileAnswer, Params & Revision>('bar-schedule.pdf', 'GET', '/nomenclature/{id}/pdf', fileAnswer, {
  auth: 'required',
  file: true,
});
export const getBarScheduleBvbs = /*#__PURE__*/ endpoint<typeof fileAnswer, Params & Revision>(
  'bar-schedule.bvbs',
  'GET',
  '/nomenclature/{id}/bvbs',
  fileAnswer,
  {
    auth: 'required',
    file: true,
  },
);
export const draftBarSchedulePdf = /*#__PURE__*/ endpoint<typeof fileAnswer, { body: z.input<typeof barScheduleDraftBody> }>(
  'bar-schedule.draft-pdf',
  'POST',
  '/nomenclature/pdf',
  fileAnswer,
  { auth: 'optional', file: true },
);
