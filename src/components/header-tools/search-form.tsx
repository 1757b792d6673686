import { navigate } from 'gatsby';
import { useRef, useState, type ComponentType, type FormEvent } from 'react';
import { searchPath } from '../../lib/search';
import type { SearchComboboxProps } from '../search/search-combobox';
import * as styles from './header-tools.module.css';

/**
 * The header search: a plain form that works without JavaScript. Tags are
 * stripped and the box cleared on submit. The live suggestions (an ARIA
 * combobox) load on the box's first focus or input, never with the page.
 */
export function SearchForm() {
  const [term, setTerm] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // null: not asked for yet; false: loading
  const [Combobox, setCombobox] = useState<ComponentType<SearchComboboxProps> | null | false>(null);
  const enhance = () => {
    if (Combobox !== null) return;
    setCombobox(false);
    import('../search/search-combobox').then(
      (m) => setCombobox(() => m.default),
      (e: unknown) => {
        setCombobox(null);
        console.error(e);
      },
    );
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const path = searchPath(term);
    setTerm('');
    if (path) void navigate(path);
  };
  return (
    <form role="search" action="/search" method="get" className={styles.search} onSubmit={submit}>
      <label htmlFor="recherche" className="visually-hidden">
        Rechercher un produit, une gamme, un conseil
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
        placeholder="Rechercher…"
        autoComplete="off"
        className={styles.searchInput}
      />
      <button type="submit" className={styles.searchButton} aria-label="Lancer la recherche">
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" />
        </svg>
      </button>
      {Combobox && <Combobox input={input} term={term} setTerm={setTerm} />}
    </form>
  );
}
