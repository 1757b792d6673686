import { useEffect, useState, type KeyboardEvent } from 'react';
import type { ReferenceSuggestion } from '@trefima/domain/quick-order/contract';
import { t, tn } from '@trefima/domain/i18n/t';
import { moveActive } from '../../search';
import { fetchReferences } from '../api';
import * as styles from './quick-order.module.css';

export interface ReferenceComboboxProps {
  /** unique on the page: the list's and options' ids derive from it */
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  /** the id of what was said of the reference */
  describedBy?: string;
  onChange: (reference: string) => void;
}

/** Suggestions are asked from 2 characters, once typing pauses. */
export const REFERENCE_MIN_LENGTH = 2;
export const DEBOUNCE_MS = 250;

/**
 * A row's reference box: an ARIA 1.2 combobox whose listbox suggests the
 * territory's references starting with what the buyer types. Arrows move
 * through them, Enter takes one, Escape closes the list; a failure only
 * leaves the box a plain text input.
 */
export function ReferenceCombobox({ id, label, value, invalid, describedBy, onChange }: ReferenceComboboxProps) {
  // asked only for what the buyer typed, not for a reference pasted, read from a file or chosen
  const [typed, setTyped] = useState<string | null>(null);
  const [options, setOptions] = useState<ReferenceSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${id}-liste`;
  const expanded = open && options.length > 0;

  useEffect(() => {
    setActive(-1);
    if (typed === null || typed.trim().length < REFERENCE_MIN_LENGTH) {
      setOptions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchReferences(typed, controller.signal)
        .then((found) => {
          if (controller.signal.aborted) return;
          setOptions(found);
          // a whole reference typed, which no other begins with, has nothing to offer: a list opening now would only
          // cover what he clicks next (the arrows still show it)
          setOpen(!(found.length === 1 && found[0]!.reference.toUpperCase() === typed.trim().toUpperCase()));
        })
        .catch(() => {
          if (!controller.signal.aborted) setOptions([]);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed]);

  const choose = (o: ReferenceSuggestion) => {
    setTyped(null);
    setOpen(false);
    onChange(o.reference);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.nativeEvent.isComposing) return;
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && options.length) {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(e.key === 'ArrowDown' ? 0 : options.length - 1);
      } else setActive(moveActive(active, options.length, e.key));
    } else if (e.key === 'Enter' && expanded && options[active]) {
      e.preventDefault();
      choose(options[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={styles.combobox}>
      <input
        id={id}
        className={styles.input}
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-controls={listId}
        aria-expanded={expanded}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        value={value}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => {
          setTyped(e.target.value);
          onChange(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          // the buyer has moved on: suggestions still on their way must not open over what he clicks next
          setTyped(null);
          setOpen(false);
          setActive(-1);
        }}
      />
      {/* a press in the list leaves the focus in the box, so that the list is still there for the click */}
      <ul
        id={listId}
        role="listbox"
        aria-label={t('quickOrder.suggest.label', { label })}
        className={styles.listbox}
        hidden={!expanded}
        onMouseDown={(e) => e.preventDefault()}
      >
        {options.map((o, i) => (
          <li key={o.reference} id={`${listId}-${i}`} role="option" aria-selected={i === active} className={styles.option} onClick={() => choose(o)}>
            <strong>{o.reference}</strong> <span>{o.name}</span>
          </li>
        ))}
      </ul>
      <span role="status" className="visually-hidden">
        {open && typed !== null ? (options.length ? tn('quickOrder.suggest.count', options.length) : t('quickOrder.suggest.none')) : ''}
      </span>
    </div>
  );
}
