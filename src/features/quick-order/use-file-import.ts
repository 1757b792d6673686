import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { QuickOrderLine } from '../../contract/quick-order';
import { afterColon } from '../../i18n/sentence';
import { t, tn } from '../../i18n/t';
import { MAX_FILE_BYTES, readOrderFile } from './api';
import { filled, rowsOfAnswer, type Row } from './rows';

/** What the tool's status says of a step; `error` marks it as a failure. */
export interface ImportStatus {
  message: string;
  error?: boolean;
}

/**
 * A CSV or XLSX file read by the API into rows. An empty table takes its
 * lines; over rows already there (kept from an earlier visit, typed or
 * pasted) the buyer says whether they replace them or follow them: its lines
 * wait in `pending`, and nothing changes until he answers. The pasted text is
 * left as it is, whatever happens. `focus` puts the focus on an element by its
 * id once rendered.
 */
export function useFileImport(
  rows: Row[],
  setRows: Dispatch<SetStateAction<Row[]>>,
  focus: (id: string) => void,
  ids: { reference: (key: number) => string; file: string },
) {
  const [pending, setPending] = useState<{ name: string; lines: QuickOrderLine[] } | null>(null);
  // the rows as they are once the file has been read, which may be after a change typed meanwhile
  const current = useRef(rows);
  current.current = rows;

  const take = (name: string, lines: QuickOrderLine[], after: boolean): ImportStatus => {
    const added = rowsOfAnswer(lines);
    setRows((rs) => [...(after ? filled(rs) : []), ...added]);
    setPending(null);
    if (added.length) focus(ids.reference(added[0].key));
    const wrong = lines.filter((l) => l.message).length;
    const read = tn('quickOrder.file.read', lines.length, { name });
    return wrong ? { message: `${read} ${tn('quickOrder.toCorrect', wrong)}`, error: true } : { message: read };
  };

  /** Reads the file; its lines go in at once or wait for the answer (an empty status then). */
  const upload = async (file: File): Promise<ImportStatus> => {
    let lines;
    try {
      if (file.size > MAX_FILE_BYTES) throw new Error(t('quickOrder.file.tooBig'));
      lines = await readOrderFile(file);
    } catch (e) {
      const why = e instanceof Error ? e.message : t('quickOrder.unknown');
      throw new Error(t('quickOrder.file.failed', { name: file.name, message: afterColon(why) }));
    }
    if (!filled(current.current).length || !lines.length) return take(file.name, lines, false);
    setPending({ name: file.name, lines });
    return { message: '' };
  };

  const answer = (how: 'replace' | 'add' | 'cancel'): ImportStatus | null => {
    if (!pending) return null;
    if (how !== 'cancel') return take(pending.name, pending.lines, how === 'add');
    setPending(null);
    focus(ids.file);
    return { message: t('quickOrder.import.cancelled', { name: pending.name }) };
  };

  return { pending, upload, answer, forget: () => setPending(null) };
}
