import type { SeedArtisan, SeedTag } from '../types';

/** Filter: kind of customer the craftsman works for. */
export const artisanClients: SeedTag[] = [
  { slug: 'particulier', label: 'Particuliers' },
  { slug: 'professionnel', label: 'Professionnels' },
  { slug: 'collectivite', label: 'Collectivités' },
  { slug: 'bailleur-social', label: 'Bailleurs sociaux' },
];

/** Filter: kind of work. */
export const artisanTypes: SeedTag[] = [
  { slug: 'construction-neuve', label: 'Construction neuve' },
  { slug: 'renovation-toiture', label: 'Rénovation de toiture' },
  { slug: 'extension', label: 'Extension et surélévation' },
  { slug: 'charpente-couverture', label: 'Charpente et couverture' },
  { slug: 'bardage', label: 'Bardage' },
  { slug: 'gros-oeuvre', label: 'Gros œuvre' },
  { slug: 'ferraillage', label: 'Ferraillage et pose d’armatures' },
  { slug: 'renforcement-paracyclonique', label: 'Renforcement paracyclonique' },
  { slug: 'batiment-agricole-industriel', label: 'Bâtiment agricole et industriel' },
];

/** Filter: size of the jobs usually taken on. */
export const artisanSuperficies: SeedTag[] = [
  { slug: 'moins-de-50-m2', label: 'Moins de 50 m²' },
  { slug: '50-a-150-m2', label: 'De 50 à 150 m²' },
  { slug: '150-a-500-m2', label: 'De 150 à 500 m²' },
  { slug: 'plus-de-500-m2', label: 'Plus de 500 m²' },
];

/** Partner craftsmen who buy from Trefima and Metaliso (invented companies). */
export const artisans: SeedArtisan[] = [
  // Martinique (972)
  {
    name: 'Toitures Caraïbes',
    trade: 'Couvreur',
    zipcode: '97232',
    city: 'Le Lamentin',
    phone: '0596 51 23 45',
    email: 'contact@toitures-caraibes.example',
    clients: ['particulier', 'professionnel'],
    types: ['renovation-toiture', 'charpente-couverture', 'renforcement-paracyclonique'],
    superficies: ['moins-de-50-m2', '50-a-150-m2'],
    description:
      'Réfection complète de toitures en bac acier Metaliso, avec remplacement des fixations et pose de closoirs. Intervention rapide après les épisodes cycloniques sur tout le Centre.',
  },
  {
    name: 'Charpentes du Nord Atlantique',
    trade: 'Charpentier-couvreur',
    zipcode: '97220',
    city: 'La Trinité',
    phone: '0696 32 18 74',
    email: 'atelier@charpentes-nord-atlantique.example',
    clients: ['particulier'],
    types: ['charpente-couverture', 'construction-neuve', 'extension'],
    superficies: ['50-a-150-m2', '150-a-500-m2'],
    description:
      'Charpentes bois traité classe 4 et couvertures en tôle prélaquée pour maisons individuelles de la côte Atlantique, du Robert à Sainte-Marie.',
  },
  {
    name: 'Bâti Sud Construction',
    trade: 'Entreprise générale du bâtiment',
    zipcode: '97228',
    city: 'Sainte-Luce',
    phone: '0596 62 47 10',
    email: 'devis@bati-sud-construction.example',
    clients: ['particulier', 'professionnel', 'bailleur-social'],
    types: ['construction-neuve', 'gros-oeuvre', 'extension', 'charpente-couverture'],
    superficies: ['50-a-150-m2', '150-a-500-m2'],
    description:
      'Villas clés en main dans le Sud, du terrassement à la couverture. Fondations et chaînages réalisés avec des armatures certifiées Trefima.',
  },
  {
    name: 'Maçonnerie Rosemond et Fils',
    trade: 'Maçon',
    zipcode: '97213',
    city: 'Le Gros-Morne',
    phone: '0696 45 90 12',
    email: 'rosemond.fils@maconnerie-rosemond.example',
    clients: ['particulier'],
    types: ['gros-oeuvre', 'extension'],
    superficies: ['moins-de-50-m2', '50-a-150-m2'],
    description:
      'Extensions, dalles et murs de soutènement en béton armé dans les mornes du Centre. Entreprise familiale depuis trois générations.',
  },
  {
    name: 'Ferraillage Services Martinique',
    trade: 'Ferrailleur',
    zipcode: '97224',
    city: 'Ducos',
    phone: '0596 77 30 58',
    email: 'chantiers@fsm-ferraillage.example',
    clients: ['professionnel', 'collectivite'],
    types: ['ferraillage', 'gros-oeuvre'],
    superficies: ['150-a-500-m2', 'plus-de-500-m2'],
    description:
      'Pose d’armatures façonnées et de treillis soudés pour les gros œuvres de logements collectifs et d’ouvrages publics. Équipes habituées aux dispositions parasismiques de la zone 5.',
  },
  {
    name: 'Couverture Madinina',
    trade: 'Couvreur',
    zipcode: '97200',
    city: 'Fort-de-France',
    phone: '0596 60 14 83',
    email: 'contact@couverture-madinina.example',
    clients: ['particulier', 'bailleur-social'],
    types: ['renovation-toiture', 'renforcement-paracyclonique'],
    superficies: ['moins-de-50-m2', '50-a-150-m2'],
    description:
      'Remplacement de toitures en tôle ondulée et mise aux normes paracycloniques des fixations, en quartiers denses comme en collectif.',
  },
  {
    name: 'Atelier Bois et Tôle du Robert',
    trade: 'Charpentier-couvreur',
    zipcode: '97231',
    city: 'Le Robert',
    phone: '0696 28 61 39',
    email: 'bonjour@bois-tole-robert.example',
    clients: ['particulier', 'professionnel'],
    types: ['charpente-couverture', 'extension', 'bardage'],
    superficies: ['moins-de-50-m2', '50-a-150-m2'],
    description:
      'Carbets, terrasses couvertes et vérandas en charpente bois avec couverture bac acier. Bardage de façades exposées aux embruns.',
  },
  {
    name: 'SBTP Sud Caraïbe',
    trade: 'Entreprise générale du bâtiment',
    zipcode: '97290',
    city: 'Le Marin',
    phone: '0596 74 52 26',
    email: 'accueil@sbtp-sud-caraibe.example',
    clients: ['professionnel', 'collectivite'],
    types: ['construction-neuve', 'gros-oeuvre', 'batiment-agricole-industriel'],
    superficies: ['150-a-500-m2', 'plus-de-500-m2'],
    description:
      'Locaux d’activité, hangars nautiques et équipements communaux dans le Sud. Structure béton armé et couverture en panneaux sandwich.',
  },
  {
    name: 'Nord Caraïbe Bâtiment',
    trade: 'Maçon',
    zipcode: '97250',
    city: 'Saint-Pierre',
    phone: '0696 83 07 51',
    email: 'contact@nord-caraibe-batiment.example',
    clients: ['particulier', 'collectivite'],
    types: ['gros-oeuvre', 'construction-neuve', 'renovation-toiture'],
    superficies: ['50-a-150-m2', '150-a-500-m2'],
    description:
      'Constructions et réhabilitations sur la côte Caraïbe, du Carbet au Prêcheur, y compris en secteur patrimonial.',
  },
  {
    name: 'Agri-Hangars Antilles',
    trade: 'Constructeur de bâtiments métalliques',
    zipcode: '97230',
    city: 'Sainte-Marie',
    phone: '0596 69 25 97',
    email: 'projets@agri-hangars-antilles.example',
    clients: ['professionnel'],
    types: ['batiment-agricole-industriel', 'bardage', 'construction-neuve'],
    superficies: ['150-a-500-m2', 'plus-de-500-m2'],
    description:
      'Hangars agricoles, stabulations et ateliers de conditionnement de bananes. Ossature métallique, couverture et bardage Metaliso.',
  },

  // Guadeloupe (971)
  {
    name: 'Karukera Toitures',
    trade: 'Couvreur',
    zipcode: '97122',
    city: 'Baie-Mahault',
    phone: '0590 26 71 34',
    email: 'contact@karukera-toitures.example',
    clients: ['particulier', 'professionnel'],
    types: ['renovation-toiture', 'charpente-couverture', 'renforcement-paracyclonique'],
    superficies: ['moins-de-50-m2', '50-a-150-m2', '150-a-500-m2'],
    description:
      'Couverture et rénovation de toitures en bac acier et tôle ondulée sur toute la Grande-Terre et la Basse-Terre. Diagnostic gratuit avant la saison cyclonique.',
  },
  {
    name: 'BTP Grands Fonds',
    trade: 'Entreprise générale du bâtiment',
    zipcode: '97160',
    city: 'Le Moule',
    phone: '0590 23 58 90',
    email: 'direction@btp-grands-fonds.example',
    clients: ['particulier', 'bailleur-social', 'collectivite'],
    types: ['construction-neuve', 'gros-oeuvre', 'extension'],
    superficies: ['150-a-500-m2', 'plus-de-500-m2'],
    description:
      'Logements individuels groupés et petits collectifs en béton armé. Entreprise qualifiée pour les marchés des bailleurs sociaux.',
  },
  {
    name: 'Charpente Soufrière',
    trade: 'Charpentier-couvreur',
    zipcode: '97120',
    city: 'Saint-Claude',
    phone: '0690 54 12 88',
    email: 'atelier@charpente-soufriere.example',
    clients: ['particulier'],
    types: ['charpente-couverture', 'renovation-toiture'],
    superficies: ['moins-de-50-m2', '50-a-150-m2'],
    description:
      'Charpentes traditionnelles et couvertures de cases créoles sur les hauteurs de Basse-Terre, avec tôles prélaquées résistantes à l’humidité.',
  },
  {
    name: 'Maçonnerie des Abymes',
    trade: 'Maçon',
    zipcode: '97139',
    city: 'Les Abymes',
    phone: '0690 71 36 05',
    email: 'contact@maconnerie-abymes.example',
    clients: ['particulier'],
    types: ['gros-oeuvre', 'extension'],
    superficies: ['moins-de-50-m2', '50-a-150-m2'],
    description:
      'Agrandissements, étages supplémentaires et dalles terrasses. Ferraillage réalisé avec des cages d’armatures prêtes à poser.',
  },
  {
    name: 'Armatures Guadeloupe Pose',
    trade: 'Ferrailleur',
    zipcode: '97170',
    city: 'Petit-Bourg',
    phone: '0590 94 63 17',
    email: 'planning@armatures-gpe-pose.example',
    clients: ['professionnel', 'collectivite'],
    types: ['ferraillage', 'gros-oeuvre'],
    superficies: ['150-a-500-m2', 'plus-de-500-m2'],
    description:
      'Sous-traitance de ferraillage pour entreprises de gros œuvre : pose d’armatures sur plan, contrôle avant coulage et autocontrôle photographique.',
  },
  {
    name: 'Sud Basse-Terre Couverture',
    trade: 'Couvreur',
    zipcode: '97130',
    city: 'Capesterre-Belle-Eau',
    phone: '0690 38 47 62',
    email: 'contact@sbt-couverture.example',
    clients: ['particulier', 'professionnel'],
    types: ['renovation-toiture', 'bardage', 'batiment-agricole-industriel'],
    superficies: ['50-a-150-m2', '150-a-500-m2'],
    description:
      'Toitures de maisons et de bâtiments agricoles dans le Sud Basse-Terre, zone bananière comprise. Pose de bardage sur hangars et ateliers.',
  },
  {
    name: 'Gosier Habitat Rénovation',
    trade: 'Entreprise générale du bâtiment',
    zipcode: '97190',
    city: 'Le Gosier',
    phone: '0590 84 19 53',
    email: 'devis@gosier-habitat.example',
    clients: ['particulier', 'professionnel'],
    types: ['renovation-toiture', 'extension', 'construction-neuve'],
    superficies: ['50-a-150-m2', '150-a-500-m2'],
    description:
      'Rénovation de villas et de résidences touristiques : toiture, extension de terrasses couvertes et reprise de structure.',
  },
  {
    name: 'Les Charpentiers de Marie-Galante',
    trade: 'Charpentier-couvreur',
    zipcode: '97112',
    city: 'Grand-Bourg',
    phone: '0690 66 20 41',
    email: 'contact@charpentiers-mariegalante.example',
    clients: ['particulier', 'collectivite'],
    types: ['charpente-couverture', 'renovation-toiture', 'renforcement-paracyclonique'],
    superficies: ['moins-de-50-m2', '50-a-150-m2'],
    description:
      'Seule équipe de charpente-couverture basée sur l’île, elle organise l’acheminement des tôles par barge depuis Pointe-à-Pitre.',
  },
  {
    name: 'Nord Grande-Terre Construction',
    trade: 'Maçon',
    zipcode: '97117',
    city: 'Port-Louis',
    phone: '0590 22 87 36',
    email: 'contact@ngt-construction.example',
    clients: ['particulier', 'bailleur-social'],
    types: ['construction-neuve', 'gros-oeuvre'],
    superficies: ['50-a-150-m2', '150-a-500-m2'],
    description:
      'Maisons individuelles en béton armé dans le Nord Grande-Terre, de Petit-Canal à Anse-Bertrand.',
  },

  // Guyane (973)
  {
    name: 'Amazonie Toitures',
    trade: 'Couvreur',
    zipcode: '97354',
    city: 'Rémire-Montjoly',
    phone: '0594 35 62 19',
    email: 'contact@amazonie-toitures.example',
    clients: ['particulier', 'professionnel'],
    types: ['renovation-toiture', 'charpente-couverture', 'bardage'],
    superficies: ['moins-de-50-m2', '50-a-150-m2', '150-a-500-m2'],
    description:
      'Couvertures en bac acier sur l’île de Cayenne, avec traitement des ponts thermiques et ventilation des combles adaptés au climat équatorial.',
  },
  {
    name: 'Guyane Gros Œuvre',
    trade: 'Entreprise générale du bâtiment',
    zipcode: '97351',
    city: 'Matoury',
    phone: '0594 29 73 40',
    email: 'direction@guyane-gros-oeuvre.example',
    clients: ['professionnel', 'collectivite', 'bailleur-social'],
    types: ['construction-neuve', 'gros-oeuvre', 'ferraillage'],
    superficies: ['150-a-500-m2', 'plus-de-500-m2'],
    description:
      'Logements sociaux, groupes scolaires et équipements publics sur le littoral. Approvisionnement en armatures depuis l’agence de Rémire-Montjoly.',
  },
  {
    name: 'Kourou Charpente Couverture',
    trade: 'Charpentier-couvreur',
    zipcode: '97310',
    city: 'Kourou',
    phone: '0694 42 16 85',
    email: 'contact@kourou-charpente.example',
    clients: ['particulier', 'professionnel'],
    types: ['charpente-couverture', 'extension', 'construction-neuve'],
    superficies: ['50-a-150-m2', '150-a-500-m2'],
    description:
      'Charpentes bois et métal, couvertures bac acier pour maisons et locaux professionnels entre Kourou et Sinnamary.',
  },
  {
    name: 'Maroni Bâtiment',
    trade: 'Maçon',
    zipcode: '97320',
    city: 'Saint-Laurent-du-Maroni',
    phone: '0694 27 58 03',
    email: 'contact@maroni-batiment.example',
    clients: ['particulier', 'collectivite'],
    types: ['gros-oeuvre', 'construction-neuve', 'extension'],
    superficies: ['50-a-150-m2', '150-a-500-m2'],
    description:
      'Construction de maisons et de petits équipements dans l’Ouest guyanais. Chantiers possibles sur le fleuve avec acheminement en pirogue.',
  },
  {
    name: 'Métal Bardage Guyane',
    trade: 'Bardeur',
    zipcode: '97355',
    city: 'Macouria',
    phone: '0594 38 90 27',
    email: 'etudes@metal-bardage-guyane.example',
    clients: ['professionnel', 'collectivite'],
    types: ['bardage', 'batiment-agricole-industriel'],
    superficies: ['150-a-500-m2', 'plus-de-500-m2'],
    description:
      'Bardage et couverture de bâtiments industriels, d’entrepôts et de hangars dans la zone de Soula et sur la base spatiale.',
  },
  {
    name: 'Cayenne Rénov’ Toit',
    trade: 'Couvreur',
    zipcode: '97300',
    city: 'Cayenne',
    phone: '0694 11 84 66',
    email: 'contact@cayenne-renov-toit.example',
    clients: ['particulier'],
    types: ['renovation-toiture', 'charpente-couverture'],
    superficies: ['moins-de-50-m2', '50-a-150-m2'],
    description:
      'Petites et moyennes réfections de toitures en centre-ville : reprise d’étanchéité, remplacement de tôles corrodées et de gouttières.',
  },
];
