/**
 * The bounds of a bar schedule, one place for the API's request schemas
 * (domain/bar-schedules/requests.ts) and the editor's readers
 * (cells-read.ts, table-import.ts): a cell past them is said at once, as the
 * API would refuse the row.
 */
export const SCHEDULE_LIMITS = { rows: 10_000, amount: 100_000, diameterMm: 100, member: 60, mark: 20, grade: 10 } as const;

/**
 * A row's bars (members × bars in each) are held to the bound of one count:
 * the two counts alone would allow 10¹⁰ bars, a row no job means and whose
 * mass in grams (massG in cut-length.ts) leaves the range where the integer
 * arithmetic is exact. A count that is not positive has its own rule.
 */
export const tooManyBars = (members: number, barsEach: number) => members > 0 && barsEach > 0 && members * barsEach > SCHEDULE_LIMITS.amount;

/** The plan a quotation request may carry: its name in the API's messages and on the editor's field. */
export const PLAN_LABEL = 'Plan de ferraillage';
