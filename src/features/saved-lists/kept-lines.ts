import { readJson, TYPED, writeJson } from '../../state/storage';
import type { NewLine } from './components/add-line';
import { lengthText } from './lines';

/**
 * A list's lines edited and not saved, kept for the tab's session as the
 * quick order is: the card goes when the buyer filters on another site or
 * leaves the page, and its editor opens again with them when it comes back.
 * Only what the buyer typed or chose, read back field by field; forgotten
 * once saved or given up, and at a sign-out.
 */
export interface EditedLine extends Omit<NewLine, 'length'> {
  quantity: string;
  /** a sheet's cut length in metres as typed (lines.ts, lengthText); null for a line not cut to length */
  length: string | null;
}

const keyOf = (customerId: number, listId: number) => `${TYPED.listLines}${customerId}.${listId}`;

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : null);

function lineOf(v: unknown): EditedLine | null {
  if (!v || typeof v !== 'object') return null;
  const l = v as Record<string, unknown>;
  const [reference, name, unit, quantity] = [text(l.reference, 100), text(l.name, 300), text(l.unit, 40), text(l.quantity, 40)];
  // kept as typed, or as a number by the editor of before (a sheet's length could not be changed then)
  const length =
    l.length === null
      ? null
      : typeof l.length === 'string'
        ? l.length.slice(0, 20)
        : typeof l.length === 'number' && Number.isFinite(l.length)
          ? lengthText(l.length)
          : undefined;
  if (!Number.isInteger(l.element_id) || reference === null || name === null || unit === null || quantity === null || length === undefined) return null;
  return { element_id: l.element_id as number, reference, name, unit, length, quantity };
}

/** Lines kept, and the list's revision they were typed on (null: kept by the editor of before, which had none). */
export interface KeptLines {
  lines: EditedLine[];
  revision: number | null;
}

/** The lines kept for this list, or null when none are (or they do not read). */
export function readKeptLines(customerId: number, listId: number): KeptLines | null {
  const v = readJson<unknown>(keyOf(customerId, listId), 'session');
  const kept = Array.isArray(v) ? { lines: v, revision: null } : v && typeof v === 'object' ? (v as Record<string, unknown>) : null;
  if (!kept || !Array.isArray(kept.lines)) return null;
  const lines = kept.lines.map(lineOf);
  const revision = Number.isInteger(kept.revision) && (kept.revision as number) > 0 ? (kept.revision as number) : null;
  return lines.every((l): l is EditedLine => l !== null) ? { lines, revision } : null;
}

/** `null`: nothing to keep (saved, given up, or the same as the list). */
export const keepLines = (customerId: number, listId: number, kept: { lines: readonly EditedLine[]; revision: number } | null) =>
  writeJson(keyOf(customerId, listId), kept, 'session');
