import type { ChangeHandler } from 'react-hook-form';
import { Field } from '../../../components/forms/field';
import { displayPhone } from './form-data';
import { errorOf, type Named } from './lead-field';

/**
 * A phone, shown grouped in pairs once the field is left ('05 96 50 12 34').
 * `alsoChecks`: the field that carries a rule on both (one of two phones),
 * whose message goes once this one is filled.
 */
export function PhoneField({
  form,
  name,
  label,
  required,
  hint,
  alsoChecks,
}: Named & { label: string; required?: boolean; hint?: string; alsoChecks?: string }) {
  const registration = form.register(name);
  const onBlur: ChangeHandler = async (e) => {
    const typed = String((e.target as HTMLInputElement).value ?? '');
    const shown = displayPhone(typed);
    if (shown !== typed) form.setValue(name, shown);
    const result = await registration.onBlur(e);
    if (alsoChecks && form.getFieldState(alsoChecks).error) await form.trigger(alsoChecks);
    return result;
  };
  return (
    <Field
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      hint={hint}
      required={required}
      registration={{ ...registration, onBlur }}
      error={errorOf(form, name)}
    />
  );
}
