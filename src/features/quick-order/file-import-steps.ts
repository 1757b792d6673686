import type { Dispatch, SetStateAction } from 'react';
import type { QuickOrderLine } from '@trefima/domain/quick-order/contract';
import { afterColon } from '@trefima/domain/i18n/sentence';
import { t, tn } from '@trefima/domain/i18n/t';
import { MAX_FILE_BYTES, readOrderFile } from './api';
import { filled, rowsOfAnswer, type Row } from './rows';

/** What the tool's status says of a step; `error` marks it as a failure. */
export interface ImportStatus {
  message: string;
  error?: boolean;
}

/** A file's lines waiting for the buyer's answer. */
export interface PendingFile {
  name: string;
  lines: QuickOrderLine[];
}

/**
 * What a file chosen does (use-file-import.ts keeps the table's side): it
 * is read by the API, and its lines go in, or wait for the buyer's answer.
 * Loaded with the first file, not with the page.
 */
export interface FileImportHands {
  setRows: Dispatch<SetStateAction<Row[]>>;
  setPending: (pending: PendingFile | null) => void;
  focus: (id: string) => void;
  ids: { reference: (key: number) => string; file: string };
}

function take({ setRows, setPending, focus, ids }: FileImportHands, name: string, lines: QuickOrderLine[], after: boolean): ImportStatus {
  const added = rowsOfAnswer(lines);
  setRows((rs) => [...(after ? filled(rs) : []), ...added]);
  setPending(null);
  if (added.length) focus(ids.reference(added[0].key));
  const wrong = lines.filter((l) => l.message).length;
  const read = tn('quickOrder.file.read', lines.length, { name });
  return wrong ? { message: `${read} ${tn('quickOrder.toCorrect', wrong)}`, error: true } : { message: read };
}

/** Reads the file; its lines go in at once over an empty table, or wait for the answer (an empty status then). `rows`: the table once read. */
export async function upload(hands: FileImportHands, file: File, rows: () => Row[]): Promise<ImportStatus> {
  let lines;
  try {
    if (file.size > MAX_FILE_BYTES) throw new Error(t('quickOrder.file.tooBig'));
    lines = await readOrderFile(file);
  } catch (e) {
    const why = e instanceof Error ? e.message : t('quickOrder.unknown');
    throw new Error(t('quickOrder.file.failed', { name: file.name, message: afterColon(why) }));
  }
  if (!filled(rows()).length || !lines.length) return take(hands, file.name, lines, false);
  hands.setPending({ name: file.name, lines });
  return { message: '' };
}

export function answer(hands: FileImportHands, pending: PendingFile, how: 'replace' | 'add' | 'cancel'): ImportStatus {
  if (how !== 'cancel') return take(hands, pending.name, pending.lines, how === 'add');
  hands.setPending(null);
  hands.focus(hands.ids.file);
  return { message: t('quickOrder.import.cancelled', { name: pending.name }) };
}
