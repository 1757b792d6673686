import { useEffect, useState } from 'react';
import { t } from '@trefima/domain/i18n/t';
import { scrollToTop } from '../../lib/scroll';
import { TOP_ID } from './skip-links';
import * as styles from './go-to-top.module.css';

/** Scroll depth, in px, past which the button shows (spec). */
const THRESHOLD = 800;

/**
 * Fixed button, shown once the page is scrolled more than 800 px. It moves
 * focus to the top of the page (the skip links) and scrolls there in 500 ms.
 * Always in the HTML, hidden with CSS (visibility), so nothing shifts.
 */
export function GoToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(window.scrollY > THRESHOLD);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  const onClick = () => {
    // focus first: the button hides itself once the page is back at the top
    document.getElementById(TOP_ID)?.focus({ preventScroll: true });
    void scrollToTop();
  };

  const label = t('goTop');
  return (
    <button type="button" className={visible ? `${styles.button} ${styles.visible}` : styles.button} onClick={onClick} title={label}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 14l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
