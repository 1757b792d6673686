import { t } from '@trefima/domain/i18n/t';
import type { MenuItem } from '@trefima/domain/contract';
import { MenuLink } from './menu-link';
import * as styles from './pre-header.module.css';

interface PreHeaderProps {
  items: MenuItem[];
  isHome: boolean;
  /** the copy listed in the mobile menu panel (below 1024 px) instead of the bar above the header */
  inPanel?: boolean;
}

function MailIcon() {
  return (
    <svg className={styles.icon} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 5h18v14H3z M3 6l9 7 9-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The menu_preheader links: the first one is the contact link (mail icon),
 * the phone item a tel: link, external links open a new tab (nofollow except
 * on the home page). A bar above the header from 1024 px; below, the same
 * links at the bottom of the mobile menu panel.
 */
export function PreHeader({ items, isHome, inPanel = false }: PreHeaderProps) {
  if (items.length === 0) return null;
  return (
    <nav className={inPanel ? styles.panel : styles.bar} aria-label={t('menu.preheader')}>
      <ul className={inPanel ? styles.panelList : `container ${styles.list}`}>
        {items.map((item, i) => (
          <li key={item.id}>
            <MenuLink item={item} place="header" isHome={isHome} className={styles.link} icon={i === 0 ? <MailIcon /> : undefined} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
