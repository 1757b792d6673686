/** What a page is to a social network; `website` unless it is a product or an article. */
export type OgType = 'website' | 'article' | 'product';

export interface OpenGraphOf {
  title: string;
  description?: string;
  /** absolute URL of the page */
  url?: string;
  type: OgType;
  image?: string;
  siteName: string;
  siteUrl: string;
}

/**
 * A picture a social network can show, as an absolute URL. Facebook, LinkedIn and X draw no SVG: a page shared with
 * one shows a broken or empty card, worse than the network's own card without a picture.
 */
export function socialImage(image: string | undefined, siteUrl: string): string | undefined {
  if (!image) return undefined;
  const url = new URL(image, siteUrl);
  return /\.svg$/i.test(url.pathname) ? undefined : url.href;
}

/** The page's Open Graph properties, in the order they are written. */
export function openGraph({ title, description, url, type, image, siteName, siteUrl }: OpenGraphOf): [property: string, content: string][] {
  const picture = socialImage(image, siteUrl);
  const all: [string, string | undefined][] = [
    ['og:site_name', siteName],
    ['og:type', type],
    ['og:title', title],
    ['og:description', description],
    ['og:url', url],
    ['og:image', picture],
    ['og:locale', 'fr_FR'],
  ];
  return all.filter((p): p is [string, string] => Boolean(p[1]));
}
