import { Field, type FieldProps } from '../../../components/forms/field';
import { errorOf, type Named } from './lead-field';

/** `unregisterWhenHidden`: a field shown by a choice goes, value and all, when the choice is undone. */
export function TextField({
  form,
  name,
  label,
  required,
  unregisterWhenHidden,
  ...rest
}: Named & Omit<FieldProps, 'registration' | 'error' | 'form'> & { unregisterWhenHidden?: boolean }) {
  return (
    <Field
      label={label}
      required={required}
      registration={form.register(name, { shouldUnregister: unregisterWhenHidden })}
      error={errorOf(form, name)}
      {...rest}
    />
  );
}
