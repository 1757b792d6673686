import { useLocation } from '@reach/router';
import { navigate, prefetchPathname } from 'gatsby';
import type { AnchorHTMLAttributes } from 'react';
import { isPlainClick } from '../../lib/plain-click';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** a path of the site, e.g. /categorie/treillis-soudes */
  to: string;
}

/**
 * A link of the site where many stand together: the page's frame (header,
 * menus, footer, breadcrumb), a listing's sub-categories, filters and pages.
 * Gatsby's Link is five components and an IntersectionObserver each, a cost
 * every page's hydration paid per link.
 * This one is the <a> alone, with what those links need of Gatsby's: navigation in the page on a plain click (the same address
 * replaces the history entry), the page's data fetched ahead when a pointer or
 * the focus comes to it (instead of when it scrolls into view), and
 * aria-current="page" on the link to the page shown.
 */
export function SiteLink({ to, onClick, onPointerOver, onFocus, target, ...rest }: SiteLinkProps) {
  const { pathname } = useLocation();
  const here = pathname === to;
  const ahead = () => prefetchPathname(to);
  return (
    <a
      href={to}
      target={target}
      aria-current={here ? 'page' : undefined}
      {...rest}
      onClick={(e) => {
        onClick?.(e);
        if (!isPlainClick(e, target)) return;
        e.preventDefault();
        void navigate(to, { replace: here });
      }}
      // « over », not « enter »: React makes « enter » from the « out » of the element the pointer leaves, and
      // drops it when that element is a part still asleep (HydrateOnUse), which a pointer resting there at load is
      onPointerOver={(e) => {
        onPointerOver?.(e);
        ahead();
      }}
      onFocus={(e) => {
        onFocus?.(e);
        ahead();
      }}
    />
  );
}
