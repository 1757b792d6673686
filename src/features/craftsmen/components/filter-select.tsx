import { useId, type ChangeEvent } from 'react';
import type { Tag } from '@trefima/domain/contract';
import { Options } from '../../../components/forms/options';
import * as forms from '../../../components/forms/forms.module.css';

/** One filter of the craftsman search: a labelled select whose empty value means "all". */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  all,
  busy,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  all: string;
  busy?: boolean;
}) {
  const id = useId();
  return (
    <div className={forms.field}>
      <label htmlFor={id} className={forms.label}>
        {label}
      </label>
      <select
        id={id}
        className={forms.input}
        value={value}
        aria-busy={busy || undefined}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value)}
      >
        <Options empty={all} options={options} />
      </select>
    </div>
  );
}

export const asOptions = (tags: Tag[] | undefined) => (tags ?? []).map((t) => ({ value: t.slug, label: t.label }));
