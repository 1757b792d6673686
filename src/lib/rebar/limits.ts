/**
 * The bounds of a bar schedule, one place for the API's request schemas
 * (src/contract/requests/bar-schedules.ts) and the editor's readers
 * (cells-read.ts, table-import.ts): a cell past them is said at once, as the
 * API would refuse the row.
 */
export const SCHEDULE_LIMITS = { rows: 10_000, amount: 100_000, diameterMm: 100, member: 60, mark: 20, grade: 10 } as const;

/** The plan a quotation request may carry: its name in the API's messages and on the editor's field. */
export const PLAN_LABEL = 'Plan de ferraillage';
