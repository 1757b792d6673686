/** What a refused move answers: a code the API maps to its HTTP status, and a French sentence for whoever tried it. */
export interface LifecycleError<Code extends string> {
  code: Code;
  message: string;
}

const DAY = 86_400_000;

/** `date` (YYYY-MM-DD, already checked) plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const ms = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) + days * DAY;
  return new Date(ms).toISOString().slice(0, 10);
}
