import { memo, useId, useState } from 'react';
import { t } from '@trefima/domain/i18n/t';
import { focusUnlessMoved } from '../../../hooks/use-focus-request';
import { boundProps } from '../../../components/ui/bound';
import { GRID_REGION_ID } from './schedule-grid';
import * as styles from './schedule-editor.module.css';

/** A schedule file is text: a few MB at most (10 000 rows), and a larger file is not one. */
const MAX_FILE_BYTES = 8 * 1024 * 1024;

/**
 * Rows from outside the shop: a block pasted from Excel or LibreOffice, a
 * CSV file, or a BVBS file exported by CAD software. The rows are added
 * after the schedule's own; what was read is said by the editor, and the
 * focus goes to the rows once a block has gone in.
 */
export const ImportPanel = memo(function ImportPanel({
  disabled,
  onText,
}: {
  disabled: boolean;
  /** resolves to the number of rows read: a block with none stays in its box, for the buyer to mend */
  onText: (text: string, source: string) => Promise<number>;
}) {
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState('');
  const pasteId = useId();
  const fileId = useId();
  const readFile = async (file: File | undefined) => {
    setFileError('');
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setFileError(t('barSchedule.import.tooLarge'));
    const bytes = new Uint8Array(await file.arrayBuffer());
    // a CSV saved by Excel in France is often Windows-1252, not UTF-8
    let content: string;
    try {
      content = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      content = new TextDecoder('windows-1252').decode(bytes);
    }
    void onText(content, file.name);
  };
  return (
    <details className={styles.importPanel}>
      <summary>{t('barSchedule.import.summary')}</summary>
      <label htmlFor={pasteId}>{t('barSchedule.import.pasteLabel')}</label>
      <textarea id={pasteId} rows={5} value={text} disabled={disabled} onChange={(e) => setText(e.target.value)} />
      <button
        type="button"
        className={styles.secondaryButton}
        disabled={disabled}
        // an empty box: said unavailable, not `disabled`, which would drop the focus of the press that emptied it
        {...boundProps(!text.trim(), async (e) => {
          const pasted = text;
          const from = e.currentTarget;
          if ((await onText(pasted, t('barSchedule.import.pasteSource'))) === 0) return;
          setText((now) => (now === pasted ? '' : now));
          // in at once (BVBS, a block without titles): to the rows, as after the column-mapping step (use-table-import.ts)
          focusUnlessMoved(document.getElementById(GRID_REGION_ID), from);
        })}
      >
        {t('barSchedule.import.pasteButton')}
      </button>
      <label htmlFor={fileId}>{t('barSchedule.import.fileLabel')}</label>
      <input
        id={fileId}
        type="file"
        accept=".csv,.txt,.tsv,.abs,.bvbs,text/csv,text/plain"
        disabled={disabled}
        aria-describedby={fileError ? `${fileId}-erreur` : undefined}
        onChange={(e) => {
          void readFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {fileError && (
        <p id={`${fileId}-erreur`} role="alert" className={styles.error}>
          {fileError}
        </p>
      )}
    </details>
  );
});
