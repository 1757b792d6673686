import { useId } from 'react';
import type { Maker } from '../../lib/makers';
import { t } from '@trefima/domain/i18n/t';

interface PersonChoiceProps {
  makers: readonly Maker[];
  /** the person whose things are shown; null: everyone's */
  chosen: number | null;
  onChange: (person: number | null) => void;
  className?: string;
}

/**
 * Narrows a list of a company's things (its lists, its job sites) to what one of its people made. Offered only where
 * more than one of them made some; the list is shown as the choice changes, and the select keeps the focus.
 */
export function PersonChoice({ makers, chosen, onChange, className }: PersonChoiceProps) {
  const id = useId();
  if (makers.length < 2) return null;
  return (
    <>
      <label htmlFor={id}>{t('personChoice.label')}</label>
      <select id={id} className={className} value={chosen === null ? '' : String(chosen)} onChange={(e) => onChange(Number(e.target.value) || null)}>
        <option value="">{t('personChoice.everyone')}</option>
        {makers.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </select>
    </>
  );
}
