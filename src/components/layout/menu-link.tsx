import type { ReactNode } from 'react';
import { t } from '@trefima/domain/i18n/t';
import type { MenuItem } from '@trefima/domain/contract';
import { menuLinkRel, telHref, type LinkPlace } from '../../lib/links';
import { internalPath } from '../../lib/routes';
import { SiteLink } from './site-link';

interface MenuLinkProps {
  item: MenuItem;
  place: LinkPlace;
  isHome?: boolean;
  className?: string;
  /** shown before the label, e.g. an icon */
  icon?: ReactNode;
}

/**
 * One menu item as a link: the phone item is a tel: link, external_url opens
 * a new tab, internal is a SiteLink. A no_destination item has no
 * link: its label only (disclosure buttons are the main menu's business).
 */
export function MenuLink({ item, place, isHome = false, className, icon }: MenuLinkProps) {
  if (item.code === 'phone') {
    return (
      <a href={telHref(item.url || item.label)} className={className} rel={menuLinkRel(false, place, isHome)}>
        {icon}
        <span className="visually-hidden">{t('menu.phone')} </span>
        {item.label}
      </a>
    );
  }
  if (item.type === 'external_url' && item.url) {
    return (
      <a href={item.url} target="_blank" rel={menuLinkRel(true, place, isHome)} className={className}>
        {icon}
        {item.label}
        <span className="visually-hidden"> {t('menu.newTab')}</span>
      </a>
    );
  }
  if (item.type === 'internal') {
    return (
      <SiteLink to={internalPath(item.slug)} className={className} rel={menuLinkRel(false, place, isHome)}>
        {icon}
        {item.label}
      </SiteLink>
    );
  }
  return <span className={className}>{item.label}</span>;
}
