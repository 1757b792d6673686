import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { afterPress } from './after-press';
import * as styles from './forms.module.css';

/** A field's French error, under it; its id ties it to the control (aria-describedby). */
export function FieldMessage({ id, message }: { id: string | undefined; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      {message}
    </p>
  );
}

/** The mark after a required field's name: seen, not read (the control says aria-required, the form's first line what « * » means). */
export function RequiredMark({ required }: { required?: boolean }) {
  return required ? <span aria-hidden="true"> *</span> : null;
}

/** A field's or a group's hint, between its name and its control; its id ties it to them. */
export function FieldHint({ id, hint }: { id: string | undefined; hint: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={id} className={styles.hint}>
      {hint}
    </p>
  );
}

/**
 * What every registered control carries: its id, invalid state, its
 * descriptions, the required flag for screen readers, react-hook-form's
 * registration, and the blur that waits for a press to end (after-press).
 */
export function controlProps(
  ids: { id?: string; describedBy: string | undefined; invalid: true | undefined },
  registration: UseFormRegisterReturn,
  required?: boolean,
) {
  return {
    id: ids.id,
    'aria-invalid': ids.invalid,
    'aria-describedby': ids.describedBy,
    'aria-required': required || undefined,
    ...registration,
    onBlur: afterPress(registration.onBlur),
  };
}
