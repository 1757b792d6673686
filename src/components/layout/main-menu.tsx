import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { t } from '@trefima/domain/i18n/t';
import { useRouteState } from '../../hooks/use-route-state';
import type { NavCategory } from '../../build/layout-data';
import type { MenuItem } from '@trefima/domain/contract';
import { CategoryMenu } from './category-menu';
import { MenuLink } from './menu-link';
import * as styles from './main-menu.module.css';

export const MENU_ID = 'menu-principal';
const buttonId = (id: number) => `menu-bouton-${id}`;
const panelId = (id: number) => `menu-sous-${id}`;

interface MainMenuProps {
  items: MenuItem[];
  categories: NavCategory[];
  isHome: boolean;
}

/**
 * The main menu (disclosure pattern): no_destination items are buttons
 * opening their children, the `products` one the three-level category tree.
 * One open at a time; Escape closes it and returns focus to its button; a
 * click outside, focus leaving the item (its button and panel: Tab past the
 * last link, Shift+Tab before the button), a followed link or a route change
 * close it too. Above 1024 px a bar under the header, below it the content of
 * the mobile panel (same HTML, CSS only).
 *
 * A dropdown's links are rendered when it opens, not before: closed, every
 * page parsed and kept them for nothing (the category tree is most of the
 * header). Crawlers find each of them in the plan du site and sitemap.xml
 * (e2e/seo.spec.ts).
 */
export function MainMenu({ items, categories, isHome }: MainMenuProps) {
  const [openId, setOpenId] = useRouteState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (openId === null) return undefined;
    const onPointerDown = (e: PointerEvent) => {
      if (!navRef.current?.contains(e.target as Node)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId, setOpenId]);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Escape' || openId === null) return;
    // handled here: the mobile panel stays open
    e.stopPropagation();
    document.getElementById(buttonId(openId))?.focus();
    setOpenId(null);
  };
  // on the open item's <li>: focus gone to another element outside it (not nowhere, as a click on the panel's background)
  const onItemBlur = (e: FocusEvent<HTMLLIElement>) => {
    const next = e.relatedTarget as Node | null;
    if (next && !e.currentTarget.contains(next)) setOpenId(null);
  };
  const onClick = (e: MouseEvent<HTMLElement>) => {
    if ((e.target as Element).closest('a')) setOpenId(null);
  };

  return (
    <nav id={MENU_ID} ref={navRef} tabIndex={-1} className={styles.nav} aria-label={t('menu.main')} onKeyDown={onKeyDown} onClick={onClick}>
      <ul className={`container ${styles.list}`}>
        {items.map((item) => {
          const isProducts = item.code === 'products';
          if (item.type !== 'no_destination' || (!isProducts && item.childs.length === 0)) {
            return (
              <li key={item.id} className={styles.item}>
                <MenuLink item={item} place="header" isHome={isHome} className={styles.link} />
              </li>
            );
          }
          const open = openId === item.id;
          return (
            <li key={item.id} className={isProducts ? styles.itemWide : styles.item} onBlur={open ? onItemBlur : undefined}>
              <button
                type="button"
                id={buttonId(item.id)}
                className={styles.toggle}
                aria-expanded={open}
                aria-controls={panelId(item.id)}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                {item.label}
              </button>
              <div id={panelId(item.id)} className={isProducts ? styles.mega : styles.dropdown} hidden={!open}>
                {!open ? null : isProducts ? (
                  <CategoryMenu categories={categories} />
                ) : (
                  <ul className={styles.subList}>
                    {item.childs.map((child) => (
                      <li key={child.id}>
                        <MenuLink item={child} place="header" isHome={isHome} className={styles.subLink} />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
