import { useRef, type FocusEvent } from 'react';
import { t } from '@trefima/domain/i18n/t';
import { useRouteState } from '../../hooks/use-route-state';
import { SEARCH_FORM_ID, SearchForm } from './search-form';
import * as styles from './header-tools.module.css';

/**
 * The search box, and below 566 px the button that shows it (disclosure
 * pattern: aria-expanded, aria-controls). The box closes on Escape (focus
 * back on the button), when the focus moves on elsewhere, and with a new page.
 * From 566 px the box is always there and the button hidden (CSS only: the
 * HTML is the same at every width).
 */
export function HeaderSearch() {
  const [open, setOpen] = useRouteState(false);
  const button = useRef<HTMLButtonElement>(null);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  // a tap on nothing in particular (no element takes the focus) leaves it open
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    const next = e.relatedTarget as Node | null;
    if (open && next && !e.currentTarget.contains(next)) setOpen(false);
  };

  return (
    <div className={styles.searchArea} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className={`${styles.tool} ${styles.searchToggle}`}
        aria-expanded={open}
        aria-controls={SEARCH_FORM_ID}
        onClick={() => setOpen((o) => !o)}
      >
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" />
        </svg>
        <span className="visually-hidden">{t('search.toggle')}</span>
      </button>
      <SearchForm open={open} onClose={close} />
    </div>
  );
}
