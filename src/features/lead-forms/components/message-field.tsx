import { TextareaField } from '../../../components/forms/textarea-field';
import { errorOf } from './lead-field';
import type { LeadForm } from './use-lead-form';

/** The free text of a form (message, details, presentation), with its count of characters left. */
export function MessageField({
  form,
  name = 'message',
  label,
  required,
  hint,
  max = 3000,
}: {
  form: LeadForm;
  name?: string;
  label: string;
  required?: boolean;
  hint?: string;
  max?: number;
}) {
  return (
    <TextareaField
      label={label}
      required={required}
      hint={hint}
      max={max}
      control={form.control}
      registration={form.register(name)}
      error={errorOf(form, name)}
    />
  );
}
