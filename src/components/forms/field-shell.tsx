import { useId, type ReactNode } from 'react';
import { FieldHint, FieldMessage, RequiredMark } from './field-parts';
import * as styles from './forms.module.css';

/** What the control inside a shell carries, so that its label, hint and error are read with it. */
export interface ControlIds {
  id: string;
  describedBy: string | undefined;
  errorId: string | undefined;
  invalid: true | undefined;
}

export interface FieldShellProps {
  /** the control's id, when the field needs it for ids of its own (a counter) */
  id?: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: { message?: string };
  /** other descriptions of the control, by id (a counter), between the hint and the error */
  describedAlso?: string;
  /** the hint does not describe the control (a select's hint is its label's business) */
  hintDescribes?: boolean;
  /** the error is said as soon as it comes (a file refused, a limit passed), not only on submit */
  liveError?: boolean;
  children: (ids: ControlIds) => ReactNode;
  /** under the control, before the error (a counter) */
  after?: ReactNode;
}

/**
 * The one frame of a form field: the label with its required mark, the
 * hint, the control and its French error, tied together for screen readers
 * (aria-describedby, aria-invalid). Each kind of field fills in its control.
 */
export function FieldShell({ id: given, label, required, hint, error, describedAlso, hintDescribes = true, liveError, children, after }: FieldShellProps) {
  const generated = useId();
  const id = given ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error?.message ? `${id}-error` : undefined;
  const describedBy = [hintDescribes ? hintId : undefined, describedAlso, errorId].filter(Boolean).join(' ') || undefined;
  const message = <FieldMessage id={errorId} message={error?.message} />;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        <RequiredMark required={required} />
      </label>
      <FieldHint id={hintId} hint={hint} />
      {children({ id, describedBy, errorId, invalid: errorId ? true : undefined })}
      {after}
      {liveError ? <div aria-live="polite">{message}</div> : message}
    </div>
  );
}
