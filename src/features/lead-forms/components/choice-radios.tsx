import { RadioGroup } from '../../../components/forms/radio-group';
import { errorOf, type Named, type Options } from './lead-field';

/** One choice among a few, all in sight (format, last maintenance, department). */
export function ChoiceRadios({
  form,
  name,
  legend,
  options,
  required = true,
  stacked,
}: Named & { legend: string; options: Options; required?: boolean; stacked?: boolean }) {
  return <RadioGroup legend={legend} options={options} required={required} stacked={stacked} registration={form.register(name)} error={errorOf(form, name)} />;
}
