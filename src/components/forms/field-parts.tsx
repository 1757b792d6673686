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
