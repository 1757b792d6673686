import { tn } from '@trefima/domain/i18n/t';
import { useId, type TextareaHTMLAttributes } from 'react';
import { useWatch, type Control, type FieldError, type FieldValues, type UseFormRegisterReturn } from 'react-hook-form';
import { controlProps } from './field-parts';
import { FieldShell } from './field-shell';
import * as choices from './choices.module.css';
import * as styles from './forms.module.css';

export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError | { message?: string };
  required?: boolean;
  hint?: string;
  /** with `control`: a counter of the characters left */
  max?: number;
  control?: Control<FieldValues>;
}

/** What the counter says: characters left, or how many too many. */
export function counterText(length: number, max: number): string {
  const left = max - length;
  if (left >= 0) return tn('forms.textarea.left', left, { max });
  return tn('forms.textarea.over', -left, { max });
}

function Counter({ id, name, max, control }: { id: string; name: string; max: number; control: Control<FieldValues> }) {
  const value = useWatch({ control, name });
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <p id={id} className={`${choices.counter} ${length > max ? choices.over : ''}`}>
      {counterText(length, max)}
    </p>
  );
}

/** A labelled text area with its hint, its French error and, where there is a limit, a counter. */
export function TextareaField({ label, registration, error, required, hint, max, control, rows = 6, ...rest }: TextareaFieldProps) {
  const id = useId();
  const countId = max && control ? `${id}-count` : undefined;
  return (
    <FieldShell
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      describedAlso={countId}
      after={countId && max && control && <Counter id={countId} name={registration.name} max={max} control={control} />}
    >
      {({ describedBy, invalid }) => (
        <textarea
          rows={rows}
          className={`${styles.input} ${choices.textarea}`}
          {...controlProps({ id, describedBy, invalid }, registration, required)}
          {...rest}
        />
      )}
    </FieldShell>
  );
}
