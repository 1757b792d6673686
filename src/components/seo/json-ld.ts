import type { LayoutData } from '../../build/layout-data';
import type { Crumb } from '../../build/page-context';
import type { Product } from '../../contract';

/** schema.org objects for the JSON-LD of pages. */
export function organization(layout: LayoutData) {
  const c = layout.company;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: layout.siteName,
    url: layout.siteUrl,
    telephone: c.phone,
    email: c.email,
    address: { '@type': 'PostalAddress', streetAddress: c.street, postalCode: c.zipcode, addressLocality: c.city, addressRegion: c.country, addressCountry: 'FR' },
  };
}

export function breadcrumbList(crumbs: Crumb[], currentPath: string, siteUrl: string) {
  const base = siteUrl.replace(/\/$/, '');
  const all = [{ label: 'Accueil', path: '/' }, ...crumbs];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: all.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.label, item: base + (c.path ?? currentPath) })),
  };
}

/** The offer is the default territory's price excluding tax, as the static page shows it. */
export function productLd(p: Product, path: string, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    sku: p.reference,
    description: p.summary,
    image: p.image,
    brand: { '@type': 'Brand', name: p.brand },
    category: p.category.name,
    offers: {
      '@type': 'Offer',
      url: siteUrl.replace(/\/$/, '') + path,
      priceCurrency: 'EUR',
      price: (p.price.ht / 100).toFixed(2),
      priceSpecification: { '@type': 'UnitPriceSpecification', price: (p.price.ht / 100).toFixed(2), priceCurrency: 'EUR', valueAddedTaxIncluded: false, unitText: p.unit },
      availability: p.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      areaServed: 'Martinique',
    },
  };
}
