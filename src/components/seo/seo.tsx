import { Helmet } from 'react-helmet';
import { useLayoutData } from '../../hooks/use-layout-data';

export interface SeoProps {
  title: string;
  description?: string;
  /** site path of the canonical URL, e.g. "/produit/x"; defaults to none for noindex pages */
  path?: string;
  noindex?: boolean;
  /** schema.org objects, each written as its own JSON-LD script */
  jsonLd?: object[];
  image?: string;
}

/** Title, description, canonical URL and structured data of a page. */
export function Seo({ title, description, path, noindex, jsonLd = [], image }: SeoProps) {
  const { siteName, siteUrl } = useLayoutData();
  const base = siteUrl.replace(/\/$/, '');
  const fullTitle = title === siteName ? title : `${title} | ${siteName}`;
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
    </Helmet>
  );
}
