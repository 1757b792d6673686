import { navigate } from 'gatsby';
import { useEffect, useRef, useState, type ComponentType, type FormEvent, type KeyboardEvent } from 'react';
import { searchPath } from '../../features/search';
import type { SearchComboboxProps } from '../../features/search';
import { t } from '@trefima/domain/i18n/t';
import * as styles from './header-tools.module.css';

export const SEARCH_FORM_ID = 'recherche-formulaire';

interface SearchFormProps {
  /** below 566 px: the box is shown (the header's search button opened it) */
  open: boolean;
  /** below 566 px: hide the box; `refocus` gives the focus back to the search button */
  onClose: (refocus: boolean) => void;
}

/**
 * The header search: a plain form that works without JavaScript. Tags are
 * stripped and the box cleared on submit. The live suggestions (an ARIA
 * combobox) load on the box's first focus or input, never with the page.
 * Below 566 px the form is hidden until the search button opens it: the box
 * then takes the focus, and Escape (once the suggestions are closed) hides it.
 */
export function SearchForm({ open, onClose }: SearchFormProps) {
  const [term, setTerm] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // null: not asked for yet; false: loading
  const [Combobox, setCombobox] = useState<ComponentType<SearchComboboxProps> | null | false>(null);
  const enhance = () => {
    if (Combobox !== null) return;
    setCombobox(false);
    import('../../features/search/components/search-combobox').then(
      (m) => setCombobox(() => m.default),
      (e: unknown) => {
        setCombobox(null);
        console.error(e);
      },
    );
  };
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const path = searchPath(term);
    setTerm('');
    onClose(false);
    if (path) void navigate(path);
  };
  // capture phase: before the combobox, which would clear the box on a second Escape
  const onKeyDownCapture = (e: KeyboardEvent<HTMLFormElement>) => {
    if (!open || e.key !== 'Escape' || input.current?.getAttribute('aria-expanded') === 'true') return;
    e.preventDefault();
    e.stopPropagation();
    onClose(true);
  };
  return (
    <form
      id={SEARCH_FORM_ID}
      role="search"
      action="/search"
      method="get"
      className={styles.search}
      data-open={open || undefined}
      onSubmit={submit}
      onKeyDownCapture={onKeyDownCapture}
    >
      <label htmlFor="recherche" className="visually-hidden">
        {t('header.search.label')}
      </label>
      <input
        ref={input}
        id="recherche"
        name="q"
        type="search"
        value={term}
        onFocus={enhance}
        onChange={(e) => {
          setTerm(e.target.value);
          enhance();
        }}
        placeholder={t('header.search.placeholder')}
        autoComplete="off"
        className={styles.searchInput}
      />
      <button type="submit" className={styles.searchButton} aria-label={t('header.search.submit')}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" />
        </svg>
      </button>
      {Combobox && <Combobox input={input} term={term} setTerm={setTerm} />}
    </form>
  );
}
