import { navigate } from 'gatsby';
import { useState, type FormEvent } from 'react';
import { searchPath } from '../../lib/search';
import * as styles from './header-tools.module.css';

/**
 * The header search: a plain form that works without JavaScript. Tags are
 * stripped and the box cleared on submit; live suggestions are added by the
 * search feature on focus.
 */
export function SearchForm() {
  const [term, setTerm] = useState('');
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
      <input id="recherche" name="q" type="search" value={term} onChange={(e) => setTerm(e.target.value)} placeholder="Rechercher…" autoComplete="off" className={styles.searchInput} />
      <button type="submit" className={styles.searchButton} aria-label="Lancer la recherche">
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" />
        </svg>
      </button>
    </form>
  );
}
