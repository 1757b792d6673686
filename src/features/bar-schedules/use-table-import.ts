import { useCallback, useRef, useState } from 'react';
import { SCHEDULE_LIMITS } from '@trefima/domain/bar-schedules/limits';
import { formatDecimal } from '@trefima/domain/i18n/format';
import { t, tn } from '@trefima/domain/i18n/t';
import { isBlankRow, type CellField, type CellRow } from './import/cells';
import type { ColumnTarget } from './import/table-import-headers';
import type { SourceTable } from './import/table-import-source';
import { isChunkLoadError } from '../../lib/chunk-reload';
import { GRID_REGION_ID } from './components/schedule-grid';
import type { Imported } from './import-rows';
import type { DraftSchedule } from './model';
import type { ActionResult } from './schedule-action-flows';

/** The readers of pasted blocks and files (table import, BVBS): loaded once the editor shows, not with the page. */
const importRows = () => import('./import-rows');
/** The table's side of the column-mapping step: loaded with the first paste or import. */
const tablePaste = () => import('./table-paste');
/** Their code, or null when it did not come (a weak network; webpack asks again next time); any other failure is a bug, thrown on. */
const loaded = <M>(load: () => Promise<M>): Promise<M | null> =>
  load().catch((e: unknown) => {
    if (isChunkLoadError(e)) return null;
    throw e;
  });

export interface PendingTable {
  source: SourceTable;
  /** where it comes from: « le copier-coller », a file's name */
  origin: string;
  /** a new one for each table, so that the step starts afresh */
  key: number;
}

type SetDraft = (update: (d: DraftSchedule) => DraftSchedule) => void;
type Merge = (rows: CellRow[], added: CellRow[], at?: number) => CellRow[];

const typedRows = (rows: CellRow[]) => rows.reduce((n, r) => n + (isBlankRow(r) ? 0 : 1), 0);

/** The import would take the schedule's typed rows to `after`: past the rows the API saves, and beyond what it has (a draft past them from before this bound may still have rows replaced). */
const pastTheLimit = (before: number, after: number) => after > SCHEDULE_LIMITS.rows && after > before;

/**
 * Rows from outside the editor. A table (a paste, a CSV file) waits in the
 * column-mapping step until the buyer applies it, and its rows then follow
 * the schedule's; cancelled, the schedule is as it was and the table is kept
 * to take up again. A BVBS file goes in at once (its format names its
 * fields), and so does a block without titles pasted into a cell, from that
 * cell on, as a spreadsheet pastes. The import panel's promise settles with
 * the rows added, 0 for none: its box keeps a block that gave none. `draftRows`:
 * the draft's rows as they are when rows come in.
 *
 * An import that would take the schedule past the rows the API saves adds
 * nothing and says so, whatever it comes from: a cut would leave the buyer to
 * find where to take up, his box emptied. A table is counted before its
 * columns are asked, and again when they are applied.
 */
export function useTableImport(draftRows: () => CellRow[], setDraft: SetDraft, merge: Merge, say: (result: ActionResult) => void) {
  const [pending, setPending] = useState<PendingTable | null>(null);
  const [kept, setKept] = useState<PendingTable | null>(null);
  const settle = useRef<(count: number) => void>(() => {});
  const opener = useRef<HTMLElement | null>(null);
  const key = useRef(0);

  const refuse = useCallback(
    (after: number) => {
      const [rows, max] = [after, SCHEDULE_LIMITS.rows].map((n) => formatDecimal(n, { decimals: 0 }));
      say({ message: t('barSchedule.import.tooMany', { rows, max }), error: true });
      return 0;
    },
    [say],
  );

  /** The rows put into the draft, or 0 when they are refused or none came. */
  const put = useCallback(
    (imported: Imported, origin: string, at?: number) => {
      const rows = draftRows();
      const [before, after] = [rows, merge(rows, imported.rows, at)].map(typedRows) as [number, number];
      if (pastTheLimit(before, after)) return refuse(after);
      setDraft((d) => ({ ...d, rows: merge(d.rows, imported.rows, at), dirty: true }));
      const count = imported.rows.length;
      // from a cell, the block writes over the rows from there down: « ajoutées » would count rows replaced
      const done = at === undefined ? tn('barSchedule.import.done', count, { source: origin }) : tn('barSchedule.import.pastedAt', count, { row: at + 1 });
      say({ message: [done, ...imported.notes].join(' '), error: count === 0 });
      return count;
    },
    [draftRows, setDraft, merge, say, refuse],
  );

  const open = useCallback((table: Omit<PendingTable, 'key'>, done: (count: number) => void = () => {}) => {
    settle.current(0);
    settle.current = done;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setKept(null);
    setPending({ ...table, key: ++key.current });
  }, []);

  // said as the shop out of reach, nothing added: the import box keeps the block, to be sent again
  const unreached = useCallback(() => {
    say({ message: t('error.network'), error: true });
    return 0;
  }, [say]);

  const addRows = useCallback(
    async (text: string, origin: string, at?: { index: number; field: CellField }): Promise<number> => {
      const paste = await loaded(tablePaste);
      if (!paste) return unreached();
      if (paste.isBvbs(text)) {
        const rows = await loaded(importRows);
        return rows ? put(rows.importText(text), origin) : unreached();
      }
      const source = paste.readSourceTable(text);
      if (at && source.headerAt < 0) return put(paste.rowsFromCell(text, at.field), origin, at.index);
      if (source.rowCount === 0) return put({ rows: [], notes: [] }, origin);
      const before = typedRows(draftRows());
      if (pastTheLimit(before, before + source.rowCount)) return refuse(before + source.rowCount);
      return new Promise<number>((done) => open({ source, origin }, done));
    },
    [put, open, draftRows, refuse, unreached],
  );

  // back where the buyer was once the page has settled: the import panel's button is unavailable (aria-disabled) as its
  // box empties, and the rows it added are then where the focus goes
  const close = () => {
    setPending(null);
    requestAnimationFrame(() => {
      const back = opener.current;
      if (back?.isConnected && !(back as HTMLButtonElement).disabled && back.getAttribute('aria-disabled') !== 'true') back.focus();
      else document.getElementById(GRID_REGION_ID)?.focus();
    });
  };

  const apply = async (targets: ColumnTarget[]) => {
    if (!pending) return;
    const paste = await loaded(tablePaste);
    // the mapping step stays open, its choices with it, for « Appliquer » again
    if (!paste) return void unreached();
    const count = put(paste.rowsOfColumns(pending.source, targets), pending.origin);
    settle.current(count);
    settle.current = () => {};
    // refused (rows typed meanwhile leave it no room): kept to take up once rows are taken out
    if (count === 0 && pending.source.rowCount > 0) setKept(pending);
    close();
  };

  const cancel = () => {
    settle.current(0);
    settle.current = () => {};
    setKept(pending);
    say({ message: t('barSchedule.mapping.cancelled') });
    close();
  };

  const resume = () => kept && open(kept);

  return { addRows, pending, kept, apply, cancel, resume };
}
