import type { ChangeHandler } from 'react-hook-form';
import { CheckboxGroup } from '../../../components/forms/checkbox-group';
import { errorOf, type Named, type Options } from './lead-field';

/**
 * A multi-choice as checkboxes, at most `max` (2). The limit's message shows
 * as soon as one box too many is ticked, and again on sending.
 */
export function MultiChoice({
  form,
  name,
  legend,
  options,
  max = 2,
  required = true,
}: Named & { legend: string; options: Options; max?: number; required?: boolean }) {
  const registration = form.register(name);
  const onChange: ChangeHandler = async (e) => {
    await registration.onChange(e);
    const ticked = form.getValues(name);
    const count = Array.isArray(ticked) ? ticked.length : ticked ? 1 : 0;
    if (count > max || form.getFieldState(name).error) await form.trigger(name);
  };
  return (
    <CheckboxGroup
      legend={legend}
      options={options}
      max={max}
      required={required}
      stacked
      registration={{ ...registration, onChange }}
      error={errorOf(form, name)}
    />
  );
}
