import { z, ZodError } from 'zod';
import { validationError } from './errors';
import { forEachInSlices } from '../services/yielding';

/**
 * A schedule's rows checked against their schema a chunk at a time: 10 000
 * rows are a few hundred milliseconds of checks, which the route's schema
 * made in one turn while every other request waited. A bad row answers the
 * 422 the route's schema gave: every row's issues at `rows.<i>.<field>`, the
 * first named by its line (« Ligne 4 : … »).
 */
export async function parseRowsYielding<S extends z.core.$ZodType>(schema: S, rows: readonly unknown[]): Promise<z.output<S>[]> {
  const out: z.output<S>[] = new Array(rows.length);
  const issues: z.core.$ZodIssue[] = [];
  await forEachInSlices(rows, (row, i) => {
    const r = z.safeParse(schema, row);
    if (r.success) out[i] = r.data;
    else for (const issue of r.error.issues) issues.push({ ...issue, path: ['rows', i, ...issue.path] });
  });
  if (issues.length) throw validationError(new ZodError(issues));
  return out;
}
