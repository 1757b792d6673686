import { useController } from 'react-hook-form';
import { FileField } from '../../../components/forms/file-field';
import { fileProblem, type FileKind } from '@trefima/domain/forms/files';
import type { Named } from './lead-field';

/**
 * A required file, checked in the browser as soon as it is chosen (size and
 * type, fileProblem): the French message shows on the field before anything
 * is sent. The API checks it again from its bytes.
 */
export function LeadFile({ form, name, label, kind, maxBytes }: Named & { label: string; kind: FileKind; maxBytes: number }) {
  const { field, fieldState } = useController({ name, control: form.control });
  const onFile = (file: File | null) => {
    field.onChange(file ?? undefined);
    const problem = file ? fileProblem(file, label, kind, maxBytes) : null;
    if (problem) form.setError(name, { type: 'file', message: problem });
    else form.clearErrors(name);
  };
  return (
    <FileField
      label={label}
      name={field.name}
      kind={kind}
      maxBytes={maxBytes}
      required
      inputRef={field.ref}
      onBlur={field.onBlur}
      onFile={onFile}
      error={fieldState.error}
    />
  );
}
