import type { LayoutData } from '../../build/layout-data';
import { HydrateOnUse } from '../app/hydrate-on-use';
import { HeaderTools } from '../header-tools/header-tools';
import { Logo } from './logo';
import { MainMenu } from './main-menu';
import { MobileMenu } from './mobile-menu';
import { PreHeader } from './pre-header';
import * as styles from './header.module.css';

/** Slot of the search box, territory choice, account and cart shortcut. */
export const HEADER_TOOLS_ID = 'header-tools';

interface HeaderProps {
  data: LayoutData;
  isHome: boolean;
}

/**
 * Pre-header bar, logo, the reserved tools slot and the main menu. Up to
 * 1024 px the menu and the pre-header links move into the burger's panel;
 * the HTML is the same at every width (CSS media queries only).
 */
export function Header({ data, isHome }: HeaderProps) {
  const preHeader = data.menus.menu_preheader ?? [];
  return (
    <header className={styles.header}>
      <HydrateOnUse>
        <PreHeader items={preHeader} isHome={isHome} />
      </HydrateOnUse>
      <div className={`container ${styles.bar}`}>
        <HydrateOnUse>
          <Logo name={data.siteName} />
        </HydrateOnUse>
        <div id={HEADER_TOOLS_ID} className={styles.tools}>
          <HeaderTools plans={data.plans} />
        </div>
        <MobileMenu>
          <HydrateOnUse>
            <MainMenu items={data.menus.menu ?? []} categories={data.categories} isHome={isHome} />
            <PreHeader items={preHeader} isHome={isHome} inPanel />
          </HydrateOnUse>
        </MobileMenu>
      </div>
    </header>
  );
}
