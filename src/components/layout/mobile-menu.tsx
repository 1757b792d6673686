import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { t } from '@trefima/domain/i18n/t';
import { useRouteState } from '../../hooks/use-route-state';
import { BURGER_ID } from './skip-links';
import * as styles from './mobile-menu.module.css';

const PANEL_ID = 'menu-panneau';

/**
 * The burger button and the panel it opens (up to 1024 px): the panel holds
 * the main menu and the pre-header links. Above 1024 px the burger is hidden
 * and the panel's content shows as the desktop menu: the HTML is the same at
 * every width, only CSS differs. Closes on route change, on Escape and when a
 * link in it is followed.
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useRouteState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      burgerRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, setOpen]);

  const onPanelClick = (e: MouseEvent<HTMLDivElement>) => {
    if ((e.target as Element).closest('a')) setOpen(false);
  };

  return (
    <div className={styles.mobileMenu}>
      <button
        ref={burgerRef}
        id={BURGER_ID}
        type="button"
        className={styles.burger}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((o) => !o)}
      >
        <span className={styles.bars} aria-hidden="true" />
        {t('menu.burger')}
      </button>
      {/* a click on a link (Enter on a link fires one too) closes the panel, even to the current page */}
      <div id={PANEL_ID} className={open ? `${styles.panel} ${styles.open}` : styles.panel} onClick={onPanelClick}>
        {children}
      </div>
    </div>
  );
}
