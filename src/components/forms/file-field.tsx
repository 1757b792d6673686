import { useId, type ChangeEvent, type Ref } from 'react';
import type { FieldError } from 'react-hook-form';
import { fileKinds, type FileKind } from '../../forms/files';
import * as choices from './choices.module.css';
import * as styles from './forms.module.css';

export interface FileFieldProps {
  label: string;
  name: string;
  kind: FileKind;
  /** the limit said in the hint, in bytes */
  maxBytes: number;
  /** the chosen file, or null when the choice was emptied */
  onFile: (file: File | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: FieldError | { message?: string };
  required?: boolean;
}

/** The `accept` list of a kind of file: its extensions and its types. */
export const acceptOf = (kind: FileKind) => [...fileKinds[kind].extensions.map((e) => `.${e}`), ...fileKinds[kind].types].join(',');

/**
 * A file input with the accepted types and the size limit in its hint. The
 * input stays uncontrolled: the chosen file stays in it after a failed send.
 */
export function FileField({ label, name, kind, maxBytes, onFile, onBlur, inputRef, error, required }: FileFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = error?.message ? `${id}-error` : undefined;
  const mb = Math.round(maxBytes / 1024 / 1024);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <p id={hintId} className={styles.hint}>
        {fileKinds[kind].label}, {mb} Mo maximum.
      </p>
      <input
        id={id}
        ref={inputRef}
        type="file"
        name={name}
        accept={acceptOf(kind)}
        className={choices.file}
        aria-invalid={error?.message ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
        aria-required={required || undefined}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onFile(e.target.files?.[0] ?? null)}
        onBlur={onBlur}
      />
      <div aria-live="polite">
        {error?.message && (
          <p id={errorId} className={styles.error}>
            {error.message}
          </p>
        )}
      </div>
    </div>
  );
}
