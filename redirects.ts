/**
 * Legacy URLs of the previous Trefima sites (the old French CMS under /fr/,
 * the PHP catalogue, the first shop) and where they now lead. Every rule is a
 * permanent redirect (301); the build merges them with the back office's
 * rules (`GET /redirect`), which win on a shared source, flattens chains and
 * writes `public/_redirects` and an nginx include (src/build/redirect-rules.ts).
 *
 * Rules for this table, checked by src/build/legacy-redirects.test.ts:
 * - sources are lowercase paths starting with '/', without query string nor
 *   trailing slash, unique, and never a path of the current site;
 * - targets are one of REDIRECT_TARGETS, each a page the build creates.
 *
 * Old product and range pages have no one-to-one equivalent in the new
 * catalogue (references were renamed), so they all lead to the ranges page.
 */

/** The pages a legacy URL may lead to. */
export const REDIRECT_TARGETS = [
  '/',
  '/nos-gammes',
  '/carrieres',
  '/actualites',
  '/contact',
  '/services',
  '/qui-sommes-nous',
  '/qui-sommes-nous/notre-site-de-production',
  '/qui-sommes-nous/presentation-de-la-filiale',
  '/qui-sommes-nous/le-groupe-acoma',
  '/metaliso',
  '/mentions-legales',
  '/plan-du-site',
  '/espace-particuliers/nos-partenaires-artisans/mise-en-relation-avec-des-professionnels',
] as const;

export type RedirectTarget = (typeof REDIRECT_TARGETS)[number];

/** A redirect as written to the hosting configuration. */
export type RedirectRule = { from: string; to: string; status: 301 | 302 };

const GAMMES = '/nos-gammes';
const ARTISANS = '/espace-particuliers/nos-partenaires-artisans/mise-en-relation-avec-des-professionnels';

/** Each target is checked against REDIRECT_TARGETS at compile time (`satisfies`). */
export const legacyRedirects: ReadonlyArray<{ from: string; to: string }> = [
  // ---------------------------------------------------------------------------
  // Old French CMS: product pages under /fr/produits (2012–2018)
  // ---------------------------------------------------------------------------
  { from: '/fr/produits.html', to: GAMMES },
  { from: '/fr/produits/treillis-soudes.html', to: GAMMES },
  { from: '/fr/produits/treillis-soudes-panneaux.html', to: GAMMES },
  { from: '/fr/produits/treillis-soudes-rouleaux.html', to: GAMMES },
  { from: '/fr/produits/fer-a-beton.html', to: GAMMES },
  { from: '/fr/produits/barres-ha.html', to: GAMMES },
  { from: '/fr/produits/ronds-lisses.html', to: GAMMES },
  { from: '/fr/produits/armatures-standard.html', to: GAMMES },
  { from: '/fr/produits/chainages.html', to: GAMMES },
  { from: '/fr/produits/poteaux-et-poutres.html', to: GAMMES },
  { from: '/fr/produits/semelles-filantes.html', to: GAMMES },
  { from: '/fr/produits/cadres-etriers.html', to: GAMMES },
  { from: '/fr/produits/epingles.html', to: GAMMES },
  { from: '/fr/produits/fil-a-ligaturer.html', to: GAMMES },
  { from: '/fr/produits/cales-beton.html', to: GAMMES },
  { from: '/fr/produits/distanciers.html', to: GAMMES },
  { from: '/fr/produits/bac-acier.html', to: GAMMES },
  { from: '/fr/produits/tole-ondulee.html', to: GAMMES },
  { from: '/fr/produits/tuile-acier.html', to: GAMMES },
  { from: '/fr/produits/bardage.html', to: GAMMES },
  { from: '/fr/produits/accessoires-couverture.html', to: GAMMES },
  { from: '/fr/produits/faitieres.html', to: GAMMES },
  { from: '/fr/produits/closoirs.html', to: GAMMES },
  { from: '/fr/produits/visserie.html', to: GAMMES },

  // ---------------------------------------------------------------------------
  // Old French CMS: range pages under /gammes
  // ---------------------------------------------------------------------------
  { from: '/gammes.html', to: GAMMES },
  { from: '/gammes/armatures-standard.html', to: GAMMES },
  { from: '/gammes/armatures-sur-mesure.html', to: GAMMES },
  { from: '/gammes/treillis.html', to: GAMMES },
  { from: '/gammes/barres-et-faconnage.html', to: GAMMES },
  { from: '/gammes/acier-beton.html', to: GAMMES },
  { from: '/gammes/couverture.html', to: GAMMES },
  { from: '/gammes/bardage.html', to: GAMMES },
  { from: '/gammes/accessoires.html', to: GAMMES },
  { from: '/gammes/gros-oeuvre.html', to: GAMMES },
  { from: '/gammes/second-oeuvre.html', to: GAMMES },
  { from: '/gammes/negoce.html', to: GAMMES },

  // ---------------------------------------------------------------------------
  // PHP catalogue (product sheets by reference)
  // ---------------------------------------------------------------------------
  { from: '/produits/index.php', to: GAMMES },
  { from: '/produits/fer-a-beton-ha.php', to: GAMMES },
  { from: '/produits/rond-lisse.php', to: GAMMES },
  { from: '/produits/treillis-st25.php', to: GAMMES },
  { from: '/produits/treillis-st25c.php', to: GAMMES },
  { from: '/produits/treillis-st40c.php', to: GAMMES },
  { from: '/produits/treillis-st50.php', to: GAMMES },
  { from: '/produits/treillis-pf.php', to: GAMMES },
  { from: '/produits/chainage-8x8.php', to: GAMMES },
  { from: '/produits/chainage-10x10.php', to: GAMMES },
  { from: '/produits/poteau-15x15.php', to: GAMMES },
  { from: '/produits/semelle-sf35.php', to: GAMMES },
  { from: '/produits/etriers.php', to: GAMMES },
  { from: '/produits/bac-t40.php', to: GAMMES },
  { from: '/produits/bac-t35.php', to: GAMMES },
  { from: '/produits/ondulee-76-18.php', to: GAMMES },

  // ---------------------------------------------------------------------------
  // Catalogue of the 2018 CMS (extension-less paths)
  // ---------------------------------------------------------------------------
  { from: '/catalogue', to: GAMMES },
  { from: '/catalogue.html', to: GAMMES },
  { from: '/catalogue/acier-beton', to: GAMMES },
  { from: '/catalogue/acier-beton/treillis', to: GAMMES },
  { from: '/catalogue/acier-beton/armatures', to: GAMMES },
  { from: '/catalogue/acier-beton/barres', to: GAMMES },
  { from: '/catalogue/couverture-bardage', to: GAMMES },
  { from: '/catalogue/couverture-bardage/bacs', to: GAMMES },
  { from: '/catalogue/couverture-bardage/accessoires', to: GAMMES },
  { from: '/catalogue/promotions', to: GAMMES },
  { from: '/nos-produits', to: GAMMES },
  { from: '/nos-produits/acier-beton', to: GAMMES },
  { from: '/nos-produits/acier-beton/treillis-soudes', to: GAMMES },
  { from: '/nos-produits/acier-beton/armatures-faconnees', to: GAMMES },
  { from: '/nos-produits/acier-beton/fer-a-beton', to: GAMMES },
  { from: '/nos-produits/acier-beton/accessoires', to: GAMMES },
  { from: '/nos-produits/couverture', to: GAMMES },
  { from: '/nos-produits/couverture/bac-acier-t40', to: GAMMES },
  { from: '/nos-produits/couverture/bac-acier-t35', to: GAMMES },
  { from: '/nos-produits/couverture/tole-ondulee', to: GAMMES },
  { from: '/nos-produits/couverture/tuile-acier', to: GAMMES },
  { from: '/nos-produits/bardage', to: GAMMES },
  { from: '/nos-produits/bardage/bardage-nervure', to: GAMMES },
  { from: '/nos-produits/accessoires/faitages-et-rives', to: GAMMES },

  // ---------------------------------------------------------------------------
  // First online shop (2019–2021)
  // ---------------------------------------------------------------------------
  { from: '/boutique', to: GAMMES },
  { from: '/boutique.html', to: GAMMES },
  { from: '/boutique/acier-beton.html', to: GAMMES },
  { from: '/boutique/treillis-soudes.html', to: GAMMES },
  { from: '/boutique/armatures.html', to: GAMMES },
  { from: '/boutique/couverture.html', to: GAMMES },
  { from: '/boutique/accessoires.html', to: GAMMES },
  { from: '/boutique/nouveautes.html', to: GAMMES },

  // ---------------------------------------------------------------------------
  // Technical sheets, price lists, promotions
  // ---------------------------------------------------------------------------
  { from: '/fiches-techniques.html', to: GAMMES },
  { from: '/documentation/fiches-techniques.html', to: GAMMES },
  { from: '/telechargements/catalogue-trefima.html', to: GAMMES },
  { from: '/tarifs.html', to: GAMMES },
  { from: '/fr/tarifs.html', to: GAMMES },
  { from: '/promotions.html', to: GAMMES },

  // ---------------------------------------------------------------------------
  // Metaliso (roofing and cladding brand)
  // ---------------------------------------------------------------------------
  { from: '/metaliso.html', to: '/metaliso' },
  { from: '/fr/metaliso.html', to: '/metaliso' },
  { from: '/gammes/profils-metaliso.html', to: '/metaliso' },
  { from: '/nuancier-metaliso.html', to: '/metaliso' },
  { from: '/couleurs-ral.html', to: '/metaliso' },

  // ---------------------------------------------------------------------------
  // Company pages
  // ---------------------------------------------------------------------------
  { from: '/societe.html', to: '/qui-sommes-nous' },
  { from: '/fr/societe.html', to: '/qui-sommes-nous' },
  { from: '/entreprise.html', to: '/qui-sommes-nous' },
  { from: '/qui-sommes-nous.html', to: '/qui-sommes-nous' },
  { from: '/a-propos', to: '/qui-sommes-nous' },
  { from: '/societe/usine.html', to: '/qui-sommes-nous/notre-site-de-production' },
  { from: '/usine-du-lamentin.html', to: '/qui-sommes-nous/notre-site-de-production' },
  { from: '/fr/societe/outil-de-production.html', to: '/qui-sommes-nous/notre-site-de-production' },
  { from: '/visite-usine.html', to: '/qui-sommes-nous/notre-site-de-production' },
  { from: '/societe/trefima.html', to: '/qui-sommes-nous/presentation-de-la-filiale' },
  { from: '/fr/societe/presentation.html', to: '/qui-sommes-nous/presentation-de-la-filiale' },
  { from: '/presentation.html', to: '/qui-sommes-nous/presentation-de-la-filiale' },
  { from: '/groupe-acoma.html', to: '/qui-sommes-nous/le-groupe-acoma' },
  { from: '/societe/groupe.html', to: '/qui-sommes-nous/le-groupe-acoma' },
  { from: '/fr/societe/groupe-acoma.html', to: '/qui-sommes-nous/le-groupe-acoma' },

  // ---------------------------------------------------------------------------
  // Services
  // ---------------------------------------------------------------------------
  { from: '/services.html', to: '/services' },
  { from: '/fr/services.html', to: '/services' },
  { from: '/nos-services.html', to: '/services' },
  { from: '/services/faconnage.html', to: '/services' },
  { from: '/services/livraison.html', to: '/services' },

  // ---------------------------------------------------------------------------
  // News
  // ---------------------------------------------------------------------------
  { from: '/actualites.html', to: '/actualites' },
  { from: '/fr/actualites.html', to: '/actualites' },
  { from: '/actualites/2019/06/salon-batimat.html', to: '/actualites' },
  { from: '/actualites/2020/09/saison-cyclonique.html', to: '/actualites' },
  { from: '/actualites/2021/03/certification-nf-afcab.html', to: '/actualites' },
  { from: '/news', to: '/actualites' },
  { from: '/news/nouveaux-coloris-metaliso.html', to: '/actualites' },
  { from: '/news/portes-ouvertes-2018.html', to: '/actualites' },

  // ---------------------------------------------------------------------------
  // Careers
  // ---------------------------------------------------------------------------
  { from: '/recrutement.html', to: '/carrieres' },
  { from: '/fr/recrutement.html', to: '/carrieres' },
  { from: '/recrutement/offre-soudeur.html', to: '/carrieres' },
  { from: '/recrutement/offre-cariste.html', to: '/carrieres' },
  { from: '/recrutement/candidature-spontanee.html', to: '/carrieres' },
  { from: '/emploi', to: '/carrieres' },
  { from: '/emploi/offres.html', to: '/carrieres' },
  { from: '/emploi/conducteur-de-ligne.html', to: '/carrieres' },

  // ---------------------------------------------------------------------------
  // Contact and quotes
  // ---------------------------------------------------------------------------
  { from: '/contactez-nous.html', to: '/contact' },
  { from: '/contact.html', to: '/contact' },
  { from: '/contact.php', to: '/contact' },
  { from: '/fr/contact.html', to: '/contact' },
  { from: '/nous-contacter', to: '/contact' },
  { from: '/demande-de-devis.html', to: '/contact' },

  // ---------------------------------------------------------------------------
  // Private customers: finding a craftsman
  // ---------------------------------------------------------------------------
  { from: '/particuliers/trouver-un-artisan.html', to: ARTISANS },
  { from: '/fr/particuliers/artisans.html', to: ARTISANS },
  { from: '/trouver-un-poseur.html', to: ARTISANS },

  // ---------------------------------------------------------------------------
  // Legal notice, site map, home
  // ---------------------------------------------------------------------------
  { from: '/mentions.html', to: '/mentions-legales' },
  { from: '/mentions-legales.html', to: '/mentions-legales' },
  { from: '/fr/mentions-legales.html', to: '/mentions-legales' },
  { from: '/sitemap.html', to: '/plan-du-site' },
  { from: '/plan-du-site.html', to: '/plan-du-site' },
  { from: '/fr/plan.html', to: '/plan-du-site' },
  { from: '/index.html', to: '/' },
  { from: '/index.php', to: '/' },
  { from: '/fr/index.html', to: '/' },
  { from: '/fr', to: '/' },
  { from: '/accueil', to: '/' },
] satisfies ReadonlyArray<{ from: string; to: RedirectTarget }>;
