/**
 * The site's own settings: territories, menus, carriers, payment methods,
 * back-office redirects and the configurator's geometry. Hand-written; the
 * catalogue and the content live in `data/`.
 */
import type { ProfileGeometry } from '../tools/tools';

export const SITE = { id: 1, url: 'https://www.trefima.example', name: 'Trefima', default_language: 'fr' };

export const LANGUAGES = [
  { code: 'fr', label: 'Français' },
  { code: 'en', label: 'English' },
  { code: 'de', label: 'Deutsch' },
  { code: 'es', label: 'Español' },
  { code: 'it', label: 'Italiano' },
];

/** VAT: 8.5 % in Martinique and Guadeloupe, not applicable in Guyane (CGI art. 294). */
export const SALES_PLANS = [
  { id: 1, key: 'mtq', target: 'trefima_mtq', label: 'Martinique', is_default: 1, vat_rate: 8.5, free_shipping_threshold: 150000 },
  { id: 2, key: 'gpe', target: 'trefima_gpe', label: 'Guadeloupe', is_default: 0, vat_rate: 8.5, free_shipping_threshold: 200000 },
  { id: 3, key: 'guf', target: 'trefima_guf', label: 'Guyane', is_default: 0, vat_rate: 0, free_shipping_threshold: null },
] as const;

/**
 * What the footer says of the shop besides its identity: its hours. The name,
 * address, phone and e-mail are the seller's (SELLER_*, backend/src/site/seller.ts),
 * the one identity the documents print and GET /setting answers.
 */
export const COMPANY = {
  opening_hours: 'Du lundi au vendredi, de 7 h à 16 h ; le samedi de 7 h à 11 h',
};

export const FIGURES = [
  { value: '8 000', unit: 't', label: 'd’acier transformées chaque année' },
  { value: '20', unit: '', label: 'collaborateurs à votre service' },
  { value: '40', unit: 'ans', label: 'de savoir-faire aux Antilles-Guyane' },
  { value: '3', unit: 'km²', label: 'de site de production' },
];

export const MESSAGES: Record<string, string> = {
  'site.baseline': 'Acier pour béton armé, couverture et bardage aux Antilles-Guyane',
  'home.title': 'L’acier de vos chantiers, fabriqué en Martinique',
  'home.intro': 'Barres, treillis soudés, armatures certifiées et toitures en acier : commandez en ligne au prix de votre territoire.',
  'cart.free_shipping': 'Plus que {amount} HT pour profiter de la livraison offerte.',
  'cart.free_shipping_reached': 'Votre commande bénéficie de la livraison offerte.',
  'cart.empty': 'Votre panier est vide.',
  'order.confirmed': 'Votre commande n°{number} est confirmée.',
  'quotation.sent': 'Votre demande de devis a bien été envoyée.',
  'account.updated': 'Vos informations ont bien été mises à jour.',
  'password.updated': 'Votre mot de passe a bien été modifié.',
  'address.updated': 'Votre adresse a bien été modifiée.',
  'logout.done': 'Vous avez bien été déconnecté.',
  'rewind.sent': 'Un e-mail vous a été envoyé pour renouveler votre mot de passe.',
  'territory.question': 'Où se trouve votre chantier ?',
  'prices.ht': 'Prix hors taxes',
};

type Item = { label: string; type: 'no_destination' | 'external_url' | 'internal'; slug?: string; code?: string; url?: string; childs?: Item[] };

export const MENUS: Record<string, Item[]> = {
  menu_preheader: [
    { label: 'Contact', type: 'internal', slug: 'contact', code: 'contact' },
    // its label is the seller's phone, which GET /menu writes in (site/routes.ts)
    { label: 'Téléphone', type: 'internal', code: 'phone' },
    { label: 'Espace particuliers', type: 'internal', slug: 'espace-particuliers' },
    { label: 'Espace professionnels', type: 'internal', slug: 'espace-professionnels' },
    { label: 'Carrières', type: 'internal', slug: 'carrieres', code: 'carrieres' },
    { label: 'Groupe Acoma', type: 'external_url', url: 'https://www.groupe-acoma.example' },
  ],
  menu: [
    { label: 'Nos produits', type: 'no_destination', code: 'products' },
    { label: 'Nos gammes', type: 'internal', slug: 'nos-gammes', code: 'gammes' },
    {
      label: 'Services',
      type: 'no_destination',
      childs: [
        { label: 'Tous nos services', type: 'internal', slug: 'services' },
        { label: 'Façonnage sur plan', type: 'internal', slug: 'categorie/coupe-et-faconnage-sur-plan' },
        { label: 'Configurateur de toiture', type: 'internal', slug: 'configurateur', code: 'configurateur' },
        { label: 'Trouver un artisan', type: 'internal', slug: 'espace-particuliers/nos-partenaires-artisans/mise-en-relation-avec-des-professionnels' },
        { label: 'Demander une étude', type: 'internal', slug: 'demande-etude' },
        { label: 'Diagnostic de toiture', type: 'internal', slug: 'diagnostic-toiture' },
        { label: 'Entretien de toiture', type: 'internal', slug: 'entretien-toiture' },
      ],
    },
    { label: 'Conseils', type: 'internal', slug: 'conseils', code: 'conseils' },
    { label: 'Actualités', type: 'internal', slug: 'actualites', code: 'list_actu' },
    {
      label: 'Qui sommes-nous',
      type: 'no_destination',
      childs: [
        { label: 'Trefima', type: 'internal', slug: 'qui-sommes-nous' },
        { label: 'Notre site de production', type: 'internal', slug: 'qui-sommes-nous/notre-site-de-production' },
        { label: 'Présentation de la filiale', type: 'internal', slug: 'qui-sommes-nous/presentation-de-la-filiale' },
        { label: 'Le groupe Acoma', type: 'internal', slug: 'qui-sommes-nous/le-groupe-acoma' },
        { label: 'Metaliso', type: 'internal', slug: 'metaliso' },
      ],
    },
  ],
  menu_footer: [
    { label: 'Nos gammes', type: 'internal', slug: 'nos-gammes' },
    { label: 'Nos armatures', type: 'internal', slug: 'nos-armatures' },
    { label: 'Services', type: 'internal', slug: 'services' },
    { label: 'Conseils', type: 'internal', slug: 'conseils' },
    { label: 'Actualités', type: 'internal', slug: 'actualites' },
    { label: 'Carrières', type: 'internal', slug: 'carrieres' },
  ],
  menu_footer_2: [
    { label: 'Espace particuliers', type: 'internal', slug: 'espace-particuliers' },
    { label: 'Nos partenaires artisans', type: 'internal', slug: 'espace-particuliers/nos-partenaires-artisans' },
    { label: 'Espace professionnels', type: 'internal', slug: 'espace-professionnels' },
    { label: 'Livraison et retrait', type: 'internal', slug: 'livraison-et-retrait' },
    { label: 'Questions fréquentes', type: 'internal', slug: 'faq' },
    { label: 'Demander un catalogue', type: 'internal', slug: 'demande-catalogue' },
    { label: 'Demander des échantillons', type: 'internal', slug: 'demande-echantillon' },
    { label: 'Devenir partenaire', type: 'internal', slug: 'devenir-partenaire' },
    { label: 'Candidature spontanée', type: 'internal', slug: 'candidature-spontanee' },
  ],
  menu_footer_legals: [
    { label: 'Mentions légales', type: 'internal', slug: 'mentions-legales' },
    { label: 'Conditions générales de vente', type: 'internal', slug: 'conditions-generales-de-vente' },
    { label: 'Politique de confidentialité', type: 'internal', slug: 'politique-de-confidentialite' },
    { label: 'Plan du site', type: 'internal', slug: 'plan-du-site' },
  ],
};

/** Carriers, their price and their delay in working days per territory; a carrier with no price for a territory is not offered there. */
export const CARRIERS = [
  {
    code: 'retrait-lamentin',
    name: 'Retrait à l’usine du Lamentin',
    description: 'Chargement par nos caristes, sur rendez-vous.',
    delay: 'Sous 24 h',
    prices: { mtq: [0, null] },
    delays: { mtq: 1 },
  },
  {
    code: 'retrait-jarry',
    name: 'Retrait au dépôt de Jarry (Baie-Mahault)',
    description: 'Retrait au dépôt de Guadeloupe.',
    delay: 'Sous 5 jours ouvrés',
    prices: { gpe: [0, null] },
    delays: { gpe: 5 },
  },
  {
    code: 'retrait-degrad',
    name: 'Retrait au dépôt de Dégrad-des-Cannes',
    description: 'Retrait au dépôt de Guyane.',
    delay: 'Sous 8 jours ouvrés',
    prices: { guf: [0, null] },
    delays: { guf: 8 },
  },
  {
    code: 'livraison-plateau',
    name: 'Livraison sur chantier (camion plateau)',
    description: 'Déchargement à la main ou par vos moyens.',
    delay: 'De 2 à 8 jours ouvrés selon le territoire',
    prices: { mtq: [9500, 150000], gpe: [14500, 200000], guf: [19000, null] },
    delays: { mtq: 2, gpe: 5, guf: 8 },
  },
  {
    code: 'livraison-grue',
    name: 'Livraison sur chantier avec grue',
    description: 'Camion équipé d’une grue auxiliaire : déchargement jusqu’à 10 m.',
    delay: 'De 3 à 10 jours ouvrés selon le territoire',
    prices: { mtq: [24000, null], gpe: [32000, null], guf: [39000, null] },
    delays: { mtq: 3, gpe: 6, guf: 10 },
  },
] as const;

export const PAYMENTS = [
  { code: 'virement', label: 'Virement bancaire', description: 'La commande part à réception du virement.', professional_only: 0 },
  { code: 'cheque', label: 'Chèque', description: 'À l’ordre de Trefima, envoyé ou remis au retrait.', professional_only: 0 },
  {
    code: 'carte-retrait',
    label: 'Carte bancaire au retrait ou à la livraison',
    description: 'Paiement sur terminal au moment de la remise.',
    professional_only: 0,
  },
  {
    code: 'compte-client',
    label: 'Paiement sur compte client',
    description: 'À 30 jours fin de mois, ou selon les conditions de paiement de votre compte. Réservé aux comptes professionnels ouverts.',
    professional_only: 1,
  },
  {
    code: 'carte-en-ligne',
    label: 'Carte bancaire (paiement sécurisé 3-D Secure)',
    description: 'Payée tout de suite sur la page sécurisée de notre prestataire ; votre commande part dès l’accord de votre banque.',
    professional_only: 0,
    // offered only where the API has a payment provider's keys (backend/src/payments/)
    online: 1,
  },
];

/** Redirects managed in the back office (the legacy table lives in redirects.ts). */
export const BACKOFFICE_REDIRECTS = [
  { source: '/promotions', target: '/nos-gammes', status: 301 },
  { source: '/treillis', target: '/categorie/treillis-soudes', status: 301 },
  { source: '/recrutement', target: '/carrieres', status: 301 },
  { source: '/nuancier', target: '/metaliso', status: 301 },
  { source: '/armatures', target: '/nos-armatures', status: 301 },
];

export const CONFIGURATOR: { slopes: { value: number; label: string }[]; overhang: number; profiles: ProfileGeometry[] } = {
  slopes: [
    { value: 1, label: 'Un pan (appentis)' },
    { value: 2, label: 'Deux pans' },
    { value: 4, label: 'Quatre pans' },
  ],
  overhang: 0.1,
  profiles: [
    {
      code: 'bac-t40',
      name: 'Bac acier T40',
      useful_width: 1.0,
      total_width: 1.06,
      end_lap: 0.2,
      min_pitch_percent: 7,
      min_pitch_lapped_percent: 15,
      min_length: 1,
      max_length: 12,
      screws_per_m2: 6,
      fixing_ribs: 4,
      purlin_spacing: null,
      length_module: null,
      screw_reference: 'VIS-6380-100',
      screws_per_box: 100,
      ridge_useful_length: 1.85,
      closure_useful_length: 1.0,
      flashing_useful_length: 1.9,
      ridge_fits_hips: false,
      ridge_stitch_spacing: 0.3,
      flashing_stitch_spacing: 0.5,
      stitching_screw_reference: 'VIS-COUT-4820-250',
      stitching_screws_per_box: 250,
      saddle_reference: null,
      saddles_per_box: 0,
    },
    {
      code: 'bac-t35',
      name: 'Bac acier T35',
      useful_width: 1.035,
      total_width: 1.07,
      end_lap: 0.2,
      min_pitch_percent: 7,
      min_pitch_lapped_percent: 15,
      min_length: 1,
      max_length: 12,
      screws_per_m2: 6,
      fixing_ribs: 5,
      purlin_spacing: null,
      length_module: null,
      screw_reference: 'VIS-6380-100',
      screws_per_box: 100,
      ridge_useful_length: 1.85,
      closure_useful_length: 1.0,
      flashing_useful_length: 1.9,
      ridge_fits_hips: false,
      ridge_stitch_spacing: 0.3,
      flashing_stitch_spacing: 0.5,
      stitching_screw_reference: 'VIS-COUT-4820-250',
      stitching_screws_per_box: 250,
      saddle_reference: null,
      saddles_per_box: 0,
    },
    {
      code: 'ondulee-76-18',
      name: 'Tôle ondulée 76/18',
      useful_width: 0.912,
      total_width: 0.99,
      end_lap: 0.2,
      min_pitch_percent: 15,
      min_pitch_lapped_percent: 15,
      min_length: 1,
      max_length: 8,
      screws_per_m2: 8,
      fixing_ribs: 12,
      purlin_spacing: null,
      length_module: null,
      screw_reference: 'VIS-63130-100',
      screws_per_box: 100,
      ridge_useful_length: 1.85,
      closure_useful_length: 0.912,
      flashing_useful_length: 1.9,
      ridge_fits_hips: true,
      ridge_stitch_spacing: null,
      flashing_stitch_spacing: 0.5,
      stitching_screw_reference: 'VIS-COUT-4820-250',
      stitching_screws_per_box: 250,
      saddle_reference: 'CAV-7618-100',
      saddles_per_box: 100,
    },
    {
      code: 'tuile-acier',
      name: 'Tuile acier',
      useful_width: 1.1,
      total_width: 1.18,
      end_lap: 0,
      min_pitch_percent: 25,
      min_pitch_lapped_percent: 25,
      min_length: 0.5,
      max_length: 6,
      screws_per_m2: 8,
      fixing_ribs: null,
      purlin_spacing: null,
      length_module: { step: 0.35, eave: 0.1 },
      screw_reference: 'VIS-6325-250',
      screws_per_box: 250,
      ridge_useful_length: 1.9,
      closure_useful_length: 1.1,
      flashing_useful_length: 1.9,
      ridge_fits_hips: true,
      ridge_stitch_spacing: null,
      flashing_stitch_spacing: 0.5,
      stitching_screw_reference: 'VIS-COUT-4820-250',
      stitching_screws_per_box: 250,
      saddle_reference: null,
      saddles_per_box: 0,
    },
  ],
};

/** Demo accounts, documented in the README. */
export const DEMO_CUSTOMERS = [
  {
    email: 'particulier@trefima.example',
    password: 'Demo-Particulier-972!',
    type: 'particulier' as const,
    civility: 'mme',
    first_name: 'Josiane',
    last_name: 'Céleste',
    phone: '0696123456',
    company: null,
    siret: null,
    discount_rate: 0,
    plan: 1,
    address: { label: 'Maison', street: '12 chemin de la Pointe', zipcode: '97232', city: 'Le Lamentin' },
  },
  {
    email: 'pro@trefima.example',
    password: 'Demo-Pro-971!',
    type: 'professionnel' as const,
    civility: 'm',
    first_name: 'Rodolphe',
    last_name: 'Bellance',
    phone: '0590261234',
    company: 'Bellance BTP',
    siret: '84125736900014',
    discount_rate: 5,
    plan: 2,
    address: { label: 'Dépôt', street: '5 rue Ferdinand Forest, ZI de Jarry', zipcode: '97122', city: 'Baie-Mahault' },
  },
];

/**
 * The demo professional's company (issue 46, README « Comptes de démonstration »): Rodolphe Bellance is the
 * administrator of Bellance BTP; his foreman and his accountant join him, and the company has a credit limit.
 */
export const DEMO_COMPANY = {
  administrator: 'pro@trefima.example',
  credit_limit_cents: 1_500_000,
  payment_terms: '30_jours_fin_de_mois' as const,
  approval_threshold_ht_cents: 500_000,
  people: [
    {
      email: 'conducteur@trefima.example',
      password: 'Demo-Conducteur-971!',
      role: 'conducteur_travaux' as const,
      civility: 'm',
      first_name: 'Joël',
      last_name: 'Alexis',
      phone: '0690112233',
    },
    {
      email: 'comptable@trefima.example',
      password: 'Demo-Comptable-971!',
      role: 'comptable' as const,
      civility: 'mme',
      first_name: 'Maryse',
      last_name: 'Bellance',
      phone: '0590261235',
    },
  ],
};
