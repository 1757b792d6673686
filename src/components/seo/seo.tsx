import { useEffect } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useLayoutData } from '../../hooks/use-layout-data';
import type { Structured } from './json-ld';
import type { OgType } from './open-graph';

export interface SeoProps {
  title: string;
  description?: string;
  /** site path of the canonical URL, e.g. "/produit/x" */
  path?: string;
  noindex?: boolean;
  /** what the page is in schema.org terms: written as JSON-LD scripts */
  structured?: Structured;
  /** og:type: what a social network shows the page as */
  type?: OgType;
  /** the page's picture; left out of og:image when it is an SVG, which social networks do not show */
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
/** The JSON-LD and Open Graph builders are build-time only too. */
const jsonLdOf: typeof import('./json-ld').jsonLdOf | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  process.env.BUILD_STAGE === 'build-html' ? require('./json-ld').jsonLdOf : null;
const openGraph: typeof import('./open-graph').openGraph | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  process.env.BUILD_STAGE === 'build-html' ? require('./open-graph').openGraph : null;

/** Whether a title holds the site's name as a word of its own. */
const namesSite = (title: string, siteName: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${siteName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'u').test(title);

/** Title, description, canonical URL, Open Graph and structured data of a page. */
export function Seo(props: SeoProps) {
  const { title } = props;
  const layout = useLayoutData();
  const { siteName, siteUrl } = layout;
  // a CMS page's own meta title may name the site already (« Contact et devis | Trefima, Le Lamentin »)
  const fullTitle = namesSite(title, siteName) ? title : `${title} | ${siteName}`;
  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);
  if (!Helmet || !jsonLdOf || !openGraph) return null;
  // read below the return, which the browser bundle drops with all that follows it
  const { description, path, noindex, structured, type = 'website', image, inlineScript } = props;
  const base = siteUrl.replace(/\/$/, '');
  const jsonLd = structured ? jsonLdOf(structured, path ?? '/', layout) : [];
  const og = openGraph({ title: fullTitle, description, url: path && base + path, type, image, siteName, siteUrl });
  return (
    <Helmet htmlAttributes={{ lang: 'fr' }}>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      {path && !noindex && <link rel="canonical" href={base + path} />}
      {noindex && <meta name="robots" content="noindex" />}
      {og.map(([property, content]) => (
        <meta key={property} property={property} content={content} />
      ))}
      {jsonLd.map((o, i) => (
        <script key={i} type="application/ld+json">
          {JSON.stringify(o).replace(/</g, '\\u003c')}
        </script>
      ))}
      {inlineScript && <script>{inlineScript}</script>}
    </Helmet>
  );
}
