import { SelectField } from '../../../components/forms/select-field';
import { errorOf, type Named, type Options } from './lead-field';

/** One choice in a list (subject, roof type, kind of project). */
export function ChoiceSelect({ form, name, label, options, required = true }: Named & { label: string; options: Options; required?: boolean }) {
  return <SelectField label={label} options={options} required={required} registration={form.register(name)} error={errorOf(form, name)} />;
}
