import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { ImportStatus, PendingFile } from './file-import-steps';
import { loadedOnUse } from '../../lib/loaded-on-use';
import type { Row } from './rows';

// the file's reading and what its lines do to the table: loaded with the first file chosen, not with the page
const loadSteps = () => loadedOnUse(() => import('./file-import-steps'));
type Steps = Awaited<ReturnType<typeof loadSteps>>;

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
  const [pending, setPending] = useState<PendingFile | null>(null);
  // the rows as they are once the file has been read, which may be after a change typed meanwhile
  const current = useRef(rows);
  current.current = rows;
  // loaded by the first file: a question is asked only after one
  const steps = useRef<Steps | null>(null);
  const hands = { setRows, setPending, focus, ids };

  /** Reads the file; its lines go in at once or wait for the answer (an empty status then). */
  const upload = async (file: File): Promise<ImportStatus> => {
    steps.current ??= await loadSteps();
    return steps.current.upload(hands, file, () => current.current);
  };

  const answer = (how: 'replace' | 'add' | 'cancel'): ImportStatus | null => (pending && steps.current ? steps.current.answer(hands, pending, how) : null);

  return { pending, upload, answer, forget: () => setPending(null) };
}
