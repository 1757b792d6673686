import { barScheduleCalcul, barScheduleShapes } from './calcul-contract';
import type { barScheduleCalculBody } from './requests';
import type { z } from 'zod/mini';
import { endpoint } from '../contract/endpoint';

/*
 * The two public calls of the bar schedules, which other clients make (a
 * design office's software, a quantity surveyor's sheet): the site works its
 * schedules out itself and calls neither, so that its pages do not load
 * these schemas (calcul-contract.ts).
 */
export const getBarScheduleShapes = /*#__PURE__*/ endpoint('bar-schedules.shapes', 'GET', '/nomenclature/shapes', barScheduleShapes);
export const calculateBarSchedule = /*#__PURE__*/ endpoint<typeof barScheduleCalcul, { body: z.input<typeof barScheduleCalculBody> }>(
  'bar-schedule.calcul',
  'POST',
  '/nomenclature/calcul',
  barScheduleCalcul,
  { auth: 'optional' },
);
