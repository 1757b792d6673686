import { t } from '@trefima/domain/i18n/t';
import type { ChangeEvent, Ref } from 'react';
import type { FieldError } from 'react-hook-form';
import { fileKinds, type FileKind } from '@trefima/domain/forms/file-rules';
import { FieldShell } from './field-shell';
import * as choices from './choices.module.css';

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
  const mb = Math.round(maxBytes / 1024 / 1024);
  const hint = t('forms.fileField.hint', { kinds: fileKinds[kind].label, mb });
  return (
    <FieldShell label={label} required={required} hint={hint} error={error} liveError>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          ref={inputRef}
          type="file"
          name={name}
          accept={acceptOf(kind)}
          className={choices.file}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          onChange={(e: ChangeEvent<HTMLInputElement>) => onFile(e.target.files?.[0] ?? null)}
          onBlur={onBlur}
        />
      )}
    </FieldShell>
  );
}
