import { useId, type FieldsetHTMLAttributes, type ReactNode } from 'react';
import { FieldHint, FieldMessage, RequiredMark } from './field-parts';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { afterPress } from './after-press';
import * as choices from './choices.module.css';

/** What a group of choices is given (radio buttons, checkboxes): one registration for all its inputs. */
export interface ChoiceGroupProps {
  legend: string;
  registration: UseFormRegisterReturn;
  /** value → label */
  options: Record<string, string>;
  error?: FieldError | { message?: string };
  required?: boolean;
  hint?: ReactNode;
  /** one option a line (long labels) rather than side by side */
  stacked?: boolean;
}

export interface ChoiceFieldsetProps extends Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'children'> {
  legend: string;
  required?: boolean;
  hint?: ReactNode;
  error?: { message?: string };
  /** one option a line (long labels) rather than side by side */
  stacked?: boolean;
  /** the error is said as soon as it comes (a box too many ticked), not only on submit */
  liveError?: boolean;
  /** the options; each one's input carries `errorId` in its aria-describedby */
  children: (errorId: string | undefined) => ReactNode;
}

/**
 * The one frame of a group of choices (radio buttons, checkboxes): a
 * fieldset whose legend names the question, the hint and the French error
 * tied to the group, and the options side by side or stacked.
 */
export function ChoiceFieldset({ legend, required, hint, error, stacked, liveError, children, ...rest }: ChoiceFieldsetProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error?.message ? `${id}-error` : undefined;
  const message = <FieldMessage id={errorId} message={error?.message} />;
  return (
    <fieldset className={choices.fieldset} aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined} {...rest}>
      <legend className={choices.legend}>
        {legend}
        <RequiredMark required={required} />
      </legend>
      <FieldHint id={hintId} hint={hint} />
      <div className={`${choices.options} ${stacked ? choices.stacked : ''}`}>{children(errorId)}</div>
      {liveError ? <div aria-live="polite">{message}</div> : message}
    </fieldset>
  );
}

/** The options of a group, one registered input each (react-hook-form gives a radio's value, or the ticked boxes' list). */
export function ChoiceInputs({
  type,
  options,
  registration,
  errorId,
}: {
  type: 'radio' | 'checkbox';
  /** value → label */
  options: Record<string, string>;
  registration: UseFormRegisterReturn;
  errorId: string | undefined;
}) {
  return Object.entries(options).map(([value, label]) => (
    <label key={value} className={choices.option}>
      <input
        type={type}
        value={value}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        {...registration}
        onBlur={afterPress(registration.onBlur)}
      />
      {label}
    </label>
  ));
}
