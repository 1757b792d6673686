import { useEffect } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useLayoutData } from '../../hooks/use-layout-data';
import type { Structured } from './json-ld';

export interface SeoProps {
  title: string;
  description?: string;
  /** site path of the canonical URL, e.g. "/produit/x" */
  path?: string;
  noindex?: boolean;
  /** what the page is in schema.org terms: written as JSON-LD scripts */
  structured?: Structured;
  image?: string;
  /** a small script that must run before the page is painted */
  inlineScript?: string;
}

/*
 * react-helmet writes the head of every page at build time. The browser does
 * not need it: crawlers read the built HTML, and after a client-side
 * navigation only the title must follow (below). The require sits behind
 * BUILD_STAGE, which Gatsby defines per bundle, so the browser bundle drops it.
 */
const Helmet: ComponentType<{ children: ReactNode; htmlAttributes?: object }> | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  process.env.BUILD_STAGE === 'build-html' ? require('react-helmet').Helmet : null;
/** The JSON-LD builders are build-time only too. */
const jsonLdOf: typeof import('./json-ld').jsonLdOf | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  process.env.BUILD_STAGE === 'build-html' ? require('./json-ld').jsonLdOf : null;

/** Title, description, canonical URL and structured data of a page. */
export function Seo({ title, description, path, noindex, structured, image, inlineScript }: SeoProps) {
  const layout = useLayoutData();
  const { siteName, siteUrl } = layout;
  const base = siteUrl.replace(/\/$/, '');
  const fullTitle = title === siteName ? title : `${title} | ${siteName}`;
  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);
  if (!Helmet || !jsonLdOf) return null;
  const jsonLd = structured ? jsonLdOf(structured, path ?? '/', layout) : [];
  return (
    <Helmet htmlAttributes={{ lang: 'fr' }}>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      {path && !noindex && <link rel="canonical" href={base + path} />}
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:title" content={fullTitle} />
      {description && <meta property="og:description" content={description} />}
      {path && <meta property="og:url" content={base + path} />}
      {image && <meta property="og:image" content={image} />}
      <meta property="og:locale" content="fr_FR" />
      {jsonLd.map((o, i) => (
        <script key={i} type="application/ld+json">
          {JSON.stringify(o).replace(/</g, '\\u003c')}
        </script>
      ))}
      {inlineScript && <script>{inlineScript}</script>}
    </Helmet>
  );
}
