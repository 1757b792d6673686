import type { MouseEvent } from 'react';
import { t } from '@trefima/domain/i18n/t';
import * as styles from './skip-links.module.css';

/** id of the skip links' container: the go-to-top button moves focus here. */
export const TOP_ID = 'haut';
/** id of every page's <main>: the first skip link's target */
export const MAIN_ID = 'contenu';
/** The footer, right after the content: also what the first paint waits for (gatsby-ssr.tsx). */
export const FOOTER_ID = 'pied-de-page';
/** the burger button, which stands for the main menu below 1024 px */
export const BURGER_ID = 'menu-burger';

/**
 * Below 1024 px the main menu sits in the closed mobile panel: "Aller au
 * menu" then goes to the burger button instead.
 */
function toMenu(event: MouseEvent<HTMLAnchorElement>) {
  const burger = document.getElementById(BURGER_ID);
  if (burger && burger.offsetParent !== null) {
    event.preventDefault();
    burger.focus();
  }
}

/** First thing in the page: links to the content, the menu and the footer, visible on focus. */
export function SkipLinks() {
  return (
    <nav id={TOP_ID} tabIndex={-1} className={styles.skipLinks} aria-label={t('skip.label')}>
      <ul className={styles.list}>
        <li>
          <a href={`#${MAIN_ID}`} className={styles.link}>
            {t('skip.content')}
          </a>
        </li>
        <li>
          <a href="#menu-principal" className={styles.link} onClick={toMenu}>
            {t('skip.menu')}
          </a>
        </li>
        <li>
          <a href={`#${FOOTER_ID}`} className={styles.link}>
            {t('skip.footer')}
          </a>
        </li>
      </ul>
    </nav>
  );
}
