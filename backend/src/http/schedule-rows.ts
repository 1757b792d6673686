import { z, ZodError } from 'zod';
import { objectBody, validationError } from './errors';
import { forEachInSlices } from '../shared/yielding';

/**
 * A schedule's rows checked against their schema a chunk at a time: 10 000
 * rows are a few hundred milliseconds of checks, which the route's schema
 * made in one turn while every other request waited. A bad row answers the
 * 422 the route's schema gave: every row's issues at `rows.<i>.<field>`, the
 * first named by its line (« Ligne 4 : … »).
 */
export async function parseRowsYielding<S extends z.core.$ZodType>(schema: S, rows: readonly unknown[]): Promise<z.output<S>[]> {
  const { out, issues } = await checkRowsYielding(schema, rows);
  if (issues.length) throw validationError(new ZodError(issues));
  return out;
}

async function checkRowsYielding<S extends z.core.$ZodType>(schema: S, rows: readonly unknown[]) {
  const out: z.output<S>[] = new Array(rows.length);
  const issues: z.core.$ZodIssue[] = [];
  await forEachInSlices(rows, (row, i) => {
    const r = z.safeParse(schema, row);
    if (r.success) out[i] = r.data;
    else for (const issue of r.error.issues) issues.push({ ...issue, path: ['rows', i, ...issue.path] });
  });
  return { out, issues };
}

type Shell = z.core.$ZodObject<z.core.$ZodLooseShape & { rows: z.core.$ZodType<unknown[]> }>;

/**
 * A body with rows (a schedule saved, or its revision): its other fields
 * checked by `shell`, whose rows are only counted (10 000 at most); the
 * count spent from the client's budget (`spend`) before the rows are
 * checked a chunk at a time. A body in error answers the one 422 the whole
 * schema gave, its issues in the shell's order of fields, the header's
 * beside the rows'.
 */
export async function parseBodyWithRowsYielding<S extends Shell, R extends z.core.$ZodType>(
  shell: S,
  row: R,
  body: unknown,
  spend: (rows: number) => Promise<unknown>,
): Promise<Omit<z.output<S>, 'rows'> & { rows: z.output<R>[] }> {
  const input = objectBody(body) as { rows?: unknown };
  const outer = z.safeParse(shell, input);
  const issues = outer.success ? [] : outer.error.issues;
  const rows = input.rows;
  const counted = Array.isArray(rows) && !issues.some((i) => i.path[0] === 'rows');
  if (counted) await spend(rows.length);
  const checked = counted ? await checkRowsYielding(row, rows) : { out: [], issues: [] };
  if (issues.length || checked.issues.length) {
    const keys = Object.keys(shell._zod.def.shape);
    const at = (i: z.core.$ZodIssue) => keys.indexOf(String(i.path[0]));
    // a stable sort: each field's issues stay in the order their schema gave them
    const all = [...issues, ...checked.issues].sort((a, b) => at(a) - at(b));
    throw validationError(new ZodError(all));
  }
  return { ...(outer.data as z.output<S>), rows: checked.out };
}
