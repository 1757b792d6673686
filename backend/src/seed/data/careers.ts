import type { SeedCareer, SeedTag } from '../types';

// Companies
const TREFIMA: SeedTag = { slug: 'trefima', label: 'Trefima' };
const METALISO: SeedTag = { slug: 'metaliso', label: 'Metaliso' };
const ACOMA: SeedTag = { slug: 'groupe-acoma', label: 'Groupe Acoma' };

// Profiles
const PRODUCTION: SeedTag = { slug: 'production', label: 'Production' };
const LOGISTIQUE: SeedTag = { slug: 'logistique', label: 'Logistique et transport' };
const COMMERCIAL: SeedTag = { slug: 'commercial', label: 'Commercial' };
const MAINTENANCE: SeedTag = { slug: 'maintenance', label: 'Maintenance' };
const BUREAU_ETUDES: SeedTag = { slug: 'bureau-d-etudes', label: 'Bureau d’études' };
const ADMINISTRATIF: SeedTag = { slug: 'administratif', label: 'Administratif et finance' };
const QHSE: SeedTag = { slug: 'qualite-securite', label: 'Qualité, hygiène, sécurité' };

// Locations
const LE_LAMENTIN: SeedTag = { slug: 'le-lamentin', label: 'Le Lamentin (972)' };
const FORT_DE_FRANCE: SeedTag = { slug: 'fort-de-france', label: 'Fort-de-France (972)' };
const BAIE_MAHAULT: SeedTag = { slug: 'baie-mahault', label: 'Baie-Mahault (971)' };
const LES_ABYMES: SeedTag = { slug: 'les-abymes', label: 'Les Abymes (971)' };
const REMIRE_MONTJOLY: SeedTag = { slug: 'remire-montjoly', label: 'Rémire-Montjoly (973)' };

/** Filter lists, in display order. */
export const companies: SeedTag[] = [TREFIMA, METALISO, ACOMA];
export const profiles: SeedTag[] = [PRODUCTION, LOGISTIQUE, COMMERCIAL, MAINTENANCE, BUREAU_ETUDES, ADMINISTRATIF, QHSE];
export const locations: SeedTag[] = [LE_LAMENTIN, FORT_DE_FRANCE, BAIE_MAHAULT, LES_ABYMES, REMIRE_MONTJOLY];

export const careers: SeedCareer[] = [
  {
    slug: 'carrieres/operateur-de-faconnage-armatures-le-lamentin',
    title: 'Opérateur de façonnage d’armatures (H/F)',
    company: TREFIMA,
    profile: PRODUCTION,
    location: LE_LAMENTIN,
    contract: 'CDI',
    summary:
      'Au sein de l’atelier de façonnage de l’usine du Lamentin, vous coupez et cintrez les barres HA qui partent chaque jour sur les chantiers de Martinique.',
    body: `<h2>Vos missions</h2>
<p>Rattaché au chef d’atelier façonnage, vous transformez les barres à haute adhérence B500B en armatures prêtes à poser, à partir des nomenclatures transmises par le bureau d’études.</p>
<ul>
<li>Lire les fiches de façonnage (diamètres, longueurs développées, formes codifiées) et préparer les barres.</li>
<li>Conduire la cisaille et les cintreuses automatiques, du Ø6 au Ø32, en respectant les rayons de cintrage.</li>
<li>Contrôler les cotes au mètre et au gabarit, étiqueter et botteler les armatures par chantier.</li>
<li>Tenir le poste propre et signaler toute dérive au contrôle qualité.</li>
</ul>
<h2>Votre profil</h2>
<ul>
<li>Première expérience en production industrielle, idéalement en métallerie ou en ferraillage.</li>
<li>Lecture de plans simples et maîtrise du mètre ; rigueur sur la sécurité (port des EPI, manutention de charges).</li>
<li>Le CACES R484 (pont roulant) est un plus ; la formation interne est assurée.</li>
</ul>
<h2>Ce que nous offrons</h2>
<ul>
<li>Rémunération : <strong>23 000 à 26 000 € brut annuel</strong> selon expérience, primes d’équipe et de rendement.</li>
<li>Horaires en 2×8 du lundi au vendredi, 13e mois, mutuelle d’entreprise.</li>
<li>Parcours de formation vers le poste de régleur de cintreuse.</li>
</ul>`,
    publishedAt: '2026-06-03',
  },
  {
    slug: 'carrieres/soudeur-assembleur-cages-armatures',
    title: 'Soudeur-assembleur cages d’armatures (H/F)',
    company: TREFIMA,
    profile: PRODUCTION,
    location: LE_LAMENTIN,
    contract: 'CDD',
    summary:
      'CDD de 12 mois pour renforcer l’atelier d’assemblage des poteaux, poutres et semelles préfabriqués, face à la hausse des commandes de logements collectifs.',
    body: `<h2>Vos missions</h2>
<p>Vous assemblez les cages d’armatures standard et sur plan livrées aux entreprises de gros œuvre de Martinique et de Guadeloupe.</p>
<ul>
<li>Monter les cages sur bancs d’assemblage : filants, cadres et étriers, selon le plan de ferraillage.</li>
<li>Réaliser les points de soudure par résistance et au poste semi-automatique (MAG) sur les aciers soudables.</li>
<li>Vérifier espacements, enrobages et nombre de barres avant étiquetage.</li>
<li>Participer au rangement et au chargement des cages avec le cariste.</li>
</ul>
<h2>Votre profil</h2>
<ul>
<li>CAP ou titre professionnel de soudeur, ou expérience équivalente d’au moins deux ans.</li>
<li>Lecture de plans de béton armé ; une expérience de ferrailleur sur chantier est appréciée.</li>
<li>Habilitation de soudage qualifiée ou capacité à la passer dans les trois premiers mois.</li>
</ul>
<h2>Ce que nous offrons</h2>
<ul>
<li>Rémunération : <strong>25 000 à 28 000 € brut annuel</strong> au prorata, prime de fin de contrat.</li>
<li>Tenue de travail et EPI fournis, cantine subventionnée sur le site.</li>
<li>Possibilité d’évolution en CDI à l’issue du contrat.</li>
</ul>`,
    publishedAt: '2026-06-17',
  },
  {
    slug: 'carrieres/conducteur-de-ligne-profilage-bac-acier',
    title: 'Conducteur de ligne de profilage bac acier (H/F)',
    company: METALISO,
    profile: PRODUCTION,
    location: LE_LAMENTIN,
    contract: 'CDI',
    summary:
      'Vous pilotez la profileuse qui transforme les bobines d’acier prélaqué en bacs et tôles Metaliso coupés à la longueur commandée.',
    body: `<h2>Vos missions</h2>
<p>Au cœur de l’atelier Metaliso, vous êtes responsable de la production des bacs de couverture et de bardage, de la bobine au colis.</p>
<ul>
<li>Monter les bobines d’acier galvanisé ou prélaqué et changer les outillages selon le profil (ondulé, nervuré, trapézoïdal).</li>
<li>Régler la ligne, lancer les séries selon le planning et couper à la longueur de chaque commande.</li>
<li>Contrôler l’aspect du revêtement, la hauteur des nervures et l’équerrage ; renseigner les fiches de suivi.</li>
<li>Assurer la maintenance de premier niveau (graissage, nettoyage des galets, remplacement des lames de cisaille).</li>
</ul>
<h2>Votre profil</h2>
<ul>
<li>Bac pro pilote de ligne de production ou expérience de conduite de machine automatisée.</li>
<li>Sens du détail : un défaut de laque ou de coupe se voit sur un toit pendant vingt ans.</li>
<li>CACES R489 catégorie 3 apprécié.</li>
</ul>
<h2>Ce que nous offrons</h2>
<ul>
<li>Rémunération : <strong>26 000 à 30 000 € brut annuel</strong>, prime d’équipe et 13e mois.</li>
<li>Intéressement, mutuelle prise en charge à 60 %, plan de formation annuel.</li>
</ul>`,
    publishedAt: '2026-07-01',
  },
  {
    slug: 'carrieres/cariste-magasinier-baie-mahault',
    title: 'Cariste-magasinier (H/F)',
    company: TREFIMA,
    profile: LOGISTIQUE,
    location: BAIE_MAHAULT,
    contract: 'CDI',
    summary:
      'Au dépôt de Jarry, vous réceptionnez les conteneurs venus du Lamentin et préparez les enlèvements des clients professionnels de Guadeloupe.',
    body: `<h2>Vos missions</h2>
<p>Le dépôt de Baie-Mahault approvisionne les chantiers de toute la Guadeloupe en aciers, treillis soudés et tôles.</p>
<ul>
<li>Décharger les conteneurs et les plateaux, contrôler les quantités et le marquage des bottes.</li>
<li>Stocker les barres et panneaux par diamètre et par référence, tenir les emplacements à jour.</li>
<li>Préparer les commandes à l’enlèvement et charger les camions des clients en toute sécurité.</li>
<li>Participer aux inventaires tournants.</li>
</ul>
<h2>Votre profil</h2>
<ul>
<li>CACES R489 catégories 3 et 5 en cours de validité ; la conduite d’un chariot à prise latérale est un atout.</li>
<li>Expérience de magasinage de produits longs ou lourds.</li>
<li>Ponctualité et esprit d’équipe : le dépôt ouvre à 6 h 30.</li>
</ul>
<h2>Ce que nous offrons</h2>
<ul>
<li>Rémunération : <strong>22 500 à 25 000 € brut annuel</strong>, primes de panier et d’habillage.</li>
<li>13e mois, mutuelle, tickets restaurant.</li>
</ul>`,
    publishedAt: '2026-07-08',
  },
  {
    slug: 'carrieres/chauffeur-pl-grue-auxiliaire-le-lamentin',
    title: 'Chauffeur poids lourd avec grue auxiliaire (H/F)',
    company: TREFIMA,
    profile: LOGISTIQUE,
    location: LE_LAMENTIN,
    contract: 'CDI',
    summary:
      'Vous livrez les armatures, treillis et tôles directement sur les chantiers de Martinique, déchargement à la grue compris.',
    body: `<h2>Vos missions</h2>
<ul>
<li>Charger votre porteur à l’usine selon les bons de livraison et arrimer les bottes et les cages.</li>
<li>Livrer les chantiers de l’île, des zones d’activité du Centre aux accès étroits des communes du Nord.</li>
<li>Décharger à la grue auxiliaire en respectant les consignes de levage et les zones de dépose du client.</li>
<li>Faire signer les bons, remonter les réserves et assurer l’entretien courant du véhicule.</li>
</ul>
<h2>Votre profil</h2>
<ul>
<li>Permis C, FIMO ou FCO à jour et CACES R490 (grue auxiliaire de chargement).</li>
<li>Bonne connaissance du réseau routier martiniquais ; conduite souple et sûre.</li>
<li>Sens du service : vous êtes souvent le seul contact du client sur le chantier.</li>
</ul>
<h2>Ce que nous offrons</h2>
<ul>
<li>Rémunération : <strong>26 000 à 29 500 € brut annuel</strong>, heures supplémentaires majorées, frais de route.</li>
<li>Véhicule récent affecté, 13e mois, mutuelle d’entreprise.</li>
</ul>`,
    publishedAt: '2026-07-15',
  },
  {
    slug: 'carrieres/preparateur-de-commandes-remire-montjoly',
    title: 'Préparateur de commandes en intérim (H/F)',
    company: METALISO,
    profile: LOGISTIQUE,
    location: REMIRE_MONTJOLY,
    contract: 'Intérim',
    summary:
      'Mission d’intérim de quatre mois à l’agence de Rémire-Montjoly pour absorber le pic de commandes de couverture de la saison sèche.',
    body: `<h2>Vos missions</h2>
<ul>
<li>Préparer les commandes de tôles, bacs, faîtages et accessoires de fixation à partir des bons de préparation.</li>
<li>Compter, protéger et cercler les colis de tôles coupées à longueur.</li>
<li>Accueillir les clients au quai d’enlèvement et vérifier les documents de sortie.</li>
</ul>
<h2>Votre profil</h2>
<ul>
<li>Première expérience en entrepôt ou en négoce de matériaux.</li>
<li>Port de charges et travail en extérieur sous abri ; CACES R489 catégorie 3 souhaité.</li>
</ul>
<h2>Ce que nous offrons</h2>
<ul>
<li>Rémunération : <strong>21 500 à 23 000 € brut annuel</strong> au prorata, plus indemnités de fin de mission et de congés payés.</li>
<li>Mission d’août à novembre, horaires de journée du lundi au samedi midi.</li>
</ul>`,
    publishedAt: '2026-07-22',
  },
  {
    slug: 'carrieres/technicien-de-maintenance-industrielle',
    title: 'Technicien de maintenance industrielle (H/F)',
    company: TREFIMA,
    profile: MAINTENANCE,
    location: LE_LAMENTIN,
    contract: 'CDI',
    summary:
      'Vous garantissez la disponibilité des machines de l’usine : dresseuses, cintreuses, soudeuses de treillis et ponts roulants.',
    body: `<h2>Vos missions</h2>
<p>Au sein d’une équipe de quatre techniciens, vous intervenez en préventif et en curatif sur l’ensemble du parc de l’usine du Lamentin.</p>
<ul>
<li>Diagnostiquer et réparer les pannes mécaniques, électriques, hydrauliques et pneumatiques.</li>
<li>Réaliser le plan de maintenance préventive et les contrôles réglementaires des appareils de levage.</li>
<li>Gérer le stock de pièces de rechange, un enjeu fort quand le fournisseur est à huit jours de bateau.</li>
<li>Proposer des améliorations pour limiter la corrosion des équipements en air salin.</li>
</ul>
<h2>Votre profil</h2>
<ul>
<li>BTS maintenance des systèmes ou électrotechnique, trois ans d’expérience en milieu industriel.</li>
<li>Lecture de schémas électriques et d’automatismes (Siemens S7 apprécié) ; habilitation électrique BR.</li>
<li>Disponibilité pour une astreinte une semaine sur quatre.</li>
</ul>
<h2>Ce que nous offrons</h2>
<ul>
<li>Rémunération : <strong>32 000 à 38 000 € brut annuel</strong>, prime d’astreinte, 13e mois.</li>
<li>Formations constructeurs, mutuelle, intéressement.</li>
</ul>`,
    publishedAt: '2026-08-04',
  },
  {
    slug: 'carrieres/alternance-electromecanicien',
    title: 'Alternant électromécanicien – BTS MS (H/F)',
    company: METALISO,
    profile: MAINTENANCE,
    location: LE_LAMENTIN,
    contract: 'Alternance',
    summary:
      'Préparez votre BTS maintenance des systèmes en alternance sur les lignes de profilage Metaliso, aux côtés d’un tuteur expérimenté.',
    body: `<h2>Vos missions</h2>
<ul>
<li>Participer aux interventions de maintenance préventive sur les profileuses et la refendeuse.</li>
<li>Aider au diagnostic des pannes avec votre tuteur et tenir à jour la GMAO.</li>
<li>Mener un projet d’amélioration en lien avec votre diplôme (par exemple la fiabilisation d’un capteur de longueur).</li>
</ul>
<h2>Votre profil</h2>
<ul>
<li>Titulaire d’un bac pro MELEC, MSPC ou d’un bac STI2D, admis en BTS MS pour la rentrée 2026.</li>
<li>Curiosité technique, goût du terrain et respect des consignes de sécurité.</li>
</ul>
<h2>Ce que nous offrons</h2>
<ul>
<li>Rémunération selon la grille de l’apprentissage, soit <strong>environ 10 500 à 14 000 € brut annuel</strong> selon l’âge et l’année.</li>
<li>Frais de scolarité pris en charge, tuteur dédié, perspective d’embauche à l’issue du diplôme.</li>
</ul>`,
    publishedAt: '2026-06-10',
  },
  {
    slug: 'carrieres/dessinateur-projeteur-beton-arme',
    title: 'Dessinateur-projeteur béton armé (H/F)',
    company: TREFIMA,
    profile: BUREAU_ETUDES,
    location: LE_LAMENTIN,
    contract: 'CDI',
    summary:
      'Vous établissez les plans de ferraillage et les nomenclatures d’armatures des chantiers clients, de la villa au groupe scolaire.',
    body: `<h2>Vos missions</h2>
<p>Le bureau d’études de Trefima transforme les plans de structure des clients en armatures fabricables par l’usine.</p>
<ul>
<li>Analyser les plans de coffrage et les notes de calcul, et signaler les incohérences au client.</li>
<li>Réaliser les plans de ferraillage et les nomenclatures sous Allplan ou Revit, en respectant l’Eurocode 2 et les dispositions parasismiques de l’Eurocode 8 (zone de sismicité 5).</li>
<li>Optimiser les coupes pour limiter les chutes et préparer les fichiers machines des cintreuses.</li>
<li>Accompagner les commerciaux sur les chantiers complexes.</li>
</ul>
<h2>Votre profil</h2>
<ul>
<li>BTS bâtiment ou DUT génie civil, trois ans minimum en bureau d’études béton armé.</li>
<li>Maîtrise d’un logiciel de DAO béton armé ; connaissance des armatures standard appréciée.</li>
<li>Rigueur et capacité à tenir plusieurs dossiers en parallèle.</li>
</ul>
<h2>Ce que nous offrons</h2>
<ul>
<li>Rémunération : <strong>34 000 à 40 000 € brut annuel</strong> selon expérience, 13e mois.</li>
<li>Poste en journée, une journée de télétravail par semaine après la période d’essai, mutuelle.</li>
</ul>`,
    publishedAt: '2026-08-19',
  },
  {
    slug: 'carrieres/stage-ingenieur-structure-couverture',
    title: 'Stage ingénieur structure – couvertures métalliques (H/F)',
    company: METALISO,
    profile: BUREAU_ETUDES,
    location: LE_LAMENTIN,
    contract: 'Stage',
    summary:
      'Stage de six mois pour mettre à jour les abaques de portées des bacs Metaliso sous charges de vent cyclonique.',
    body: `<h2>Vos missions</h2>
<ul>
<li>Recalculer les portées admissibles des profils Metaliso selon l’Eurocode 1 (actions du vent) et l’Eurocode 3, avec les vitesses de référence des Antilles.</li>
<li>Comparer les résultats avec les essais d’arrachement des fixations et proposer des densités de fixation par zone de toiture.</li>
<li>Rédiger une fiche technique simple à destination des couvreurs.</li>
</ul>
<h2>Votre profil</h2>
<ul>
<li>Étudiant en dernière année d’école d’ingénieurs ou de master génie civil, option structures.</li>
<li>Bonnes bases en calcul des structures métalliques ; aisance avec un tableur et un logiciel de calcul.</li>
</ul>
<h2>Ce que nous offrons</h2>
<ul>
<li>Gratification de <strong>1 000 € brut mensuel</strong>, soit 6 000 € pour les six mois, et aide au logement pour les stagiaires venant de l’Hexagone.</li>
<li>Démarrage en janvier 2027, encadrement par le responsable technique.</li>
</ul>`,
    publishedAt: '2026-10-06',
  },
  {
    slug: 'carrieres/technico-commercial-guadeloupe',
    title: 'Technico-commercial couverture et bardage – Guadeloupe (H/F)',
    company: METALISO,
    profile: COMMERCIAL,
    location: BAIE_MAHAULT,
    contract: 'CDI',
    summary:
      'Vous développez les ventes de tôles et de bacs Metaliso auprès des couvreurs, charpentiers et négoces de la Guadeloupe et de ses îles.',
    body: `<h2>Vos missions</h2>
<ul>
<li>Visiter un portefeuille d’environ 150 clients professionnels et prospecter les entreprises de construction métallique.</li>
<li>Chiffrer les projets à partir des plans de toiture : profils, longueurs, accessoires et fixations.</li>
<li>Conseiller sur le choix des revêtements selon l’exposition (bord de mer, zone volcanique, intérieur).</li>
<li>Suivre les consultations des maîtres d’œuvre et des bailleurs sociaux.</li>
</ul>
<h2>Votre profil</h2>
<ul>
<li>Bac +2 technico-commercial ou expérience réussie dans le négoce de matériaux ou la couverture.</li>
<li>Lecture de plans de charpente ; aisance relationnelle et sens de la négociation.</li>
<li>Permis B indispensable, déplacements réguliers à Marie-Galante et aux Saintes.</li>
</ul>
<h2>Ce que nous offrons</h2>
<ul>
<li>Rémunération : <strong>36 000 à 44 000 € brut annuel</strong>, dont une part variable sur objectifs.</li>
<li>Véhicule de service, téléphone et ordinateur portables, mutuelle et intéressement.</li>
</ul>`,
    publishedAt: '2026-08-26',
  },
  {
    slug: 'carrieres/technico-commercial-guyane',
    title: 'Technico-commercial aciers pour béton – Guyane (H/F)',
    company: TREFIMA,
    profile: COMMERCIAL,
    location: REMIRE_MONTJOLY,
    contract: 'CDI',
    summary:
      'Basé à l’agence de Rémire-Montjoly, vous accompagnez les entreprises de gros œuvre guyanaises, de Cayenne à Saint-Laurent-du-Maroni.',
    body: `<h2>Vos missions</h2>
<ul>
<li>Développer les ventes de barres HA, treillis soudés et armatures façonnées auprès des entreprises de gros œuvre et des négoces.</li>
<li>Établir les devis avec le bureau d’études et coordonner les délais de fabrication et de transport maritime depuis le Lamentin.</li>
<li>Suivre les grands chantiers publics (logements, établissements scolaires, équipements) et les appels d’offres.</li>
<li>Remonter les besoins du marché guyanais : stocks locaux, diamètres les plus demandés, délais attendus.</li>
</ul>
<h2>Votre profil</h2>
<ul>
<li>Formation technique en génie civil, première expérience commerciale dans le BTP.</li>
<li>Autonomie : vous êtes le représentant de Trefima sur le territoire.</li>
<li>Permis B ; déplacements dans l’Ouest guyanais à prévoir.</li>
</ul>
<h2>Ce que nous offrons</h2>
<ul>
<li>Rémunération : <strong>38 000 à 46 000 € brut annuel</strong>, part variable comprise.</li>
<li>Véhicule de service, aide à l’installation en cas de mobilité, mutuelle famille.</li>
</ul>`,
    publishedAt: '2026-09-02',
  },
  {
    slug: 'carrieres/conseiller-de-vente-comptoir-les-abymes',
    title: 'Conseiller de vente au comptoir (H/F)',
    company: METALISO,
    profile: COMMERCIAL,
    location: LES_ABYMES,
    contract: 'CDD',
    summary:
      'CDD de six mois au comptoir des Abymes : vous conseillez particuliers et artisans dans le choix de leurs tôles, accessoires et fixations.',
    body: `<h2>Vos missions</h2>
<ul>
<li>Accueillir les clients, comprendre leur projet (rénovation de toiture, abri, extension) et calculer les quantités.</li>
<li>Établir les devis et les bons de commande, encaisser et organiser l’enlèvement ou la livraison.</li>
<li>Expliquer les règles de pose : recouvrements, pente minimale, nombre de fixations par tôle.</li>
<li>Tenir le comptoir et la zone d’exposition des coloris.</li>
</ul>
<h2>Votre profil</h2>
<ul>
<li>Expérience de la vente en magasin de bricolage ou de matériaux.</li>
<li>Goût du conseil, aisance avec les chiffres et l’outil informatique.</li>
</ul>
<h2>Ce que nous offrons</h2>
<ul>
<li>Rémunération : <strong>22 000 à 24 500 € brut annuel</strong> au prorata, prime sur chiffre d’affaires.</li>
<li>Horaires du lundi au vendredi et un samedi matin sur deux.</li>
</ul>`,
    publishedAt: '2026-09-15',
  },
  {
    slug: 'carrieres/assistant-administration-des-ventes',
    title: 'Assistant administration des ventes (H/F)',
    company: TREFIMA,
    profile: ADMINISTRATIF,
    location: LE_LAMENTIN,
    contract: 'CDI',
    summary:
      'Vous gérez le cycle de commande des clients professionnels, de la saisie à la facturation, en lien avec l’usine et la logistique.',
    body: `<h2>Vos missions</h2>
<ul>
<li>Saisir les commandes reçues par les commerciaux, le site web et le téléphone, et confirmer les délais aux clients.</li>
<li>Planifier les livraisons avec l’exploitation transport et suivre les expéditions vers la Guadeloupe et la Guyane.</li>
<li>Préparer les documents d’export maritime et d’octroi de mer avec le transitaire.</li>
<li>Traiter les réclamations et établir les avoirs.</li>
</ul>
<h2>Votre profil</h2>
<ul>
<li>BTS gestion de la PME ou support à l’action managériale, deux ans d’expérience en ADV.</li>
<li>Maîtrise d’un ERP et d’Excel ; notions de commerce international appréciées.</li>
<li>Sens de l’organisation et courtoisie au téléphone.</li>
</ul>
<h2>Ce que nous offrons</h2>
<ul>
<li>Rémunération : <strong>26 000 à 30 000 € brut annuel</strong>, 13e mois.</li>
<li>Horaires de journée, mutuelle, intéressement, tickets restaurant.</li>
</ul>`,
    publishedAt: '2026-09-29',
  },
  {
    slug: 'carrieres/comptable-fournisseurs-groupe-acoma',
    title: 'Comptable fournisseurs (H/F)',
    company: ACOMA,
    profile: ADMINISTRATIF,
    location: FORT_DE_FRANCE,
    contract: 'CDI',
    summary:
      'Au service comptable mutualisé du Groupe Acoma, vous tenez la comptabilité fournisseurs des filiales industrielles, dont Trefima et Metaliso.',
    body: `<h2>Vos missions</h2>
<ul>
<li>Enregistrer et contrôler les factures fournisseurs, notamment les achats d’acier importé et les frais de fret.</li>
<li>Rapprocher commandes, réceptions et factures ; suivre les litiges avec les acheteurs.</li>
<li>Préparer les règlements et les virements internationaux, lettrer les comptes.</li>
<li>Participer aux clôtures mensuelles et à la déclaration de l’octroi de mer.</li>
</ul>
<h2>Votre profil</h2>
<ul>
<li>BTS comptabilité et gestion ou DCG, trois ans d’expérience en comptabilité fournisseurs.</li>
<li>Connaissance de la fiscalité des DOM (TVA à 8,5 %, octroi de mer) appréciée.</li>
</ul>
<h2>Ce que nous offrons</h2>
<ul>
<li>Rémunération : <strong>30 000 à 35 000 € brut annuel</strong>, 13e mois.</li>
<li>Deux jours de télétravail par semaine, mutuelle, comité social et économique du groupe.</li>
</ul>`,
    publishedAt: '2026-10-13',
  },
  {
    slug: 'carrieres/alternance-controleur-de-gestion',
    title: 'Alternant contrôleur de gestion industriel (H/F)',
    company: ACOMA,
    profile: ADMINISTRATIF,
    location: FORT_DE_FRANCE,
    contract: 'Alternance',
    summary:
      'Alternance de 24 mois auprès de la direction financière du Groupe Acoma, sur le suivi des coûts de production des usines.',
    body: `<h2>Vos missions</h2>
<ul>
<li>Participer au calcul des coûts de revient par tonne d’acier façonné et par mètre de bac profilé.</li>
<li>Fiabiliser les tableaux de bord mensuels de production, de rebuts et de consommation d’énergie.</li>
<li>Contribuer au budget annuel et aux analyses d’écarts.</li>
</ul>
<h2>Votre profil</h2>
<ul>
<li>Admis en master contrôle de gestion ou en école de commerce, rythme d’alternance compatible.</li>
<li>Excellente maîtrise d’Excel ; une connaissance de Power BI est un plus.</li>
</ul>
<h2>Ce que nous offrons</h2>
<ul>
<li>Rémunération selon la grille de l’apprentissage, <strong>environ 17 000 à 21 500 € brut annuel</strong> selon l’âge.</li>
<li>Frais de formation pris en charge, visites régulières des sites industriels.</li>
</ul>`,
    publishedAt: '2026-11-03',
  },
  {
    slug: 'carrieres/animateur-qhse-sites-industriels',
    title: 'Animateur QHSE sites industriels (H/F)',
    company: ACOMA,
    profile: QHSE,
    location: LE_LAMENTIN,
    contract: 'CDI',
    summary:
      'Vous animez la démarche qualité, sécurité et environnement des sites industriels du groupe et préparez les audits de certification NF des armatures.',
    body: `<h2>Vos missions</h2>
<ul>
<li>Piloter le système qualité des ateliers de façonnage et préparer les audits de l’AFCAB.</li>
<li>Animer les quarts d’heure sécurité, analyser les accidents et presque-accidents, suivre les plans d’actions.</li>
<li>Mettre à jour le document unique et les plans de prévention avec les entreprises extérieures.</li>
<li>Suivre les obligations environnementales du site (déchets métalliques, eaux pluviales, bruit).</li>
</ul>
<h2>Votre profil</h2>
<ul>
<li>Bac +3 à bac +5 QHSE, première expérience en milieu industriel.</li>
<li>Connaissance des normes ISO 9001 et ISO 45001 ; pédagogie et présence sur le terrain.</li>
<li>Déplacements ponctuels en Guadeloupe et en Guyane.</li>
</ul>
<h2>Ce que nous offrons</h2>
<ul>
<li>Rémunération : <strong>38 000 à 45 000 € brut annuel</strong> selon expérience, 13e mois.</li>
<li>Intéressement, mutuelle famille, véhicule de service pour les déplacements entre sites.</li>
</ul>`,
    publishedAt: '2026-11-12',
  },
];
