/** How the layout's menu links behave: phone numbers and rel of menu links. */

/** "0596 50 12 34" → "tel:0596501234" (digits only, a leading + kept). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

export type LinkPlace = 'header' | 'footer';

/**
 * rel of a menu link. Footer: every link is nofollow. Header: only links
 * opening in a new tab (external_url) get one, nofollow except on the home page.
 */
export function menuLinkRel(external: boolean, place: LinkPlace, isHome: boolean): string | undefined {
  if (place === 'footer') return external ? 'nofollow noopener noreferrer' : 'nofollow';
  if (!external) return undefined;
  return isHome ? 'noopener noreferrer' : 'noopener noreferrer nofollow';
}
