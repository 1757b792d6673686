/**
 * Site paths, in one place: the build's createPage calls, links, breadcrumbs
 * and the legacy redirect targets all use these.
 */
export const paths = {
  home: '/',
  product: (slug: string) => `/produit/${slug}`,
  category: (slug: string) => `/categorie/${slug}`,
  content: (slug: string) => `/${slug}`,
  gammes: '/nos-gammes',
  catalogue: '/nos-armatures',
  contentList: '/list-content',
  sitemap: '/plan-du-site',
  news: '/actualites',
  advice: '/conseils',
  services: '/services',
  careers: '/carrieres',
  configurator: '/configurateur',
  barSchedule: '/nomenclature',
  barSchedules: '/mes-nomenclatures',
  jobSites: '/mes-chantiers',
  savedLists: '/mes-listes',
  quickOrder: '/commande-rapide',
  meshLayout: '/calepinage-treillis',
  search: '/search',
  cart: '/panier',
  login: '/connexion',
  signup: '/inscription',
  account: '/mon-compte',
  addresses: '/mes-adresses',
  quotations: '/mes-devis',
  orders: '/mes-commandes',
  invoices: '/mes-factures',
  company: '/mon-compte/entreprise',
  approvals: '/mon-compte/a-approuver',
  statement: '/mon-compte/releve',
  invitation: '/invitation',
  rewind: '/renouveller-mot-de-passe',
  newPassword: '/nouveau-mot-de-passe',
  proRequest: '/demande-compte-pro',
  confirmation: '/confirmation',
  contact: '/contact',
} as const;

/** Where a breadcrumb entry of the API (its `name_route`) leads. */
export function crumbPath(nameRoute: string, slug: string): string {
  switch (nameRoute) {
    case 'category':
      return paths.category(slug);
    case 'product':
      return paths.product(slug);
    case 'list_actu':
      return paths.news;
    case 'list_conseils':
      return paths.advice;
    case 'list_services':
      return paths.services;
    case 'list_carrieres':
      return paths.careers;
    case 'gammes':
      return paths.gammes;
    default:
      return paths.content(slug);
  }
}

/** A menu item's link: internal items carry a slug ("contact", "categorie/x"); "" or "/" is home. */
export const internalPath = (slug: string | null) => (!slug || slug === '/' ? '/' : `/${slug.replace(/^\/+/, '')}`);
