import { globalHistory } from '@reach/router';
import { navigate } from 'gatsby';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { Suggestions } from '@trefima/domain/contract';
import { cleanTerm } from '../search';
import { fetchSuggestions } from '../api/suggest';
import {
  flattenOptions,
  groupSuggestions,
  moveActive,
  SUGGEST_MIN_LENGTH,
  suggestionsStatus,
  type SuggestionGroup,
  type SuggestionOption,
} from './suggestion-list';
import * as styles from './search-combobox.module.css';
import { t } from '@trefima/domain/i18n/t';

export interface SearchComboboxProps {
  /** the header's search input, which stays the same element (focus, caret and phone keyboard are kept) */
  input: RefObject<HTMLInputElement>;
  term: string;
  setTerm: (term: string) => void;
}

export const DEBOUNCE_MS = 300;
const TIMEOUT_MS = 10000;
const LIST_ID = 'recherche-suggestions';
const CACHE_SIZE = 20;

/**
 * Live suggestions of the header search, an ARIA 1.2 combobox with a listbox
 * popup. Loaded on the box's first focus or input (see header-tools/search-form),
 * it turns the plain input into the combobox: role and states on the input,
 * keyboard handling, the grouped listbox and a live region. Suggestions are
 * asked above 3 characters, 300 ms after the last key, the latest answer
 * winning; a failure is only logged and the box remains a plain search form.
 */
export default function SearchCombobox({ input, term, setTerm }: SearchComboboxProps) {
  const [result, setResult] = useState<{ term: string; groups: SuggestionGroup[] } | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const cache = useRef(new Map<string, Suggestions>());

  const query = cleanTerm(term);
  const eligible = query.length >= SUGGEST_MIN_LENGTH;
  const options: SuggestionOption[] = result ? flattenOptions(result.groups) : [];
  const expanded = open && options.length > 0;
  const activeId = expanded && active >= 0 ? options[active]?.id : undefined;

  // Suggestions for the term, 300 ms after it last changed; an older request is aborted.
  useEffect(() => {
    setActive(-1);
    if (!eligible) {
      setOpen(false);
      setResult(null);
      setStatus('');
      return;
    }
    const show = (data: Suggestions) => {
      const groups = groupSuggestions(data, query, LIST_ID);
      setResult({ term: query, groups });
      setStatus(suggestionsStatus(flattenOptions(groups).length));
      setOpen(document.activeElement === input.current);
    };
    const key = query.toLowerCase();
    const known = cache.current.get(key);
    if (known) {
      show(known);
      return;
    }
    const controller = new AbortController();
    let timedOut = false;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const timer = setTimeout(() => {
      timeout = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, TIMEOUT_MS);
      fetchSuggestions(query, controller.signal)
        .then((data) => {
          if (controller.signal.aborted) return;
          cache.current.set(key, data);
          if (cache.current.size > CACHE_SIZE) cache.current.delete(cache.current.keys().next().value!);
          show(data);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted && !timedOut) return; // a newer term took over
          // Only logged: the box keeps working as a plain search form.
          console.error('Suggestions de recherche indisponibles', error);
          setResult(null);
          setOpen(false);
        })
        .finally(() => clearTimeout(timeout));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      clearTimeout(timeout);
      controller.abort();
    };
  }, [query, eligible, input]);

  const choose = (option: SuggestionOption) => {
    setOpen(false);
    setActive(-1);
    setTerm('');
    void navigate(option.path);
  };

  // The input's keys, focus and blur; a ref keeps the listeners on the latest state.
  const handlers = useRef({ keydown: (_e: KeyboardEvent) => {}, focus: () => {}, blur: () => {} });
  handlers.current = {
    keydown(e: KeyboardEvent) {
      if (e.altKey || e.ctrlKey || e.metaKey || e.isComposing) return;
      switch (e.key) {
        case 'ArrowDown':
        case 'ArrowUp':
          if (!options.length || !eligible) return;
          e.preventDefault();
          if (!open) {
            setOpen(true);
            setActive(e.key === 'ArrowDown' ? 0 : options.length - 1);
          } else {
            setActive(moveActive(active, options.length, e.key));
          }
          return;
        case 'Enter':
          // with an active option, open its page; otherwise the form submits the search
          if (expanded && active >= 0 && options[active]) {
            e.preventDefault();
            choose(options[active]);
          }
          return;
        case 'Escape':
          if (open) {
            e.preventDefault();
            setOpen(false);
            setActive(-1);
          } else if (term) {
            e.preventDefault();
            setTerm('');
          }
          return;
        case 'Home':
        case 'End':
        case 'ArrowLeft':
        case 'ArrowRight':
          // text editing keys: the visual focus goes back to the text box
          setActive(-1);
          return;
        default:
      }
    },
    focus() {
      if (eligible && result?.term === query && options.length) setOpen(true);
    },
    blur() {
      setOpen(false);
      setActive(-1);
    },
  };

  // The input becomes the combobox while this module is mounted.
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    el.setAttribute('role', 'combobox');
    el.setAttribute('aria-autocomplete', 'list');
    el.setAttribute('aria-controls', LIST_ID);
    const keydown = (e: KeyboardEvent) => handlers.current.keydown(e);
    const focus = () => handlers.current.focus();
    const blur = () => handlers.current.blur();
    el.addEventListener('keydown', keydown);
    el.addEventListener('focus', focus);
    el.addEventListener('blur', blur);
    return () => {
      el.removeEventListener('keydown', keydown);
      el.removeEventListener('focus', focus);
      el.removeEventListener('blur', blur);
      for (const a of ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant']) el.removeAttribute(a);
    };
  }, [input]);

  // in the same commit as the list it describes: an effect would leave, for a moment, the list shown and the box collapsed
  useLayoutEffect(() => {
    const el = input.current;
    if (!el) return;
    el.setAttribute('aria-expanded', String(expanded));
    if (activeId) el.setAttribute('aria-activedescendant', activeId);
    else el.removeAttribute('aria-activedescendant');
  }, [input, expanded, activeId]);

  // Any page change closes the list (links elsewhere, back and forward).
  useEffect(
    () =>
      globalHistory.listen(() => {
        setOpen(false);
        setActive(-1);
      }),
    [],
  );

  let index = 0;
  return (
    <>
      {/* a press inside the list leaves the focus in the input: the list does not close before a click */}
      <div className={styles.popup} hidden={!open || !result} onMouseDown={(e) => e.preventDefault()}>
        <div role="listbox" id={LIST_ID} aria-label={t('search.suggestions.label')} hidden={!expanded} className={styles.listbox}>
          {result?.groups.map((g) => (
            <ul key={g.key} role="group" aria-labelledby={`${LIST_ID}-${g.key}`} className={styles.group}>
              <li role="presentation" id={`${LIST_ID}-${g.key}`} className={styles.heading}>
                {g.label}
              </li>
              {g.options.map((o) => {
                const i = index++;
                return (
                  <li key={o.id} id={o.id} role="option" aria-selected={i === active} className={styles.option} onClick={() => choose(o)}>
                    {o.label}
                  </li>
                );
              })}
            </ul>
          ))}
        </div>
        {result && options.length === 0 && <p className={styles.empty}>{t('search.suggestions.empty', { term: result.term })}</p>}
      </div>
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </>
  );
}
