import type { SeedArticle, SeedTag } from '../types';

/**
 * News (actualités), advice (conseils) and services. Each list has its own
 * tags and content categories; articles only use slugs declared here.
 */

// -----------------------------------------------------------------------------
// Tags and categories
// -----------------------------------------------------------------------------

export const newsCategories: SeedTag[] = [
  { slug: 'entreprise', label: 'Vie de l’entreprise' },
  { slug: 'produits', label: 'Produits' },
  { slug: 'chantiers', label: 'Chantiers et références' },
  { slug: 'evenements', label: 'Événements' },
  { slug: 'rse', label: 'Engagements RSE' },
];

export const newsTags: SeedTag[] = [
  { slug: 'martinique', label: 'Martinique' },
  { slug: 'guadeloupe', label: 'Guadeloupe' },
  { slug: 'guyane', label: 'Guyane' },
  { slug: 'certification', label: 'Certification' },
  { slug: 'metaliso', label: 'Metaliso' },
  { slug: 'beton-arme', label: 'Béton armé' },
  { slug: 'usine', label: 'Usine' },
  { slug: 'recrutement', label: 'Recrutement' },
  { slug: 'tarifs', label: 'Tarifs' },
  { slug: 'cyclone', label: 'Saison cyclonique' },
];

export const adviceCategories: SeedTag[] = [
  { slug: 'beton-arme', label: 'Béton armé' },
  { slug: 'toiture', label: 'Toiture et bardage' },
  { slug: 'chantier', label: 'Organisation de chantier' },
  { slug: 'entretien', label: 'Entretien et durabilité' },
];

export const adviceTags: SeedTag[] = [
  { slug: 'treillis', label: 'Treillis soudés' },
  { slug: 'enrobage', label: 'Enrobage' },
  { slug: 'corrosion', label: 'Corrosion' },
  { slug: 'bord-de-mer', label: 'Bord de mer' },
  { slug: 'cyclone', label: 'Cyclone' },
  { slug: 'fixation', label: 'Fixation' },
  { slug: 'pente', label: 'Pente de toiture' },
  { slug: 'nomenclature', label: 'Nomenclature' },
  { slug: 'stockage', label: 'Stockage' },
  { slug: 'normes', label: 'Normes et DTU' },
  { slug: 'couleurs', label: 'Couleurs' },
  { slug: 'sismique', label: 'Parasismique' },
  { slug: 'confort-thermique', label: 'Confort thermique' },
];

export const serviceCategories: SeedTag[] = [
  { slug: 'beton-arme', label: 'Béton armé' },
  { slug: 'couverture', label: 'Couverture et bardage' },
  { slug: 'logistique', label: 'Logistique et accompagnement' },
];

export const serviceTags: SeedTag[] = [
  { slug: 'sur-mesure', label: 'Sur mesure' },
  { slug: 'professionnels', label: 'Professionnels' },
  { slug: 'particuliers', label: 'Particuliers' },
  { slug: 'livraison', label: 'Livraison' },
  { slug: 'gratuit', label: 'Gratuit' },
  { slug: 'etude', label: 'Étude' },
  { slug: 'devis', label: 'Sur devis' },
  { slug: 'entretien', label: 'Entretien' },
];

// -----------------------------------------------------------------------------
// Actualités
// -----------------------------------------------------------------------------

export const news: SeedArticle[] = [
  {
    slug: 'actualites/tarifs-acier-fevrier-2023',
    title: 'Nos tarifs acier au 1er février 2023',
    summary:
      'Après une année 2022 marquée par la flambée de l’énergie, les prix des barres et des treillis soudés reculent légèrement au 1er février.',
    body: `<p>L’année 2022 a été exceptionnelle pour le marché de l’acier : envolée du coût de l’énergie en Europe, tensions sur la ferraille et hausse du fret maritime se sont cumulées pour porter les prix du rond à béton à des niveaux jamais vus. Depuis l’automne, la tendance s’est inversée et nous répercutons cette détente sur nos grilles.</p>
<h2>Ce qui change au 1er février</h2>
<ul>
<li><strong>Barres HA et bottes à la tonne</strong> : baisse moyenne de 4 %.</li>
<li><strong>Treillis soudés</strong> : baisse moyenne de 3 %.</li>
<li><strong>Armatures standard et façonnage</strong> : stabilité, la baisse de la matière étant compensée par la hausse des salaires et de l’électricité.</li>
<li><strong>Couverture Metaliso</strong> : stabilité des prix des bobines prélaquées.</li>
</ul>
<p>Les nouvelles grilles par territoire sont disponibles dans votre espace client. Les devis émis avant le 1er février restent valables aux conditions indiquées pendant leur durée de validité de 30 jours.</p>
<p>Vos conseillers restent à votre disposition pour étudier les commandes importantes ou les marchés à livraisons échelonnées : <a href="/contact">contactez-nous</a>.</p>`,
    publishedAt: '2023-01-16',
    tags: ['tarifs', 'beton-arme'],
    category: 'entreprise',
  },
  {
    slug: 'actualites/nouvelle-ligne-de-dressage',
    title: 'Une nouvelle ligne de dressage à l’usine du Lamentin',
    summary:
      'Notre nouvelle dresseuse-coupeuse traite les fils HA en couronnes du Ø6 au Ø16 et augmente notre capacité de production de barres coupées.',
    body: `<p>Après trois semaines d’installation et de réglages, notre <strong>nouvelle ligne de dressage</strong> est entrée en production début mars. Elle remplace une machine en service depuis plus de vingt ans et porte notre capacité de dressage à plus de 6 tonnes par poste.</p>
<h2>Le dressage, qu’est-ce que c’est ?</h2>
<p>Les petits et moyens diamètres d’acier HA sont livrés en couronnes de plusieurs tonnes, plus faciles à transporter que des barres de 12 mètres. Avant d’être façonné, le fil doit être redressé par un jeu de galets, puis coupé à la longueur voulue. Un dressage mal réglé laisse des barres vrillées ou abîme les verrous qui assurent l’adhérence au béton.</p>
<h2>Ce que la nouvelle ligne apporte</h2>
<ul>
<li><strong>Une meilleure rectitude</strong> des barres, appréciable pour l’assemblage des armatures sur gabarit.</li>
<li><strong>Une coupe précise</strong> au centimètre, pilotée directement depuis nos nomenclatures.</li>
<li><strong>Moins de chutes</strong> grâce à l’optimisation automatique des longueurs.</li>
<li><strong>Moins de bruit</strong> et une consommation électrique réduite d’environ 20 %.</li>
</ul>
<p>Pour nos clients, cet investissement se traduit par des délais de façonnage raccourcis, notamment sur les cadres et étriers en Ø6 et Ø8. Découvrez nos ateliers sur la page <a href="/qui-sommes-nous/notre-site-de-production">notre site de production</a>.</p>`,
    publishedAt: '2023-03-08',
    tags: ['usine', 'beton-arme'],
    category: 'entreprise',
  },
  {
    slug: 'actualites/saison-cyclonique-2023-verifiez-votre-toiture',
    title: 'Saison cyclonique 2023 : vérifiez votre toiture avant le 1er juin',
    summary:
      'La saison cyclonique s’ouvre le 1er juin. Quelques vérifications simples suffisent souvent à éviter l’arrachement d’une couverture.',
    body: `<p>La saison cyclonique de l’Atlantique Nord s’étend officiellement du <strong>1er juin au 30 novembre</strong>. Chaque année, les dégâts observés après le passage d’une tempête ou d’un ouragan montrent la même chose : une toiture cède rarement au milieu d’une plaque, mais presque toujours à partir d’une rive, d’un débord de toit ou d’une fixation corrodée.</p>
<h2>Nos recommandations avant la saison</h2>
<ol>
<li><strong>Contrôlez les fixations</strong>, en priorité en rive, en faîtage et aux angles : vis desserrées, rondelles d’étanchéité craquelées, têtes rouillées.</li>
<li><strong>Vérifiez les rives et faîtières</strong> : ce sont les premières pièces arrachées par le vent.</li>
<li><strong>Inspectez la charpente</strong> : pannes fendues, attaques de termites, ancrages de la charpente dans les chaînages.</li>
<li><strong>Nettoyez gouttières et chéneaux</strong> pour évacuer les pluies intenses.</li>
<li><strong>Élaguez les arbres</strong> dont les branches pourraient frapper la toiture.</li>
</ol>
<p>Nos conseillers peuvent vous fournir des vis de remplacement assorties à votre couverture, des faîtières et des rives pliées dans votre teinte. Pour aller plus loin, lisez notre conseil sur la <a href="/conseils/fixation-anticyclonique-d-une-couverture">fixation anticyclonique d’une couverture</a>.</p>`,
    publishedAt: '2023-05-22',
    tags: ['cyclone', 'metaliso'],
    category: 'chantiers',
  },
  {
    slug: 'actualites/audit-nf-afcab-2023',
    title: 'Audit NF AFCAB 2023 : notre certification maintenue',
    summary:
      'L’audit annuel de l’AFCAB s’est conclu sans écart majeur : nos armatures et treillis soudés conservent leur certification.',
    body: `<p>Comme chaque année, les auditeurs de l’<strong>AFCAB</strong> ont passé deux jours dans notre usine du Lamentin pour vérifier que nos processus de fabrication restent conformes aux exigences de la certification. L’audit s’est conclu <strong>sans écart majeur</strong>, et notre certification est maintenue pour les armatures façonnées et assemblées ainsi que pour les treillis soudés.</p>
<h2>Ce qui est contrôlé</h2>
<p>L’audit porte sur l’ensemble de la chaîne : réception et identification des aciers, traçabilité des coulées, réglage des machines de dressage et de façonnage, respect des diamètres de mandrin, contrôle des soudures des treillis, étiquetage et gestion des non-conformités. Des échantillons sont prélevés pour des essais de traction et de pliage en laboratoire indépendant.</p>
<h2>Un point d’amélioration</h2>
<p>Les auditeurs ont relevé une piste de progrès sur l’archivage des enregistrements de contrôle en sortie de cintreuse. Nous avons depuis numérisé ces enregistrements, désormais consultables par lot de fabrication.</p>
<p>Le certificat en cours de validité est disponible sur demande. En savoir plus sur notre démarche : <a href="/certifications-et-qualite">certifications et qualité</a>.</p>`,
    publishedAt: '2023-06-28',
    tags: ['certification', 'beton-arme'],
    category: 'entreprise',
  },
  {
    slug: 'actualites/trois-apprentis-rentree-2023',
    title: 'Trois apprentis rejoignent nos ateliers',
    summary:
      'Un futur opérateur de façonnage, une technicienne de bureau d’études et un conducteur de ligne de profilage se forment chez Trefima en alternance.',
    body: `<p>À la rentrée, trois jeunes Martiniquais ont rejoint Trefima en <strong>contrat d’apprentissage</strong>. Avec 20 collaborateurs, notre entreprise est à taille humaine : chaque apprenti est suivi par un tuteur expérimenté, sur un poste réel, dès le premier jour.</p>
<h2>Trois parcours</h2>
<ul>
<li><strong>Kévin</strong> prépare un CAP de serrurier-métallier et apprend le façonnage des armatures sur cintreuse à commande numérique.</li>
<li><strong>Maëlle</strong> suit un BTS bâtiment et intègre notre bureau d’études, où elle saisit les nomenclatures et prépare les plans de façonnage.</li>
<li><strong>Jordan</strong> prépare un bac professionnel de pilotage de lignes de production et se forme sur nos profileuses Metaliso.</li>
</ul>
<h2>Former sur place, une conviction</h2>
<p>Les métiers de la transformation de l’acier s’apprennent essentiellement sur le terrain. Former localement, c’est aussi garantir la transmission d’un savoir-faire de 40 ans et offrir des débouchés qualifiés aux jeunes du territoire. Plusieurs membres de notre équipe actuelle ont eux-mêmes commencé chez nous comme apprentis.</p>
<p>Vous êtes intéressé par l’alternance ? Consultez nos offres sur la page <a href="/carrieres">carrières</a>.</p>`,
    publishedAt: '2023-09-14',
    tags: ['recrutement', 'martinique'],
    category: 'rse',
  },
  {
    slug: 'actualites/salon-habitat-guadeloupe-2023',
    title: 'Retrouvez-nous au salon de l’habitat de Guadeloupe',
    summary:
      'Pendant quatre jours, notre équipe présente la gamme Metaliso et nos armatures certifiées aux particuliers et professionnels guadeloupéens.',
    body: `<p>Trefima sera présente au <strong>salon de l’habitat de Guadeloupe</strong>, à Baie-Mahault, du jeudi 16 au dimanche 19 novembre. Pour la première fois, nous y présentons l’ensemble de nos gammes sur un stand de 36 m².</p>
<h2>Au programme du stand</h2>
<ul>
<li>Une <strong>maquette de toiture</strong> en tuiles acier et en bacs T40 pour comparer les profils.</li>
<li>Le <strong>nuancier complet</strong> des teintes Metaliso, avec des échantillons à emporter.</li>
<li>Des <strong>démonstrations de fixation anticyclonique</strong> : cavaliers, vis à rondelle, densité en rive.</li>
<li>Des armatures standard de poteaux et de semelles, pour voir de près ce qu’est une armature certifiée.</li>
</ul>
<h2>Des conseils personnalisés</h2>
<p>Apportez les plans de votre projet : nos conseillers vous aideront à estimer les quantités, à choisir le revêtement adapté à votre distance à la mer et à préparer votre devis. Les commandes passées sur le salon bénéficient de la livraison offerte sur chantier en Guadeloupe.</p>
<p>Vous ne pouvez pas vous déplacer ? Demandez vos <a href="/services/echantillons-et-catalogues">échantillons et catalogues</a> gratuitement.</p>`,
    publishedAt: '2023-11-07',
    tags: ['guadeloupe', 'metaliso'],
    category: 'evenements',
  },
  {
    slug: 'actualites/nouvelles-teintes-metaliso-2024',
    title: 'Quatre nouvelles teintes dans la gamme Metaliso',
    summary:
      'Gris clair RAL 7035, beige RAL 1001, bleu pigeon RAL 5014 et terre cuite RAL 8004 rejoignent notre nuancier de couverture et de bardage.',
    body: `<p>Pour répondre aux demandes des architectes et des particuliers, la gamme Metaliso s’enrichit de <strong>quatre nouvelles teintes</strong> disponibles dès ce mois-ci sur les bacs T40, les tôles ondulées et les bardages nervurés.</p>
<table>
<tr><th>Teinte</th><th>Référence</th><th>Pour quels projets ?</th></tr>
<tr><td>Gris clair</td><td>RAL 7035</td><td>Bâtiments d’activité, toitures claires à faible échauffement</td></tr>
<tr><td>Beige</td><td>RAL 1001</td><td>Maisons contemporaines, bardages de façade</td></tr>
<tr><td>Bleu pigeon</td><td>RAL 5014</td><td>Cases créoles rénovées, dépendances</td></tr>
<tr><td>Terre cuite</td><td>RAL 8004</td><td>Tuiles acier, secteurs où l’aspect tuile est demandé</td></tr>
</table>
<h2>Des teintes claires pour le confort</h2>
<p>Le gris clair et le beige complètent nos teintes claires historiques, le blanc RAL 9010 et l’ivoire RAL 1015. Une toiture claire réfléchit une large part du rayonnement solaire et peut être plus fraîche de plusieurs dizaines de degrés en surface qu’une toiture sombre, ce qui améliore sensiblement le confort sous toiture.</p>
<p>Les accessoires (faîtières, rives, bavettes) sont disponibles dans les mêmes teintes. Demandez un <a href="/services/conseil-couleur">conseil couleur</a> ou des échantillons gratuits.</p>`,
    publishedAt: '2024-01-22',
    tags: ['metaliso'],
    category: 'produits',
  },
  {
    slug: 'actualites/ouverture-depot-guyane',
    title: 'Trefima ouvre un dépôt en Guyane',
    summary:
      'Barres, treillis, tôles standard et accessoires sont désormais disponibles au retrait en Guyane, à proximité du port de Dégrad-des-Cannes.',
    body: `<p>Nos clients guyanais l’attendaient : Trefima ouvre un <strong>dépôt en Guyane</strong>, sur l’île de Cayenne, à quelques minutes du port de Dégrad-des-Cannes. Il est ouvert du lundi au vendredi de 7 h à 15 h.</p>
<h2>Un stock au plus près des chantiers</h2>
<p>Le dépôt tient en stock permanent les références les plus demandées :</p>
<ul>
<li>barres HA du Ø8 au Ø16 en 6 et 12 mètres ;</li>
<li>treillis soudés ST 25 C et PAF ;</li>
<li>armatures standard de poteaux et de semelles ;</li>
<li>tôles ondulées et bacs T40 en longueurs courantes, dans les teintes les plus vendues ;</li>
<li>visserie, closoirs, faîtières, cales et fil à ligaturer.</li>
</ul>
<h2>Et pour le sur-mesure ?</h2>
<p>Le façonnage sur plan et les couvertures profilées à la longueur restent fabriqués au Lamentin et sont expédiés chaque semaine par voie maritime. Ils sont ensuite livrés depuis le dépôt ou mis à disposition au retrait.</p>
<p>Rappelons qu’en Guyane la TVA n’est pas applicable : nos prix y sont affichés hors taxes, octroi de mer compris. Toutes les modalités sont détaillées sur la page <a href="/livraison-et-retrait">livraison et retrait</a>.</p>`,
    publishedAt: '2024-03-12',
    tags: ['guyane'],
    category: 'entreprise',
  },
  {
    slug: 'actualites/chantier-groupe-scolaire-martinique',
    title: 'Chantier : 140 tonnes d’armatures pour un groupe scolaire',
    summary:
      'Pour la reconstruction parasismique d’un groupe scolaire du nord de la Martinique, nous avons façonné et livré 140 tonnes d’armatures en quatre mois.',
    body: `<p>Dans le cadre du plan de confortement parasismique des écoles, un groupe scolaire du nord-Atlantique de la Martinique est en cours de reconstruction. L’entreprise de gros œuvre nous a confié la fourniture de l’ensemble des aciers : <strong>140 tonnes d’armatures</strong> façonnées sur plan, livrées en quatre mois.</p>
<h2>Un chantier exigeant</h2>
<p>Le bâtiment, classé en catégorie d’importance III, est dimensionné selon l’Eurocode 8 en zone de sismicité 5. Les plans de ferraillage prévoient des cadres très resserrés dans les zones critiques des poteaux et des poutres, des crochets à 135° et de nombreux aciers de diamètre 20 et 25 dans les voiles de contreventement. À moins de 500 mètres de la côte atlantique, l’ouvrage est également soumis à une classe d’exposition XS1 qui impose un enrobage renforcé.</p>
<h2>Une logistique par niveau</h2>
<ul>
<li>Saisie de plus de 2 300 repères de façonnage par notre bureau d’études.</li>
<li>Livraisons par camion-grue, organisées par niveau et par ouvrage.</li>
<li>Étiquetage de chaque paquet au repère du plan pour faciliter la mise en place.</li>
<li>Certificats NF AFCAB fournis à chaque livraison pour le contrôleur technique.</li>
</ul>
<p>« Le découpage des livraisons par niveau nous a permis de travailler sans stock tampon sur un terrain très exigu », souligne le conducteur de travaux. Découvrez notre service de <a href="/services/faconnage-sur-plan">façonnage sur plan</a>.</p>`,
    publishedAt: '2024-04-25',
    tags: ['martinique', 'beton-arme'],
    category: 'chantiers',
  },
  {
    slug: 'actualites/recyclage-integral-des-chutes-d-acier',
    title: '100 % de nos chutes d’acier recyclées',
    summary:
      'Toutes les chutes de coupe et de façonnage de l’usine sont désormais triées et valorisées dans une filière de recyclage agréée.',
    body: `<p>Même avec une optimisation poussée des coupes, la transformation de l’acier génère des chutes : bouts de barres, rives de bobines, fins de couronnes. Depuis ce printemps, <strong>100 % de nos chutes d’acier</strong> sont triées sur site et confiées à une filière de recyclage agréée.</p>
<h2>Un tri à la source</h2>
<p>Chaque atelier dispose désormais de bennes dédiées : acier nu d’un côté, acier prélaqué de l’autre, afin de faciliter la valorisation. Les bennes pleines sont collectées et conditionnées pour être refondues dans une aciérie électrique, qui produira à son tour de l’acier neuf.</p>
<h2>Moins de chutes chez nos clients aussi</h2>
<p>Le meilleur déchet reste celui qu’on ne produit pas. En livrant des barres coupées et façonnées à la cote, des treillis adaptés au calepinage et des tôles profilées à la longueur exacte, nous réduisons considérablement les chutes sur les chantiers, où elles finissent trop souvent abandonnées.</p>
<p>Ce programme s’inscrit dans la démarche du groupe Acoma en faveur d’une production locale plus sobre. Découvrez <a href="/qui-sommes-nous/le-groupe-acoma">le groupe Acoma</a>.</p>`,
    publishedAt: '2024-06-10',
    tags: ['usine'],
    category: 'rse',
  },
  {
    slug: 'actualites/bacs-anti-condensation-metaliso',
    title: 'Nouveau : les bacs anti-condensation Metaliso',
    summary:
      'Un feutre régulateur de condensation en sous-face pour les hangars, carports et bâtiments non isolés. Fini les gouttes au petit matin.',
    body: `<p>Sous les tropiques, les nuits claires suffisent à refroidir une tôle en dessous du point de rosée de l’air ambiant, très humide. Résultat : au petit matin, <strong>la condensation goutte</strong> de la sous-face des bâtiments non isolés, sur les véhicules, le matériel ou les récoltes.</p>
<h2>Le principe</h2>
<p>Nos nouveaux <strong>bacs anti-condensation Metaliso</strong> sont revêtus en sous-face d’un feutre technique qui absorbe et retient l’eau de condensation, puis la restitue à l’air par évaporation lorsque la tôle se réchauffe. Le feutre est appliqué en usine, avant profilage, et laisse les bords de recouvrement libres.</p>
<h2>Pour quels bâtiments ?</h2>
<ul>
<li>Hangars agricoles et stockage de matériel.</li>
<li>Carports, abris et préaux.</li>
<li>Ateliers et entrepôts non isolés.</li>
</ul>
<p>Les bacs anti-condensation sont disponibles en profil T40, dans toutes les teintes de la gamme, profilés à la longueur jusqu’à 12 mètres. Ils ne remplacent pas une isolation pour les locaux habités. Consultez notre conseil <a href="/conseils/eviter-la-condensation-sous-toiture">éviter la condensation sous toiture</a> ou la catégorie <a href="/categorie/bacs-anti-condensation">bacs anti-condensation</a>.</p>`,
    publishedAt: '2024-07-30',
    tags: ['metaliso'],
    category: 'produits',
  },
  {
    slug: 'actualites/portes-ouvertes-usine-2024',
    title: 'Portes ouvertes à l’usine du Lamentin',
    summary:
      'Le samedi 19 octobre, venez découvrir comment naissent vos armatures et vos tôles Metaliso. Visites guidées toutes les heures.',
    body: `<p>Pour la première fois depuis plusieurs années, Trefima ouvre les portes de son usine du Lamentin au grand public le <strong>samedi 19 octobre, de 8 h à 13 h</strong>.</p>
<h2>Au programme</h2>
<ul>
<li><strong>Visites guidées</strong> des ateliers toutes les heures : dressage, façonnage, soudage des treillis et profilage des couvertures.</li>
<li><strong>Démonstration</strong> de profilage d’une tôle ondulée à la longueur.</li>
<li><strong>Stand conseil</strong> pour les particuliers qui préparent une construction ou une rénovation de toiture.</li>
<li><strong>Rencontre avec nos apprentis</strong> et présentation de nos métiers pour les jeunes en recherche d’orientation.</li>
</ul>
<h2>Informations pratiques</h2>
<p>L’entrée est libre et gratuite. Pour des raisons de sécurité, les visites des ateliers se font en groupe de quinze personnes maximum, en chaussures fermées ; gilets et lunettes sont fournis. Les enfants de moins de 12 ans ne peuvent pas accéder aux ateliers, mais un espace d’accueil leur est réservé.</p>
<p>Inscription conseillée via le <a href="/contact">formulaire de contact</a> en précisant l’horaire souhaité.</p>`,
    publishedAt: '2024-10-03',
    tags: ['usine', 'martinique'],
    category: 'evenements',
  },
  {
    slug: 'actualites/horaires-fin-d-annee-2024',
    title: 'Horaires d’ouverture pendant les fêtes de fin d’année',
    summary:
      'L’usine et le comptoir adaptent leurs horaires du 23 décembre au 3 janvier. Anticipez vos commandes de façonnage.',
    body: `<p>Comme chaque année, l’usine du Lamentin fonctionne à rythme réduit pendant les fêtes de fin d’année. Voici les horaires du comptoir et du dépôt de Guyane.</p>
<table>
<tr><th>Date</th><th>Usine du Lamentin</th><th>Dépôt de Guyane</th></tr>
<tr><td>Lundi 23 et mardi 24 décembre</td><td>7 h – 12 h</td><td>7 h – 12 h</td></tr>
<tr><td>Mercredi 25 décembre</td><td>Fermé</td><td>Fermé</td></tr>
<tr><td>Du 26 au 30 décembre</td><td>7 h – 14 h</td><td>7 h – 13 h</td></tr>
<tr><td>Mardi 31 décembre</td><td>7 h – 12 h</td><td>7 h – 12 h</td></tr>
<tr><td>Mercredi 1er janvier</td><td>Fermé</td><td>Fermé</td></tr>
<tr><td>À partir du jeudi 2 janvier</td><td>Horaires habituels</td><td>Horaires habituels</td></tr>
</table>
<h2>Anticipez vos commandes</h2>
<p>Les commandes de façonnage sur plan reçues après le <strong>13 décembre</strong> seront produites à partir du 2 janvier. Les produits en stock restent disponibles au retrait et en livraison pendant toute la période. La boutique en ligne reste ouverte : les commandes passées pendant les jours fériés sont traitées dès la réouverture.</p>
<p>Toute l’équipe Trefima vous souhaite de belles fêtes de fin d’année.</p>`,
    publishedAt: '2024-12-05',
    tags: ['martinique', 'guyane'],
    category: 'entreprise',
  },
  {
    slug: 'actualites/trefima-fete-ses-40-ans',
    title: 'Trefima fête ses 40 ans',
    summary:
      'Quarante ans après la première barre façonnée au Lamentin, Trefima transforme 8 000 tonnes d’acier par an pour trois territoires.',
    body: `<p>En 1985, une petite équipe installée au Lamentin coupait et façonnait ses premières barres pour les entreprises de gros œuvre martiniquaises. Quarante ans plus tard, Trefima compte <strong>20 collaborateurs</strong>, transforme <strong>8 000 tonnes d’acier par an</strong> et livre la Martinique, la Guadeloupe et la Guyane.</p>
<h2>Quatre décennies de construction antillaise</h2>
<p>Nos aciers sont dans les fondations de milliers de maisons, dans les dalles des écoles, des hôpitaux et des logements sociaux, et nos tôles sur les toits de quartiers entiers reconstruits après les cyclones. Cette histoire est d’abord celle de nos clients, entreprises, artisans et particuliers, qui nous font confiance depuis des générations.</p>
<h2>Les temps forts de l’année</h2>
<ul>
<li>Une <strong>soirée anniversaire</strong> réunissant clients, partenaires et anciens salariés.</li>
<li>Une <strong>série de portraits</strong> de nos collaborateurs publiée tout au long de l’année.</li>
<li>Une <strong>opération solidaire</strong> : fourniture d’armatures pour la rénovation de deux associations sportives de quartier.</li>
</ul>
<blockquote>Nous sommes fiers d’avoir construit, avec nos clients, une industrie locale durable. Les quarante prochaines années seront celles d’une production encore plus sobre et plus proche des chantiers.</blockquote>
<p>Découvrez notre histoire sur la page <a href="/qui-sommes-nous/presentation-de-la-filiale">présentation de la filiale</a>.</p>`,
    publishedAt: '2025-02-18',
    tags: ['martinique', 'usine'],
    category: 'evenements',
  },
  {
    slug: 'actualites/nouvelle-cintreuse-a-commande-numerique',
    title: 'Une nouvelle cintreuse à commande numérique pour les gros diamètres',
    summary:
      'Capable de façonner jusqu’au Ø32, notre nouvelle cintreuse à double tête accélère la production des armatures d’ouvrages d’art et de fondations.',
    body: `<p>Les chantiers d’infrastructures et de logements collectifs consomment de plus en plus d’aciers de gros diamètre. Pour y répondre, nous avons mis en service une <strong>cintreuse à double tête à commande numérique</strong>, capable de façonner des barres jusqu’au Ø32 sur 12 mètres.</p>
<h2>Ce qui change</h2>
<ul>
<li><strong>Façonnage des deux extrémités</strong> sans retourner la barre : gain de temps et de sécurité pour les opérateurs.</li>
<li><strong>Mandrins automatiques</strong> adaptés au diamètre, conformément aux rayons minimaux de l’Eurocode 2 : 4 Ø jusqu’au Ø16, 7 Ø au-delà.</li>
<li><strong>Import direct</strong> des nomenclatures saisies par le bureau d’études, sans ressaisie.</li>
</ul>
<h2>Pour quels ouvrages ?</h2>
<p>Pieux et semelles de fondations profondes, longrines, voiles de soutènement, ouvrages hydrauliques et ouvrages d’art : la nouvelle machine permet de produire des armatures lourdes dans des délais compatibles avec les plannings serrés de ces chantiers.</p>
<p>Adressez-nous vos plans pour un chiffrage : <a href="/services/faconnage-sur-plan">façonnage sur plan</a>.</p>`,
    publishedAt: '2025-04-09',
    tags: ['usine', 'beton-arme'],
    category: 'produits',
  },
  {
    slug: 'actualites/saison-cyclonique-2025-nos-engagements',
    title: 'Saison cyclonique 2025 : nos engagements',
    summary:
      'Stocks de sécurité, priorité aux sinistrés, procédure d’alerte : comment Trefima s’organise pour la saison cyclonique.',
    body: `<p>À l’approche du 1er juin, toute l’équipe se prépare à la saison cyclonique. Après un épisode majeur, la demande en tôles et en accessoires explose et les délais d’approvisionnement par voie maritime s’allongent. Notre rôle de fabricant local prend alors tout son sens.</p>
<h2>Nos engagements</h2>
<ul>
<li><strong>Un stock de sécurité</strong> de bobines prélaquées et aluzinc, dimensionné pour produire plusieurs milliers de mètres carrés de couverture sans réapprovisionnement.</li>
<li><strong>Une priorité aux sinistrés</strong> : après un cyclone, les commandes de remise hors d’eau des habitations principales sont traitées en premier.</li>
<li><strong>Des prix inchangés</strong> : nous n’appliquons aucune majoration de crise sur nos tarifs.</li>
<li><strong>Une information en temps réel</strong> sur l’ouverture de l’usine et des dépôts, sur notre site.</li>
</ul>
<h2>Pendant une alerte</h2>
<p>Dès la vigilance orange, les livraisons sont suspendues et les chantiers ne sont plus approvisionnés en tôles, pour éviter que des plaques non fixées ne deviennent des projectiles. Les commandes sont reprogrammées à la levée de l’alerte.</p>
<p>Préparez votre toiture avec nos conseils : <a href="/conseils/preparer-sa-toiture-avant-un-cyclone">préparer sa toiture avant un cyclone</a>.</p>`,
    publishedAt: '2025-05-27',
    tags: ['cyclone', 'metaliso'],
    category: 'entreprise',
  },
  {
    slug: 'actualites/chantier-logements-baie-mahault',
    title: 'Chantier : 48 logements couverts en Metaliso à Baie-Mahault',
    summary:
      'Une résidence de logements sociaux en Guadeloupe a été couverte en bacs T40 Metaliso, avec un revêtement adapté à l’exposition marine.',
    body: `<p>À Baie-Mahault, une résidence de <strong>48 logements sociaux</strong> répartis en quatre bâtiments vient de recevoir sa couverture. Le maître d’ouvrage a retenu des <strong>bacs T40 Metaliso</strong> en gris clair RAL 7035, choisis pour leur faible échauffement et leur sobriété.</p>
<h2>Les choix techniques</h2>
<ul>
<li><strong>Revêtement</strong> : à 1,5 km de la mer, sous les alizés, l’exposition a été qualifiée de marine ; un revêtement renforcé a été retenu.</li>
<li><strong>Longueurs</strong> : plaques d’un seul tenant jusqu’à 9,40 m, sans recouvrement transversal.</li>
<li><strong>Fixation</strong> : densité renforcée en rives et en angles, vis inox à rondelle EPDM.</li>
<li><strong>Accessoires</strong> : faîtières, rives et bavettes pliées dans la même bobine.</li>
</ul>
<h2>Une logistique inter-îles</h2>
<p>Les 2 600 m² de couverture ont été profilés au Lamentin en deux séries, expédiés par voie maritime jusqu’au port de Jarry puis livrés au pied des bâtiments. Chaque colis était repéré par bâtiment et par versant pour éviter toute manipulation inutile sur le chantier.</p>
<p>Vous avez un projet de couverture en Guadeloupe ? <a href="/contact">Demandez un devis</a>.</p>`,
    publishedAt: '2025-07-15',
    tags: ['guadeloupe', 'metaliso'],
    category: 'chantiers',
  },
  {
    slug: 'actualites/lancement-boutique-en-ligne',
    title: 'Commandez vos aciers et vos tôles en ligne',
    summary:
      'Notre nouvelle boutique en ligne permet aux particuliers et aux professionnels de commander 24 h/24, avec des prix par territoire.',
    body: `<p>Trefima lance sa <strong>boutique en ligne</strong>. Barres HA, treillis soudés, armatures standard, accessoires et couvertures Metaliso profilées à la longueur peuvent désormais être commandés à toute heure, depuis un ordinateur ou un téléphone.</p>
<h2>Les fonctionnalités</h2>
<ul>
<li><strong>Des prix par territoire</strong> : Martinique, Guadeloupe et Guyane ont chacune leur grille, affichée hors taxes, avec le calcul de la TVA applicable.</li>
<li><strong>Le profilage à la longueur</strong> : saisissez la longueur de chaque plaque, au centimètre, directement dans le panier.</li>
<li><strong>Un configurateur de toiture</strong> qui calcule plaques, accessoires et visserie à partir des dimensions de vos versants.</li>
<li><strong>Un espace professionnel</strong> avec vos conditions, vos adresses de chantier et vos factures.</li>
<li><strong>Le choix</strong> entre retrait à l’usine, retrait au dépôt de Guyane ou livraison sur chantier.</li>
</ul>
<p>Le comptoir de l’usine et nos conseillers restent bien sûr à votre disposition pour les projets qui demandent un accompagnement. Essayez le <a href="/configurateur">configurateur</a> ou parcourez <a href="/nos-gammes">nos gammes</a>.</p>`,
    publishedAt: '2025-09-02',
    tags: ['martinique', 'guadeloupe', 'guyane'],
    category: 'entreprise',
  },
  {
    slug: 'actualites/forum-des-metiers-du-btp-guyane',
    title: 'Forum des métiers du BTP à Cayenne',
    summary:
      'Notre équipe du dépôt de Guyane a présenté les métiers de l’acier à plus de 300 lycéens lors du forum des métiers du bâtiment.',
    body: `<p>Le forum des métiers du BTP organisé à Cayenne a réuni entreprises, centres de formation et plus de <strong>300 lycéens</strong> venus de toute la Guyane. Trefima y tenait un stand pour faire découvrir des métiers encore méconnus : ferrailleur, opérateur de façonnage, conducteur de ligne de profilage, technicien de bureau d’études.</p>
<h2>Des démonstrations concrètes</h2>
<p>Les jeunes ont pu manipuler une cintreuse manuelle pour façonner un cadre, ligaturer une petite armature et apprendre à lire un plan de ferraillage. Beaucoup ont découvert que derrière chaque dalle se cache un travail précis de calcul et de fabrication.</p>
<h2>Des opportunités en Guyane</h2>
<p>Avec le développement de notre dépôt et la croissance des besoins en logements, nous recrutons des profils logistiques et commerciaux en Guyane, et accueillons des stagiaires et des alternants. Plusieurs candidatures ont été recueillies sur le stand.</p>
<p>Nos offres sont en ligne sur la page <a href="/carrieres">carrières</a>.</p>`,
    publishedAt: '2025-10-20',
    tags: ['guyane', 'recrutement'],
    category: 'evenements',
  },
  {
    slug: 'actualites/centrale-photovoltaique-toiture-usine',
    title: 'Une centrale photovoltaïque sur les toits de l’usine',
    summary:
      'Les toitures de nos ateliers accueillent désormais des panneaux solaires qui couvrent une part significative de la consommation de l’usine en journée.',
    body: `<p>Les machines de dressage, de façonnage et de profilage consomment beaucoup d’électricité, et celle-ci est encore majoritairement produite à partir d’énergies fossiles en Martinique. Pour réduire notre empreinte, nous avons équipé les toitures de nos ateliers d’une <strong>centrale photovoltaïque en autoconsommation</strong>.</p>
<h2>Le projet en bref</h2>
<ul>
<li>Panneaux fixés sur nos propres bacs T40 Metaliso, avec un système de rails sans perçage des nervures.</li>
<li>Production concentrée aux heures de travail de l’usine, qui coïncident avec l’ensoleillement.</li>
<li>Part solaire estimée à environ 35 % de notre consommation annuelle d’électricité.</li>
<li>Structure dimensionnée pour les vents cycloniques, avec un plan de démontage préventif en cas d’alerte majeure.</li>
</ul>
<h2>Un retour d’expérience utile à nos clients</h2>
<p>Ce chantier nous a permis de valider des solutions de fixation compatibles avec nos profils et leur garantie. Nos conseillers peuvent désormais orienter les clients qui prévoient d’installer des panneaux solaires sur une couverture Metaliso.</p>
<p>Découvrez nos autres engagements dans la présentation du <a href="/qui-sommes-nous/le-groupe-acoma">groupe Acoma</a>.</p>`,
    publishedAt: '2025-12-10',
    tags: ['usine', 'martinique'],
    category: 'rse',
  },
  {
    slug: 'actualites/tarifs-2026',
    title: 'Évolution de nos tarifs au 1er février 2026',
    summary:
      'Fret maritime et entrée en vigueur du mécanisme d’ajustement carbone aux frontières : nos prix évoluent en moyenne de 2,5 %.',
    body: `<p>Nos grilles tarifaires évoluent au <strong>1er février 2026</strong>. La hausse moyenne est de 2,5 %, avec des variations selon les familles de produits et les territoires.</p>
<h2>Les raisons de cette évolution</h2>
<ul>
<li><strong>Le mécanisme d’ajustement carbone aux frontières (MACF)</strong>, entré dans sa phase définitive au 1er janvier 2026, renchérit l’acier importé dans l’Union européenne, dont les départements d’outre-mer font partie.</li>
<li><strong>Le fret maritime</strong> vers les Antilles et la Guyane reste élevé.</li>
<li><strong>L’énergie et les salaires</strong> progressent de façon modérée.</li>
</ul>
<h2>Le détail par famille</h2>
<table>
<tr><th>Famille</th><th>Évolution moyenne</th></tr>
<tr><td>Barres HA et bottes à la tonne</td><td>+3 %</td></tr>
<tr><td>Treillis soudés</td><td>+3 %</td></tr>
<tr><td>Armatures standard et façonnage</td><td>+2 %</td></tr>
<tr><td>Couverture et bardage Metaliso</td><td>+2 %</td></tr>
<tr><td>Accessoires et visserie</td><td>Stables</td></tr>
</table>
<p>Les devis émis avant le 1er février restent valables jusqu’à leur échéance. Les nouveaux prix sont visibles dans la boutique et dans votre <a href="/espace-professionnels">espace professionnel</a>.</p>`,
    publishedAt: '2026-01-19',
    tags: ['tarifs'],
    category: 'entreprise',
  },
  {
    slug: 'actualites/certification-nf-afcab-renouvelee-2026',
    title: 'Certification NF AFCAB renouvelée pour trois ans',
    summary:
      'À l’issue de l’audit de renouvellement, l’AFCAB reconduit notre certification pour les armatures, les treillis soudés et le façonnage.',
    body: `<p>Tous les trois ans, l’audit annuel de l’AFCAB prend la forme d’un <strong>audit de renouvellement</strong> plus approfondi. Celui de cette année s’est conclu par la reconduction de notre certification pour l’ensemble de nos activités de béton armé : armatures façonnées, armatures assemblées et treillis soudés.</p>
<h2>Les points forts relevés</h2>
<ul>
<li>La <strong>traçabilité numérique</strong> de la coulée jusqu’au paquet livré, accessible par simple lecture de l’étiquette.</li>
<li>La <strong>maîtrise des mandrins</strong> sur nos deux cintreuses à commande numérique.</li>
<li>La <strong>formation</strong> des opérateurs, y compris des apprentis, aux exigences de la NF A 35-027.</li>
</ul>
<h2>Pourquoi c’est important pour vous</h2>
<p>En zone de sismicité forte, les bureaux de contrôle exigent des aciers et des armatures certifiés. Nos clients peuvent joindre à leur dossier d’ouvrage les certificats correspondant à chaque livraison, sans démarche supplémentaire.</p>
<p>Tout savoir sur notre démarche : <a href="/certifications-et-qualite">certifications et qualité</a>.</p>`,
    publishedAt: '2026-03-16',
    tags: ['certification', 'beton-arme'],
    category: 'entreprise',
  },
  {
    slug: 'actualites/tuile-acier-finition-mate',
    title: 'La tuile acier Metaliso se décline en finition mate',
    summary:
      'Un revêtement mat texturé pour nos panneaux tuiles, plus proche de l’aspect de la terre cuite et moins sensible aux rayures.',
    body: `<p>Nos <strong>panneaux tuiles acier Metaliso</strong> sont désormais proposés en <strong>finition mate texturée</strong>, en plus de la finition brillante habituelle. Cette nouvelle finition répond à une demande forte des architectes et des particuliers qui recherchent un aspect plus naturel.</p>
<h2>Les avantages de la finition mate</h2>
<ul>
<li><strong>Un aspect proche de la terre cuite</strong>, sans reflets.</li>
<li><strong>Une meilleure tenue aux micro-rayures</strong> lors de la pose et de l’entretien.</li>
<li><strong>Une épaisseur de revêtement accrue</strong>, favorable à la durabilité.</li>
</ul>
<h2>Teintes disponibles</h2>
<p>La finition mate est disponible en rouge tuile RAL 8012, terre cuite RAL 8004, brun RAL 8017 et gris anthracite RAL 7016. Les faîtières et rives sont fournies dans la même finition.</p>
<p>La tuile acier allie l’esthétique traditionnelle à la légèreté de l’acier : environ 5 kg/m², contre plus de 40 kg/m² pour une tuile en terre cuite, un atout majeur en zone sismique. Voir la catégorie <a href="/categorie/tuiles-acier">tuiles acier</a>.</p>`,
    publishedAt: '2026-05-11',
    tags: ['metaliso'],
    category: 'produits',
  },
  {
    slug: 'actualites/chantier-marche-couvert-kourou',
    title: 'Chantier : un marché couvert en Guyane',
    summary:
      'Bacs T40 et bardage Metaliso pour un marché couvert de 1 200 m², conçu pour les pluies équatoriales et une ventilation naturelle.',
    body: `<p>En Guyane, la commune de Kourou s’est dotée d’un nouveau <strong>marché couvert</strong> de 1 200 m². Trefima a fourni la couverture en bacs T40 et le bardage ajouré des pignons, dans un ivoire RAL 1015 qui reflète le soleil équatorial.</p>
<h2>Un climat différent des Antilles</h2>
<p>La Guyane n’est pas exposée aux cyclones, mais connaît des <strong>pluies équatoriales très intenses</strong> et une humidité permanente. Le projet a donc privilégié des pentes confortables, de larges chéneaux et des débords généreux pour protéger les étals, tout en limitant la condensation par une ventilation naturelle en faîtage.</p>
<h2>Les produits fournis</h2>
<ul>
<li>1 350 m² de bacs T40 anti-condensation, en longueurs de 8,20 m.</li>
<li>Bardage nervuré posé à claire-voie sur les pignons pour laisser circuler l’air.</li>
<li>Chéneaux, faîtières ventilées et bavettes pliés sur mesure.</li>
</ul>
<p>Profilés au Lamentin, les colis ont transité par notre <a href="/actualites/ouverture-depot-guyane">dépôt de Guyane</a> avant d’être livrés sur le chantier.</p>`,
    publishedAt: '2026-06-22',
    tags: ['guyane', 'metaliso'],
    category: 'chantiers',
  },
  {
    slug: 'actualites/matinee-technique-enrobage-bureaux-d-etudes',
    title: 'Matinée technique : enrobage et durabilité en climat marin',
    summary:
      'Nous invitons bureaux d’études, contrôleurs et conducteurs de travaux à une matinée consacrée à l’enrobage des aciers en bord de mer.',
    body: `<p>La corrosion des armatures est la première cause de dégradation des ouvrages en béton armé aux Antilles. Pour partager les bonnes pratiques, Trefima organise une <strong>matinée technique</strong> le jeudi 8 octobre, à l’usine du Lamentin.</p>
<h2>Programme</h2>
<ol>
<li><strong>Classes d’exposition XS</strong> : comment les déterminer selon la distance à la mer, l’orientation et les alizés.</li>
<li><strong>Enrobage nominal</strong> selon l’Eurocode 2 : enrobage minimal de durabilité, tolérance d’exécution, cas des dalles et des éléments préfabriqués.</li>
<li><strong>Du plan au chantier</strong> : choix des cales et distanciers, contrôle avant coulage, erreurs fréquentes.</li>
<li><strong>Retour d’expérience</strong> : pathologies observées sur des bâtiments de bord de mer de plus de trente ans.</li>
</ol>
<h2>Informations pratiques</h2>
<p>La matinée est gratuite et réservée aux professionnels. Le nombre de places étant limité à 40, l’inscription est obligatoire via le <a href="/contact">formulaire de contact</a>. Un support de synthèse sera remis à chaque participant.</p>
<p>En attendant, relisez notre conseil <a href="/conseils/enrobage-des-aciers-en-bord-de-mer">enrobage des aciers en bord de mer</a>.</p>`,
    publishedAt: '2026-09-08',
    tags: ['beton-arme', 'martinique'],
    category: 'evenements',
  },
  {
    slug: 'actualites/premier-bilan-carbone-trefima',
    title: 'Notre premier bilan carbone',
    summary:
      'Trefima publie son premier bilan des émissions de gaz à effet de serre et fixe ses objectifs de réduction à l’horizon 2030.',
    body: `<p>Pour piloter sérieusement la réduction de notre impact, il fallait d’abord le mesurer. Nous avons réalisé notre <strong>premier bilan carbone</strong> complet, portant sur l’ensemble de nos activités : achats d’acier, transport maritime, énergie de l’usine, livraisons et déplacements.</p>
<h2>Les principaux enseignements</h2>
<ul>
<li><strong>L’acier acheté</strong> représente, sans surprise, l’essentiel de nos émissions : le choix de la filière de production de l’acier est le premier levier.</li>
<li><strong>Le transport maritime</strong> des matières premières vient en deuxième position.</li>
<li><strong>L’énergie de l’usine</strong> pèse moins, en particulier depuis la mise en service de notre centrale photovoltaïque.</li>
<li><strong>Nos livraisons</strong> restent modestes grâce au regroupement des tournées.</li>
</ul>
<h2>Nos objectifs</h2>
<p>D’ici 2030, nous visons à privilégier les aciers issus de la filière électrique, à fort taux de recyclé, à réduire de 30 % les émissions liées à nos livraisons et à atteindre un taux de chutes inférieur à 2 % du tonnage transformé. Un point d’étape sera publié chaque année.</p>
<p>Découvrez nos autres engagements dans la <a href="/qui-sommes-nous/presentation-de-la-filiale">présentation de la filiale</a>.</p>`,
    publishedAt: '2026-11-04',
    tags: ['usine'],
    category: 'rse',
  },
];

// -----------------------------------------------------------------------------
// Conseils
// -----------------------------------------------------------------------------

export const advice: SeedArticle[] = [
  {
    slug: 'conseils/choisir-son-treillis-soude',
    title: 'Choisir son treillis soudé : ST ou PAF ?',
    summary:
      'Treillis de structure ou treillis de dallage, maille, diamètre, format de panneau : les repères pour choisir le bon treillis selon l’ouvrage.',
    body: `<p>Le treillis soudé est un quadrillage de fils d’acier HA soudés à chaque croisement. Il arme les éléments plans en béton : dalles, dallages, voiles, radiers, chapes. Mais tous les treillis ne se valent pas, et un panneau mal choisi peut être soit insuffisant, soit inutilement lourd et coûteux.</p>
<h2>Deux familles aux rôles différents</h2>
<h3>Les treillis de structure (ST)</h3>
<p>Ils participent à la résistance de l’ouvrage. Leur section d’acier est <strong>déterminée par le calcul</strong>, selon l’Eurocode 2, par le bureau d’études : dalles portant entre poutres ou murs, voiles, radiers. Le suffixe <strong>C</strong> (ST 25 C, ST 40 C) désigne un treillis à maille carrée, qui arme de la même façon dans les deux directions.</p>
<h3>Les treillis de dallage (PAF)</h3>
<p>Ils n’ont pas de rôle porteur. Ils servent d’armature de <strong>retrait et de répartition</strong> dans les dallages sur terre-plein, les chapes, les terrasses et les allées, pour limiter l’ouverture des fissures liées au retrait du béton et aux variations de température.</p>
<h2>Lire la désignation</h2>
<table>
<tr><th>Référence</th><th>Maille (mm)</th><th>Section (cm²/m)</th><th>Usage courant</th></tr>
<tr><td>PAF</td><td>200 × 200 à 300 × 300</td><td>Faible</td><td>Chapes, allées, dallages non porteurs</td></tr>
<tr><td>ST 10</td><td>200 × 300</td><td>1,19</td><td>Dallages légers</td></tr>
<tr><td>ST 25 C</td><td>150 × 150</td><td>2,57</td><td>Dalles courantes, dallages de maison</td></tr>
<tr><td>ST 40 C</td><td>100 × 100</td><td>3,85</td><td>Dalles chargées, radiers</td></tr>
</table>
<h2>Nos conseils de choix</h2>
<ul>
<li><strong>Dalle portée (plancher, dalle sur vide sanitaire)</strong> : suivez impérativement les plans du bureau d’études ; le treillis vient souvent en complément de barres.</li>
<li><strong>Dallage de maison sur terre-plein</strong> : le NF DTU 13.3 fixe les dispositions minimales ; un ST 25 C est une référence fréquente.</li>
<li><strong>Terrasse, allée, chape</strong> : un PAF suffit généralement.</li>
</ul>
<h2>Calepinage et recouvrements</h2>
<p>Les panneaux se recouvrent sur leurs bords. Prévoyez ces recouvrements dans votre calcul de surface : comptez en pratique 10 à 15 % de surface en plus. Nos formats de 2,40 × 6,00 m et 3,00 × 6,00 m permettent d’adapter le calepinage à la géométrie de la dalle.</p>
<h2>La pose, aussi importante que le choix</h2>
<p>Un treillis posé à même le sol et piétiné pendant le coulage se retrouve au fond de la dalle, où il ne sert à rien. Posez-le toujours sur des <a href="/categorie/cales-et-distanciers">cales adaptées</a> à l’enrobage requis. Retrouvez toute la gamme dans la catégorie <a href="/categorie/treillis-soudes">treillis soudés</a>.</p>`,
    publishedAt: '2023-02-14',
    tags: ['treillis', 'normes'],
    category: 'beton-arme',
  },
  {
    slug: 'conseils/enrobage-des-aciers-en-bord-de-mer',
    title: 'Enrobage des aciers en bord de mer : les règles à respecter',
    summary:
      'En climat marin, l’épaisseur de béton qui protège les armatures décide de la durée de vie de l’ouvrage. Voici comment la déterminer et la garantir.',
    body: `<p>L’<strong>enrobage</strong> est la distance entre la surface d’une armature (cadre compris) et la face la plus proche du béton. Ce béton d’enrobage protège l’acier : tant qu’il reste sain et suffisamment épais, l’acier est passivé par l’alcalinité du béton et ne rouille pas. Au bord de la mer, les chlorures apportés par les embruns finissent par traverser ce béton ; lorsqu’ils atteignent l’acier, la corrosion démarre, la rouille gonfle et fait éclater le béton.</p>
<h2>Les classes d’exposition marines</h2>
<p>L’Eurocode 2 et la norme NF EN 206/CN classent les environnements en classes d’exposition. Pour le milieu marin :</p>
<ul>
<li><strong>XS1</strong> : exposé à l’air véhiculant du sel marin, sans contact direct avec l’eau de mer. C’est le cas de nombreux bâtiments proches du littoral, en particulier sur les côtes au vent balayées par les alizés.</li>
<li><strong>XS2</strong> : immergé en permanence dans l’eau de mer.</li>
<li><strong>XS3</strong> : zones de marnage, soumises aux projections ou aux embruns.</li>
</ul>
<p>La distance à partir de laquelle on sort de la classe XS1 dépend de la topographie, de l’orientation et des vents dominants : elle est fixée par les documents du marché et le bureau d’études. En cas de doute, la prudence s’impose.</p>
<h2>Calculer l’enrobage nominal</h2>
<p>L’enrobage nominal inscrit sur les plans vaut <strong>c nom = c min + Δc dev</strong>, où Δc dev, la tolérance d’exécution, vaut en général 10 mm. Pour un bâtiment courant (classe structurale S4, durée d’utilisation de 50 ans), l’enrobage minimal de durabilité est de :</p>
<table>
<tr><th>Classe d’exposition</th><th>Enrobage minimal de durabilité</th><th>Enrobage nominal (avec 10 mm de tolérance)</th></tr>
<tr><td>XC1 (intérieur sec)</td><td>15 mm</td><td>25 mm</td></tr>
<tr><td>XC4 (extérieur, alternance humide et sec)</td><td>30 mm</td><td>40 mm</td></tr>
<tr><td>XS1</td><td>35 mm</td><td>45 mm</td></tr>
<tr><td>XS3</td><td>45 mm</td><td>55 mm</td></tr>
</table>
<p>Ces valeurs peuvent être modulées selon la classe de résistance du béton et les dispositions du projet : c’est le bureau d’études qui les arrête. Elles s’accompagnent d’exigences sur le béton lui-même (classe de résistance, dosage en liant, rapport eau/ciment), car un béton poreux laisse passer les chlorures beaucoup plus vite.</p>
<h2>Garantir l’enrobage sur le chantier</h2>
<ol>
<li><strong>Utilisez des cales de la bonne hauteur</strong>, en béton ou en plastique, jamais de cailloux ni de morceaux de bois.</li>
<li><strong>Comptez les cadres</strong> : l’enrobage se mesure depuis l’acier le plus extérieur, c’est-à-dire le cadre ou l’étrier.</li>
<li><strong>Disposez suffisamment de cales</strong> : en général quatre par mètre carré sous les treillis, et tous les mètres environ le long des armatures de poutres et de poteaux.</li>
<li><strong>Vérifiez avant le coulage</strong> que rien n’a bougé, notamment après le passage des autres corps d’état.</li>
<li><strong>Vibrez correctement</strong> pour obtenir un béton d’enrobage compact.</li>
</ol>
<h2>À ne jamais faire</h2>
<ul>
<li>Utiliser du sable de mer ou de l’eau de mer pour gâcher le béton : vous introduisez directement les chlorures au contact des aciers.</li>
<li>Laisser des fils de ligature dépasser vers la face du coffrage : ils deviennent des points d’entrée de la corrosion.</li>
<li>Réduire l’enrobage pour « gagner » de la hauteur utile sans accord du bureau d’études.</li>
</ul>
<p>Nos <a href="/categorie/cales-et-distanciers">cales et distanciers</a> existent dans toutes les hauteurs courantes, de 20 à 60 mm.</p>`,
    publishedAt: '2023-04-04',
    tags: ['enrobage', 'corrosion', 'bord-de-mer'],
    category: 'beton-arme',
  },
  {
    slug: 'conseils/pente-minimale-d-un-bac-acier',
    title: 'Quelle pente minimale pour un bac acier ou une tôle ondulée ?',
    summary:
      'La pente conditionne l’étanchéité d’une couverture métallique. Repères par profil, calcul de la pente et précautions propres aux pluies tropicales.',
    body: `<p>Une couverture métallique n’est étanche que si l’eau s’écoule assez vite pour ne jamais remonter par les recouvrements. La <strong>pente minimale</strong> dépend du profil, de la longueur du rampant et de la présence ou non de recouvrements transversaux.</p>
<h2>Le cadre de référence</h2>
<p>La pose des plaques nervurées en acier revêtu est encadrée par le <strong>NF DTU 40.35</strong>. Rédigé pour la métropole, il sert aussi de référence aux Antilles et en Guyane, où il doit être complété par les règles de l’art locales : pluies tropicales beaucoup plus intenses et vents cycloniques qui plaquent l’eau contre les recouvrements. Nous recommandons donc de ne pas se contenter des minima.</p>
<h2>Nos repères par profil</h2>
<table>
<tr><th>Profil Metaliso</th><th>Pente minimale</th><th>Équivalent en degrés</th></tr>
<tr><td>Bac nervuré T40 ou T35, plaque d’un seul tenant</td><td>7 %</td><td>4°</td></tr>
<tr><td>Bac nervuré avec recouvrement transversal</td><td>10 à 15 % selon le rampant</td><td>6 à 8,5°</td></tr>
<tr><td>Tôle ondulée 76/18</td><td>15 % recommandés</td><td>8,5°</td></tr>
<tr><td>Panneaux tuiles acier</td><td>25 %</td><td>14°</td></tr>
</table>
<p>Ces valeurs s’entendent pour des rampants courants. Au-delà d’une dizaine de mètres de rampant, augmentez la pente : l’eau collectée en bas de versant est plus abondante et le risque de débordement par les nervures augmente.</p>
<h2>Calculer la pente de votre toiture</h2>
<p>La pente en pourcentage est le rapport entre la hauteur et la projection horizontale du rampant, multiplié par 100. Exemple : un versant qui monte de <strong>0,60 m</strong> sur une projection horizontale de <strong>4,00 m</strong> a une pente de 0,60 / 4,00 × 100 = <strong>15 %</strong>.</p>
<h2>Privilégier les plaques d’un seul tenant</h2>
<p>Le recouvrement transversal est le point faible d’une couverture à faible pente. Comme nous profilons chaque plaque à la longueur, jusqu’à 12 mètres, la plupart des toitures de maisons et de nombreux bâtiments peuvent être couverts <strong>sans aucun recouvrement transversal</strong>. C’est la solution la plus sûre.</p>
<h2>Les cas particuliers</h2>
<ul>
<li><strong>Abords de pénétrations</strong> (conduits, chiens-assis) : la pente doit permettre de contourner l’obstacle avec une bavette amont.</li>
<li><strong>Toitures à très faible pente</strong> : en dessous de 7 %, une couverture en bacs acier n’est pas adaptée ; il faut envisager une étanchéité.</li>
<li><strong>Raccord sur un mur</strong> : prévoyez un solin et une bavette pour que l’eau de ruissellement du mur n’entre pas sous les plaques.</li>
</ul>
<p>Saisissez les dimensions de vos versants dans notre <a href="/configurateur">configurateur</a> : il vous alertera si la pente est insuffisante pour le profil choisi.</p>`,
    publishedAt: '2023-07-11',
    tags: ['pente', 'normes'],
    category: 'toiture',
  },
  {
    slug: 'conseils/fixation-anticyclonique-d-une-couverture',
    title: 'Fixation anticyclonique d’une couverture métallique',
    summary:
      'Une toiture en acier résiste aux cyclones si elle est correctement fixée. Densité de fixation, zones à renforcer, visserie et ancrage de la charpente.',
    body: `<p>Lors d’un cyclone, ce n’est pas la poussée du vent qui arrache les toitures, mais la <strong>dépression</strong> qu’il crée au-dessus du toit, combinée à la surpression qui s’installe à l’intérieur si une porte ou une fenêtre cède. La toiture est littéralement aspirée. Pour l’Eurocode 1, la vitesse de référence du vent retenue aux Antilles est de 36 m/s, bien plus qu’en métropole ; les rafales d’un ouragan majeur dépassent très largement cette valeur.</p>
<h2>Les zones les plus sollicitées</h2>
<p>La dépression n’est pas uniforme sur un toit. Elle est maximale :</p>
<ul>
<li>aux <strong>angles</strong> de la toiture ;</li>
<li>le long des <strong>rives</strong> et des <strong>égouts</strong>, sur une bande d’environ un dixième de la largeur du bâtiment ;</li>
<li>au <strong>faîtage</strong> ;</li>
<li>sur les <strong>débords de toit</strong>, soumis à la fois à l’aspiration dessus et à la pression dessous.</li>
</ul>
<p>C’est là que la densité de fixation doit être renforcée, et c’est là que commencent presque tous les arrachements.</p>
<h2>Les règles de fixation</h2>
<h3>Tôles ondulées</h3>
<p>Fixez en <strong>sommet d’onde</strong>, jamais en creux, avec des vis autoperceuses de diamètre 6,3 mm munies d’une rondelle d’étanchéité et d’un <strong>cavalier</strong> qui répartit l’effort et évite l’écrasement de l’onde. En zone exposée, fixez chaque sommet d’onde en rive et en égout, et une onde sur deux en partie courante.</p>
<h3>Bacs nervurés</h3>
<p>Fixez en sommet de nervure, sur chaque panne. En rive, en égout et au faîtage, fixez <strong>chaque nervure</strong>. Les recouvrements longitudinaux sont couturés par des vis de couture entre pannes.</p>
<h3>Pannes et charpente</h3>
<p>L’entraxe des pannes doit être compatible avec l’épaisseur de la tôle et les efforts de vent : resserrez-le en rive et en égout. Utilisez de préférence une tôle de 0,63 mm ou plus en site exposé. Enfin, <strong>la toiture ne vaut que par son ancrage</strong> : chaque ferme ou chevron doit être solidement lié à la structure (équerres, feuillards ou tiges scellées dans les chaînages).</p>
<h2>La visserie</h2>
<ul>
<li>Vis de longueur suffisante pour traverser la panne bois d’au moins 40 mm, ou la panne métallique avec plusieurs filets en prise.</li>
<li>En bord de mer, vis en <strong>inox</strong> ou à revêtement haute résistance à la corrosion : une vis rouillée perd sa tenue bien avant la tôle.</li>
<li>Serrage sans écraser la rondelle : elle doit affleurer la tête, sans déborder.</li>
</ul>
<h2>Les accessoires</h2>
<p>Faîtières, rives et bavettes doivent être fixées avec la même rigueur que les plaques : une rive arrachée ouvre la voie au vent sous toute la couverture. Limitez les débords de toit non protégés par une sous-face.</p>
<p>Ces principes ne remplacent pas un calcul au vent pour les bâtiments importants. Pour la maison individuelle, faites appel à un <a href="/espace-particuliers/nos-partenaires-artisans">artisan partenaire</a> formé à la pose anticyclonique et choisissez la <a href="/categorie/visserie">visserie</a> adaptée à votre exposition.</p>`,
    publishedAt: '2023-09-26',
    tags: ['cyclone', 'fixation'],
    category: 'toiture',
  },
  {
    slug: 'conseils/lire-une-nomenclature-d-armatures',
    title: 'Lire une nomenclature d’armatures',
    summary:
      'Repère, nombre, diamètre, forme, longueur développée, poids : comment se lit une nomenclature de ferraillage et comment la transmettre pour façonnage.',
    body: `<p>La <strong>nomenclature</strong> est le tableau qui accompagne un plan de ferraillage. Elle liste chaque type de barre à fabriquer, avec les informations nécessaires à sa coupe, à son façonnage et à sa mise en place. C’est le document que nous utilisons pour produire vos aciers.</p>
<h2>Les colonnes d’une nomenclature</h2>
<table>
<tr><th>Colonne</th><th>Signification</th></tr>
<tr><td>Repère</td><td>Numéro de la barre, reporté sur le plan et sur l’étiquette du paquet</td></tr>
<tr><td>Nombre</td><td>Quantité de barres identiques, parfois exprimée en nombre par élément × nombre d’éléments</td></tr>
<tr><td>Diamètre</td><td>Diamètre nominal de la barre HA, en millimètres</td></tr>
<tr><td>Forme</td><td>Croquis coté ou code de forme normalisé (barre droite, cadre, étrier, épingle, barre coudée…)</td></tr>
<tr><td>Longueur développée</td><td>Longueur de barre nécessaire pour réaliser la forme, avant façonnage</td></tr>
<tr><td>Poids</td><td>Poids total du repère, calculé à partir du poids au mètre</td></tr>
</table>
<h2>Exemple commenté</h2>
<table>
<tr><th>Repère</th><th>Nombre</th><th>Ø</th><th>Forme</th><th>L. dév.</th><th>Poids</th></tr>
<tr><td>1</td><td>4</td><td>12</td><td>Barre droite 3,20 m</td><td>3,20 m</td><td>11,4 kg</td></tr>
<tr><td>2</td><td>22</td><td>6</td><td>Cadre 15 × 15 cm, crochets à 135°</td><td>0,78 m</td><td>3,8 kg</td></tr>
</table>
<p>Il s’agit ici d’un poteau de 20 × 20 cm en béton armé : quatre barres longitudinales Ø12 de 3,20 m et 22 cadres Ø6. Le poids se calcule avec le poids au mètre : 4 × 3,20 × 0,888 = 11,4 kg pour le repère 1.</p>
<h2>Les points à vérifier</h2>
<ul>
<li><strong>Les cotes de façonnage</strong> sont-elles extérieures ou intérieures ? La convention doit être indiquée sur le plan.</li>
<li><strong>Les mandrins</strong> : l’Eurocode 2 impose un diamètre de mandrin minimal de 4 Ø pour les barres jusqu’au Ø16 et de 7 Ø au-delà. Des cotes trop serrées sont irréalisables.</li>
<li><strong>Les crochets des cadres</strong> en zone sismique : fermeture à 135° avec un retour d’au moins 10 Ø.</li>
<li><strong>La cohérence plan/nomenclature</strong> : chaque repère du plan doit figurer dans le tableau, et inversement.</li>
</ul>
<h2>Nous transmettre votre nomenclature</h2>
<p>Envoyez-nous vos plans et nomenclatures au format PDF, DWG ou tableur. Notre bureau d’études saisit chaque repère, contrôle les cotes et les mandrins et vous signale toute incohérence avant fabrication. Les paquets sont ensuite étiquetés au numéro de repère. Voir notre service de <a href="/services/faconnage-sur-plan">façonnage sur plan</a> et notre conseil <a href="/conseils/calculer-le-poids-de-ses-aciers">calculer le poids de ses aciers</a>.</p>`,
    publishedAt: '2023-12-05',
    tags: ['nomenclature'],
    category: 'beton-arme',
  },
  {
    slug: 'conseils/stocker-ses-aciers-sur-chantier',
    title: 'Stocker ses aciers sur le chantier',
    summary:
      'Barres, treillis et armatures craignent la boue, l’huile et les embruns. Les bons gestes pour stocker les aciers jusqu’au coulage.',
    body: `<p>Entre la livraison et le coulage du béton, les aciers passent parfois plusieurs semaines sur le chantier. Un stockage négligé peut les salir, les déformer ou les corroder au point de compromettre leur adhérence au béton.</p>
<h2>Préparer l’aire de stockage</h2>
<ul>
<li>Choisissez une zone <strong>plane, stable et drainée</strong>, accessible au camion-grue pour la livraison.</li>
<li>Disposez des <strong>bastaings ou des madriers</strong> tous les 2 mètres environ, pour maintenir les aciers à au moins 10 cm du sol.</li>
<li>Éloignez la zone des passages d’engins, des stockages de carburant et des zones de gâchage.</li>
</ul>
<h2>Ranger par repère</h2>
<p>Nos livraisons sont étiquetées par repère de nomenclature ou par ouvrage. Conservez les étiquettes et rangez les paquets dans l’ordre de mise en œuvre : vous gagnerez un temps précieux au moment du ferraillage. Ne coupez les ligatures des paquets qu’au moment de l’utilisation.</p>
<h2>Protéger de la pluie et des embruns</h2>
<p>Une légère rouille superficielle, pulvérulente, n’est pas un défaut : elle n’affecte pas l’adhérence. En revanche, la <strong>rouille feuilletée</strong>, qui se détache en écailles, ou les piqûres de corrosion, indiquent une perte de section. En bord de mer, les embruns accélèrent fortement ce processus.</p>
<ul>
<li>Couvrez les aciers d’une bâche en cas de stockage prolongé, en laissant l’air circuler par-dessous pour éviter la condensation.</li>
<li>Ne stockez jamais les aciers directement face à la mer lorsque le chantier le permet.</li>
<li>Commandez par phases : nos livraisons par niveau évitent de stocker des semaines d’avance.</li>
</ul>
<h2>Avant la mise en œuvre</h2>
<p>Les aciers doivent être <strong>propres</strong> au moment du coulage : sans boue, sans huile de décoffrage, sans laitance séchée ni rouille feuilletée. Brossez-les si nécessaire. N’utilisez jamais un acier dont les verrous sont écrasés ou qui a été redressé après un pliage accidentel.</p>
<h2>Treillis et armatures assemblées</h2>
<p>Stockez les treillis à plat, en piles stables, et les armatures assemblées sans les empiler au point de déformer les cadres. Ne marchez pas sur les armatures et ne roulez pas dessus avec des engins. Voir aussi notre conseil sur l’<a href="/conseils/enrobage-des-aciers-en-bord-de-mer">enrobage des aciers en bord de mer</a>.</p>`,
    publishedAt: '2024-02-20',
    tags: ['stockage', 'corrosion'],
    category: 'chantier',
  },
  {
    slug: 'conseils/entretien-d-une-toiture-en-acier',
    title: 'Entretenir une toiture en acier',
    summary:
      'Un rinçage à l’eau douce, une inspection annuelle et quelques retouches suffisent à prolonger de plusieurs années la vie d’une couverture métallique.',
    body: `<p>Une toiture en acier prélaqué demande peu d’entretien, mais ce peu compte énormément sous les tropiques. Le sel, les débris végétaux, les poussières de brume des sables et les dépôts de limaille sont les ennemis d’une couverture métallique.</p>
<h2>Le rinçage, geste essentiel en bord de mer</h2>
<p>La pluie lave naturellement la face exposée des tôles. En revanche, les <strong>zones abritées</strong> (sous-faces de débords, parties sous auvent, recouvrements, bas de versants protégés par un mur) accumulent le sel sans jamais être rincées. C’est là que la corrosion démarre.</p>
<ul>
<li>Rincez ces zones à l’<strong>eau douce</strong> au moins deux fois par an, et tous les trois mois en front de mer.</li>
<li>Utilisez un jet à faible pression ou une brosse souple ; évitez les nettoyeurs haute pression utilisés de près, qui peuvent abîmer le revêtement.</li>
<li>Si nécessaire, utilisez un détergent doux au pH neutre, puis rincez abondamment.</li>
</ul>
<h2>L’inspection annuelle</h2>
<ol>
<li><strong>Fixations</strong> : vis desserrées, têtes corrodées, rondelles craquelées.</li>
<li><strong>Recouvrements et rives</strong> : traces de rouille, soulèvements.</li>
<li><strong>Gouttières et chéneaux</strong> : feuilles, branches, nids, stagnation d’eau.</li>
<li><strong>Revêtement</strong> : rayures, farinage, décollements, surtout sur les faces les plus ensoleillées.</li>
</ol>
<h2>Les incompatibilités à éviter</h2>
<ul>
<li><strong>Cuivre et plomb</strong> : l’eau qui ruisselle d’une antenne, d’un tuyau ou d’un solin en cuivre provoque une corrosion rapide de l’acier.</li>
<li><strong>Bois traités</strong> au contact direct des tôles, dans certains cas.</li>
<li><strong>Béton et mortier frais</strong> : éclaboussures à nettoyer immédiatement.</li>
<li><strong>Limaille</strong> : après tout perçage ou découpe, balayez les copeaux métalliques, qui rouillent en quelques jours et tachent le revêtement.</li>
</ul>
<h2>Retouches et réparations</h2>
<p>Une rayure qui atteint l’acier doit être retouchée rapidement avec une peinture de retouche assortie à la teinte. Une plaque perforée ou très corrodée doit être remplacée : nous la profilons à la longueur exacte et dans la même teinte. Pour les travaux en hauteur, faites appel à un professionnel équipé : voir notre service d’<a href="/services/entretien-et-nettoyage-de-toiture">entretien et nettoyage de toiture</a>.</p>`,
    publishedAt: '2024-05-14',
    tags: ['corrosion', 'bord-de-mer'],
    category: 'entretien',
  },
  {
    slug: 'conseils/choisir-la-couleur-de-sa-toiture',
    title: 'Choisir la couleur de sa toiture aux Antilles',
    summary:
      'La couleur d’une toiture métallique influe sur la chaleur dans la maison, sur la dilatation des tôles et parfois sur l’autorisation d’urbanisme.',
    body: `<p>Le choix d’une couleur de toiture n’est pas qu’une affaire de goût. Sous le soleil des tropiques, il a des conséquences directes sur le confort, sur le comportement des tôles et sur les démarches administratives.</p>
<h2>Couleur et chaleur</h2>
<p>Une tôle absorbe une part du rayonnement solaire qui dépend de sa teinte. Une toiture blanche en renvoie la majeure partie ; une toiture gris anthracite en absorbe presque tout. En plein soleil, l’écart de température de surface entre les deux peut dépasser <strong>30 °C</strong>. Sans isolation performante, cette chaleur se retrouve dans les pièces situées sous la toiture.</p>
<table>
<tr><th>Famille de teintes</th><th>Exemples</th><th>Échauffement</th></tr>
<tr><td>Très claires</td><td>Blanc RAL 9010, ivoire RAL 1015</td><td>Faible</td></tr>
<tr><td>Claires</td><td>Gris clair RAL 7035, beige RAL 1001</td><td>Modéré</td></tr>
<tr><td>Moyennes</td><td>Rouge tuile RAL 8012, vert mousse RAL 6005</td><td>Élevé</td></tr>
<tr><td>Foncées</td><td>Gris anthracite RAL 7016, brun RAL 8017</td><td>Très élevé</td></tr>
</table>
<h2>Couleur et dilatation</h2>
<p>L’acier se dilate d’environ 1,2 mm par mètre pour 100 °C d’écart. Une plaque de 10 mètres en teinte foncée, qui passe de 25 °C la nuit à plus de 75 °C au soleil, s’allonge de plusieurs millimètres chaque jour. Sur les grandes longueurs et les teintes foncées, cela se traduit par des bruits de dilatation et des sollicitations des fixations : préférez une teinte claire pour les plaques les plus longues.</p>
<h2>Couleur et urbanisme</h2>
<p>Le plan local d’urbanisme de votre commune peut imposer ou interdire certaines teintes. Dans les secteurs protégés, l’Architecte des Bâtiments de France peut exiger des teintes traditionnelles, souvent dans les rouges et les bruns. Vérifiez-le avant de commander : la couleur figure dans votre déclaration préalable ou votre permis de construire.</p>
<h2>Voir avant de choisir</h2>
<p>Les couleurs affichées à l’écran ne sont jamais fidèles. Demandez notre nuancier et des échantillons gratuits, et regardez-les dehors, à la lumière du jour. Notre service de <a href="/services/conseil-couleur">conseil couleur</a> vous aide à trancher.</p>`,
    publishedAt: '2024-08-27',
    tags: ['couleurs', 'confort-thermique'],
    category: 'toiture',
  },
  {
    slug: 'conseils/ferraillage-parasismique-des-poteaux-et-chainages',
    title: 'Ferraillage parasismique des poteaux et chaînages',
    summary:
      'La Martinique et la Guadeloupe sont en zone de sismicité 5. Les dispositions de ferraillage qui font la différence lors d’un séisme.',
    body: `<p>La Martinique et la Guadeloupe sont classées en <strong>zone de sismicité 5</strong>, la plus forte du territoire français. Toute construction neuve doit y respecter les règles parasismiques : l’Eurocode 8 pour les bâtiments étudiés, ou des règles forfaitaires simplifiées, comme le guide CP-MI Antilles, pour les maisons individuelles simples. La Guyane, en zone 1, n’est pas concernée par ces exigences pour les bâtiments courants.</p>
<h2>Le principe : une structure continue et ductile</h2>
<p>Lors d’un séisme, le bâtiment doit se déformer sans s’effondrer. Cela suppose que tous les éléments soient <strong>liés entre eux</strong> (fondations, poteaux, poutres, chaînages, planchers) et que les zones les plus sollicitées puissent se plastifier sans rompre. D’où l’importance d’un acier ductile : nos barres <strong>B500B</strong> présentent la ductilité exigée pour les structures de ductilité moyenne.</p>
<h2>Les dispositions essentielles</h2>
<h3>Des cadres resserrés aux extrémités</h3>
<p>Près des nœuds poteaux-poutres et des fondations, sur une longueur dite critique, l’espacement des cadres doit être réduit. Ces cadres confinent le béton et empêchent le flambement des barres longitudinales.</p>
<h3>Des crochets à 135°</h3>
<p>Les cadres doivent être fermés par des <strong>crochets à 135°</strong> avec un retour d’au moins 10 diamètres, ancrés dans le noyau de béton. Un cadre fermé à 90° s’ouvre sous l’effet des secousses.</p>
<h3>Des recouvrements hors zones critiques</h3>
<p>Les recouvrements des barres longitudinales doivent être placés en dehors des zones critiques et dimensionnés selon les règles applicables.</p>
<h3>Des chaînages continus</h3>
<p>Dans une maison en maçonnerie, les chaînages horizontaux et verticaux forment une cage qui tient les murs. Ils doivent être continus, correctement ancrés aux angles et aux intersections, et encadrer les ouvertures.</p>
<h2>Les erreurs fréquentes sur chantier</h2>
<ul>
<li>Cadres espacés uniformément, sans resserrement aux extrémités.</li>
<li>Crochets rabattus à 90° pour faciliter la mise en place.</li>
<li>Chaînages interrompus au droit d’une ouverture ou d’une gaine.</li>
<li>Barres d’attente trop courtes pour assurer la continuité entre niveaux.</li>
</ul>
<p>Nos <a href="/armatures-certifiees">armatures standard certifiées</a> intègrent les dispositions courantes, et nos <a href="/categorie/raidisseurs-et-chainages">raidisseurs et chaînages</a> sont prêts à poser. Pour un projet spécifique, faites appel à notre <a href="/services/etude-de-ferraillage">étude de ferraillage</a>.</p>`,
    publishedAt: '2024-11-19',
    tags: ['sismique', 'normes'],
    category: 'beton-arme',
  },
  {
    slug: 'conseils/calculer-le-poids-de-ses-aciers',
    title: 'Calculer le poids de ses aciers',
    summary:
      'Poids au mètre par diamètre, formule de calcul et exemple : estimez facilement le tonnage d’acier de votre chantier.',
    body: `<p>Les aciers pour béton armé se commandent souvent à la tonne, et le transport comme la manutention dépendent du poids. Savoir estimer le poids de ses aciers permet de vérifier un devis, de prévoir la livraison et d’organiser le levage.</p>
<h2>La formule</h2>
<p>Le poids d’une barre d’acier se calcule à partir de sa section et de la masse volumique de l’acier, 7 850 kg/m³. En pratique, on retient :</p>
<blockquote>Poids au mètre (kg/m) ≈ 0,00617 × Ø², avec Ø en millimètres.</blockquote>
<h2>Le tableau de référence</h2>
<table>
<tr><th>Diamètre</th><th>Poids au mètre</th><th>Barre de 6 m</th><th>Barre de 12 m</th></tr>
<tr><td>Ø6</td><td>0,222 kg</td><td>1,33 kg</td><td>2,66 kg</td></tr>
<tr><td>Ø8</td><td>0,395 kg</td><td>2,37 kg</td><td>4,74 kg</td></tr>
<tr><td>Ø10</td><td>0,617 kg</td><td>3,70 kg</td><td>7,40 kg</td></tr>
<tr><td>Ø12</td><td>0,888 kg</td><td>5,33 kg</td><td>10,66 kg</td></tr>
<tr><td>Ø14</td><td>1,208 kg</td><td>7,25 kg</td><td>14,50 kg</td></tr>
<tr><td>Ø16</td><td>1,578 kg</td><td>9,47 kg</td><td>18,94 kg</td></tr>
<tr><td>Ø20</td><td>2,466 kg</td><td>14,80 kg</td><td>29,59 kg</td></tr>
<tr><td>Ø25</td><td>3,853 kg</td><td>23,12 kg</td><td>46,24 kg</td></tr>
<tr><td>Ø32</td><td>6,313 kg</td><td>37,88 kg</td><td>75,76 kg</td></tr>
</table>
<h2>Exemple</h2>
<p>Une semelle filante de 40 mètres armée de 3 barres Ø10 filantes, avec des recouvrements, représente environ 130 mètres de Ø10, soit 130 × 0,617 ≈ <strong>80 kg</strong>. Ajoutez les cadres ou les épingles : 200 épingles Ø6 de 0,60 m représentent 200 × 0,60 × 0,222 ≈ <strong>27 kg</strong>.</p>
<h2>Et les treillis ?</h2>
<p>Le poids d’un panneau de treillis dépend de sa maille et de ses diamètres : il est indiqué sur chaque fiche produit. À titre d’ordre de grandeur, un panneau ST 25 C de 2,40 × 6,00 m pèse environ 58 kg.</p>
<h2>Pensez à la manutention</h2>
<p>Une barre de 12 mètres en Ø16 pèse près de 19 kg et fléchit fortement : elle se porte à deux. Au-delà de quelques centaines de kilos, prévoyez une <a href="/services/livraison-sur-chantier-avec-grue">livraison avec grue</a>. Pour les nomenclatures complètes, voir notre conseil <a href="/conseils/lire-une-nomenclature-d-armatures">lire une nomenclature d’armatures</a>.</p>`,
    publishedAt: '2025-01-28',
    tags: ['nomenclature'],
    category: 'chantier',
  },
  {
    slug: 'conseils/stocker-et-manipuler-ses-toles',
    title: 'Stocker et manipuler ses tôles avant la pose',
    summary:
      'Rouille blanche, film de protection collé, plaques pliées : les erreurs de stockage qui abîment une couverture avant même sa pose, et comment les éviter.',
    body: `<p>Une tôle prélaquée ou aluzinc est conçue pour résister aux intempéries une fois posée, face à l’air libre. Empilée et humide, elle est en revanche vulnérable. Beaucoup de défauts constatés sur des toitures neuves proviennent d’un stockage inadapté.</p>
<h2>La rouille blanche, ennemi des colis mouillés</h2>
<p>Lorsque de l’eau s’infiltre entre des tôles serrées les unes contre les autres, elle ne peut pas s’évaporer. Le revêtement métallique s’oxyde alors en formant des <strong>taches blanches ou grises</strong> : c’est la rouille blanche, qui altère l’aspect et la durabilité.</p>
<ul>
<li>Stockez les colis <strong>à l’abri</strong>, sur des cales, avec une <strong>légère pente</strong> pour que l’eau s’écoule.</li>
<li>Si un colis a été mouillé, séparez les tôles et laissez-les sécher avant de les restocker.</li>
<li>Ne couvrez pas les colis d’une bâche plaquée qui piège la condensation ; laissez l’air circuler.</li>
</ul>
<h2>Le film de protection</h2>
<p>Certaines finitions sont livrées avec un film pelable. Exposé au soleil tropical, ce film cuit et devient très difficile à retirer. <strong>Retirez-le au moment de la pose</strong>, et en tout cas dans les jours qui suivent.</p>
<h2>Manipuler sans abîmer</h2>
<ul>
<li>Soulevez les tôles, ne les faites jamais glisser les unes sur les autres : les rayures entament le revêtement.</li>
<li>Portez les grandes longueurs à plusieurs, <strong>sur chant</strong>, pour éviter qu’elles ne se plient.</li>
<li>Portez des gants : les rives sont coupantes.</li>
<li>Découpez à la grignoteuse ou à la cisaille, <strong>jamais à la disqueuse</strong>, dont les projections brûlantes incrustent le revêtement et rouillent.</li>
</ul>
<h2>Au moment de la pose</h2>
<p>Balayez la limaille après chaque perçage, marchez uniquement dans les creux, au droit des pannes, avec des chaussures à semelle souple, et ne laissez jamais de tôles non fixées sur la toiture en fin de journée, surtout en période cyclonique. Voir aussi <a href="/conseils/entretien-d-une-toiture-en-acier">entretenir une toiture en acier</a>.</p>`,
    publishedAt: '2025-03-25',
    tags: ['stockage', 'corrosion'],
    category: 'chantier',
  },
  {
    slug: 'conseils/preparer-sa-toiture-avant-un-cyclone',
    title: 'Préparer sa toiture avant un cyclone, et après',
    summary:
      'Les vérifications à faire avant la saison, les gestes à l’annonce d’une alerte et les précautions après le passage d’un cyclone.',
    body: `<p>La saison cyclonique court du 1er juin au 30 novembre. Une toiture bien entretenue et bien fixée a toutes les chances de passer une tempête tropicale sans dommage ; une toiture négligée peut être arrachée par des vents bien inférieurs à ceux d’un ouragan.</p>
<h2>Avant la saison</h2>
<ol>
<li><strong>Resserrez ou remplacez</strong> les vis desserrées ou corrodées, en priorité en rive, en égout et au faîtage.</li>
<li><strong>Contrôlez les faîtières et les rives</strong>, premières pièces arrachées par le vent.</li>
<li><strong>Vérifiez la charpente</strong> : pannes fendues, bois attaqués par les termites, ancrages rouillés.</li>
<li><strong>Nettoyez gouttières et chéneaux.</strong></li>
<li><strong>Élaguez</strong> les arbres proches et identifiez les objets susceptibles de s’envoler.</li>
<li><strong>Prévoyez</strong> une bâche et de quoi la lester pour une mise hors d’eau d’urgence.</li>
</ol>
<h2>À l’annonce d’une alerte</h2>
<ul>
<li>Rentrez ou arrimez tout ce qui peut s’envoler : tôles de réserve, mobilier, bâches.</li>
<li>Fermez portes et volets : une ouverture qui cède provoque une surpression intérieure qui soulève la toiture.</li>
<li>Ne montez plus sur le toit dès que le vent se lève.</li>
</ul>
<h2>Après le passage</h2>
<ul>
<li><strong>Attendez la fin de l’alerte</strong> avant tout déplacement et méfiez-vous des câbles électriques tombés.</li>
<li>Ne montez jamais sur une toiture mouillée ou endommagée sans équipement : les tôles glissent et les pannes peuvent être fragilisées.</li>
<li>Faites une <strong>mise hors d’eau provisoire</strong>, puis photographiez les dégâts pour votre assurance.</li>
<li>Remplacez les plaques déchirées : les bords arrachés, non protégés, rouillent en quelques semaines.</li>
</ul>
<p>Après un cyclone, nous profilons en priorité les couvertures destinées à la remise hors d’eau des habitations principales. Consultez notre conseil <a href="/conseils/fixation-anticyclonique-d-une-couverture">fixation anticyclonique</a> et, pour un état des lieux, notre <a href="/services/diagnostic-toiture">diagnostic toiture</a>.</p>`,
    publishedAt: '2025-06-03',
    tags: ['cyclone', 'fixation'],
    category: 'entretien',
  },
  {
    slug: 'conseils/eviter-la-condensation-sous-toiture',
    title: 'Éviter la condensation sous une toiture métallique',
    summary:
      'Gouttes au petit matin, plafonds tachés, charpente humide : comprendre la condensation sous toiture et choisir la bonne solution.',
    body: `<p>Sous les tropiques, l’air est chargé d’humidité jour et nuit. Par nuit claire, une toiture métallique rayonne sa chaleur vers le ciel et sa sous-face peut descendre sous la température de rosée de l’air intérieur : l’humidité se condense alors en gouttelettes qui finissent par tomber.</p>
<h2>Les signes qui ne trompent pas</h2>
<ul>
<li>Gouttes au petit matin sous un hangar ou un carport, sans qu’il ait plu.</li>
<li>Auréoles sur les plafonds, odeurs de moisi dans les combles.</li>
<li>Pannes et chevrons humides, corrosion en sous-face des tôles.</li>
</ul>
<h2>Les solutions selon le bâtiment</h2>
<h3>Bâtiments non isolés</h3>
<p>Pour un hangar, un atelier, un préau ou un carport, le <a href="/categorie/bacs-anti-condensation">bac anti-condensation</a> est la solution la plus simple : un feutre appliqué en usine en sous-face absorbe les gouttes et les restitue par évaporation dans la journée.</p>
<h3>Locaux habités</h3>
<p>Il faut <strong>isoler</strong> sous la toiture et gérer la vapeur d’eau produite à l’intérieur (cuisine, salle d’eau). Un pare-vapeur côté intérieur et une lame d’air ventilée entre l’isolant et la tôle sont nécessaires. L’isolation améliore en outre très nettement le confort thermique en journée.</p>
<h3>Dans tous les cas, ventiler</h3>
<p>Des entrées d’air en égout et des sorties en faîtage, grâce à des closoirs ventilés ou des faîtières ventilées, renouvellent l’air sous la couverture et évacuent l’humidité. Attention : en zone cyclonique, ces ouvertures doivent être protégées contre les entrées d’eau poussée par le vent.</p>
<h2>À éviter</h2>
<ul>
<li>Plaquer un isolant directement sous la tôle sans lame d’air ni pare-vapeur.</li>
<li>Obstruer les ventilations pour « gagner en étanchéité ».</li>
<li>Laisser des recouvrements ouverts en sous-face d’une toiture isolée.</li>
</ul>
<p>Une teinte claire limite aussi l’amplitude thermique de la tôle : voir <a href="/conseils/choisir-la-couleur-de-sa-toiture">choisir la couleur de sa toiture</a>.</p>`,
    publishedAt: '2025-08-19',
    tags: ['confort-thermique', 'normes'],
    category: 'toiture',
  },
  {
    slug: 'conseils/recouvrements-et-ancrages-des-armatures',
    title: 'Recouvrements et ancrages des armatures',
    summary:
      'Pourquoi les barres doivent se chevaucher, sur quelle longueur, et où placer les recouvrements pour ne pas affaiblir la structure.',
    body: `<p>Une barre d’acier ne transmet son effort au béton, et d’une barre à l’autre, que par adhérence, grâce à ses verrous. Pour qu’un effort passe d’une barre à la suivante, elles doivent donc se <strong>chevaucher</strong> sur une longueur suffisante : c’est le recouvrement. De même, une barre qui s’arrête doit être <strong>ancrée</strong> dans le béton sur une longueur qui lui permet de développer sa résistance.</p>
<h2>De quoi dépend la longueur de recouvrement ?</h2>
<ul>
<li><strong>Du diamètre</strong> de la barre : la longueur s’exprime souvent en nombre de diamètres.</li>
<li><strong>De la résistance du béton</strong> : plus le béton est résistant, meilleure est l’adhérence.</li>
<li><strong>Des conditions d’adhérence</strong> : une barre en partie haute d’une dalle épaisse adhère moins bien qu’une barre en partie basse.</li>
<li><strong>De la proportion de barres recouvertes</strong> dans une même section.</li>
<li><strong>De la présence de crochets</strong> ou de barres transversales.</li>
</ul>
<p>L’Eurocode 2 fournit la méthode de calcul. Pour des aciers B500B dans un béton courant, les longueurs de recouvrement se situent souvent <strong>entre 40 et 60 diamètres</strong>, soit 48 à 72 cm pour un Ø12. Ce sont des ordres de grandeur : seule la valeur figurant sur vos plans fait foi.</p>
<h2>Où placer les recouvrements ?</h2>
<ul>
<li>Là où la barre est <strong>le moins sollicitée</strong> : en général pas à mi-travée pour les aciers inférieurs d’une poutre, ni sur appui pour les aciers supérieurs.</li>
<li><strong>En dehors des zones critiques</strong> des poteaux et poutres en zone sismique.</li>
<li><strong>Décalés</strong> d’une barre à l’autre, pour ne pas tout reprendre dans la même section.</li>
</ul>
<h2>Et les treillis soudés ?</h2>
<p>Les panneaux se recouvrent aussi, selon des règles propres aux treillis : le recouvrement est indiqué en nombre de mailles ou en centimètres par le bureau d’études. N’oubliez pas de l’intégrer dans votre calcul de quantités.</p>
<h2>Limiter les recouvrements</h2>
<p>Chaque recouvrement consomme de l’acier et complique le ferraillage. En façonnant vos barres à la longueur exacte, jusqu’à 12 mètres, nous réduisons le nombre de recouvrements au strict nécessaire. Voir notre service de <a href="/services/coupe-a-longueur">coupe à longueur</a>.</p>`,
    publishedAt: '2026-02-10',
    tags: ['normes', 'nomenclature'],
    category: 'beton-arme',
  },
];

// -----------------------------------------------------------------------------
// Services
// -----------------------------------------------------------------------------

export const services: SeedArticle[] = [
  {
    slug: 'services/faconnage-sur-plan',
    title: 'Façonnage sur plan',
    summary:
      'Vos armatures coupées, façonnées et étiquetées d’après vos plans de ferraillage et nomenclatures, livrées par ouvrage et prêtes à poser.',
    body: `<p>Le <strong>façonnage sur plan</strong> est le cœur de notre métier. Vous nous transmettez vos plans de ferraillage ou vos nomenclatures, nous fabriquons chaque repère dans notre usine du Lamentin, en acier B500B certifié NF AFCAB, conformément à la norme NF A 35-027.</p>
<h2>Comment ça marche</h2>
<ol>
<li><strong>Envoi des plans</strong> au format PDF, DWG ou tableur, avec l’adresse du chantier et le planning souhaité.</li>
<li><strong>Saisie et contrôle</strong> par notre bureau d’études : cohérence des repères, mandrins, cotes réalisables. Toute anomalie vous est signalée avant fabrication.</li>
<li><strong>Chiffrage</strong> à la tonne, par ouvrage ou par niveau.</li>
<li><strong>Fabrication</strong> sur nos cintreuses à commande numérique, du Ø6 au Ø32.</li>
<li><strong>Étiquetage</strong> de chaque paquet au numéro de repère, avec le nom de l’ouvrage.</li>
<li><strong>Livraison</strong> par camion-grue, dans l’ordre de mise en œuvre.</li>
</ol>
<h2>Les avantages</h2>
<ul>
<li><strong>Aucune chute</strong> sur le chantier et un tonnage exactement ajusté.</li>
<li><strong>Des façonnages précis</strong>, impossibles à obtenir à la main sur les gros diamètres.</li>
<li><strong>Un gain de main-d’œuvre</strong> considérable pour vos équipes.</li>
<li><strong>La traçabilité</strong> : certificats matière fournis avec chaque livraison.</li>
</ul>
<h2>Délais</h2>
<p>Comptez 5 à 10 jours ouvrés selon le tonnage et la complexité, à partir de la validation du chiffrage. Les livraisons peuvent être fractionnées selon l’avancement de votre chantier.</p>
<p>Adressez vos plans via le <a href="/contact">formulaire de contact</a>. Pas de plans ? Notre <a href="/services/etude-de-ferraillage">étude de ferraillage</a> peut les établir pour les ouvrages courants.</p>`,
    publishedAt: '2023-01-10',
    tags: ['sur-mesure', 'professionnels'],
    category: 'beton-arme',
  },
  {
    slug: 'services/coupe-a-longueur',
    title: 'Coupe à longueur',
    summary:
      'Barres HA coupées à la longueur de votre choix, du Ø6 au Ø32, pour éviter les chutes et les recouvrements inutiles.',
    body: `<p>Vous n’avez pas besoin de façonnage mais de barres droites à une longueur précise ? Notre service de <strong>coupe à longueur</strong> vous livre des barres coupées à la cote, sans chute ni perte de temps sur le chantier.</p>
<h2>Ce que nous coupons</h2>
<ul>
<li>Barres HA B500B du <strong>Ø6 au Ø32</strong>.</li>
<li>Longueurs de <strong>0,20 m à 12 m</strong>.</li>
<li>Dressage et coupe automatiques jusqu’au Ø16, coupe sur cisaille au-delà.</li>
</ul>
<h2>Pour qui ?</h2>
<p>Ce service s’adresse aux entreprises qui ferraillent elles-mêmes mais veulent éviter la découpe sur site, aux particuliers qui réalisent de petits ouvrages (muret, poteau de clôture, regard) et aux négociants qui veulent proposer des longueurs spécifiques.</p>
<h2>Les avantages</h2>
<ul>
<li><strong>Des longueurs exactes</strong> qui réduisent le nombre de recouvrements.</li>
<li><strong>Pas de disqueuse sur le chantier</strong>, donc moins de bruit et de risques.</li>
<li><strong>Des paquets étiquetés</strong> par longueur et par diamètre.</li>
</ul>
<h2>Commander</h2>
<p>Indiquez simplement le diamètre, la longueur et le nombre de barres. La coupe est facturée au poids d’acier, avec un forfait de coupe pour les petites quantités. Délai habituel : 48 à 72 heures en Martinique. Commandez en ligne dans la catégorie <a href="/categorie/coupe-a-longueur">coupe à longueur</a> ou <a href="/contact">contactez-nous</a>.</p>`,
    publishedAt: '2023-01-10',
    tags: ['sur-mesure', 'particuliers'],
    category: 'beton-arme',
  },
  {
    slug: 'services/etude-de-ferraillage',
    title: 'Étude de ferraillage',
    summary:
      'Pour les ouvrages courants, notre bureau d’études établit plans de ferraillage et nomenclatures à partir des plans d’architecte.',
    body: `<p>Vous disposez des plans d’architecte mais pas encore des plans de ferraillage ? Notre bureau d’études peut réaliser une <strong>étude de ferraillage</strong> pour les ouvrages courants : maisons individuelles, extensions, petits bâtiments d’activité, murs de soutènement de faible hauteur, dalles et terrasses.</p>
<h2>Ce que comprend l’étude</h2>
<ul>
<li>L’analyse des plans et des hypothèses : sol, charges, zone sismique, exposition à la mer.</li>
<li>Le dimensionnement des armatures selon l’Eurocode 2 et, en zone 5, selon les règles parasismiques applicables.</li>
<li>Les plans de ferraillage par ouvrage : fondations, poteaux, poutres, chaînages, dalles.</li>
<li>La nomenclature complète, directement exploitable pour le façonnage.</li>
</ul>
<h2>Les limites</h2>
<p>Pour les bâtiments recevant du public, les immeubles collectifs, les ouvrages soumis à un contrôle technique obligatoire ou les sols difficiles, l’intervention d’un bureau d’études structure indépendant reste indispensable. Nous pouvons alors travailler à partir de ses plans et de ses nomenclatures.</p>
<h2>Déroulement</h2>
<ol>
<li>Vous nous transmettez les plans du permis de construire et, si elle existe, l’étude de sol.</li>
<li>Nous vous adressons un devis pour l’étude, déductible de la commande d’acier correspondante.</li>
<li>L’étude est remise sous 10 à 15 jours ouvrés.</li>
</ol>
<p>Demandez votre devis via le <a href="/contact">formulaire de contact</a>. Voir aussi <a href="/conseils/ferraillage-parasismique-des-poteaux-et-chainages">ferraillage parasismique des poteaux et chaînages</a>.</p>`,
    publishedAt: '2023-01-10',
    tags: ['etude', 'devis', 'professionnels'],
    category: 'beton-arme',
  },
  {
    slug: 'services/livraison-sur-chantier-avec-grue',
    title: 'Livraison sur chantier avec grue',
    summary:
      'Nos camions plateaux équipés de grue auxiliaire déposent vos aciers et vos colis de couverture directement sur votre zone de stockage.',
    body: `<p>Décharger à la main une tonne de barres ou des colis de tôles de 10 mètres est long, pénible et dangereux. Nos <strong>camions plateaux équipés d’une grue auxiliaire</strong> déposent vos produits là où vous en avez besoin, sans engin de levage sur le chantier.</p>
<h2>Caractéristiques</h2>
<ul>
<li>Portée de la grue : environ <strong>8 mètres</strong> depuis le camion.</li>
<li>Longueurs transportées : jusqu’à <strong>12 mètres</strong>.</li>
<li>Capacité : jusqu’à 10 tonnes par livraison selon le véhicule.</li>
<li>Chauffeurs formés à la conduite de grue auxiliaire et au levage.</li>
</ul>
<h2>Les conditions d’accès</h2>
<ul>
<li>Accès praticable par un poids lourd de 19 tonnes : signalez les chemins étroits, pentes fortes, voûtes et lignes électriques.</li>
<li>Zone de dépose plane et stable, à portée de grue, préparée avec des bastaings.</li>
<li>Présence d’une personne pour réceptionner et signer le bon de livraison.</li>
</ul>
<h2>Planification</h2>
<p>Le créneau de livraison est confirmé la veille par téléphone. Pour les chantiers importants, nous organisons des livraisons par niveau ou par phase, dans l’ordre de mise en œuvre. En cas de vigilance météorologique orange, les livraisons sont reportées.</p>
<p>Les frais de livraison sont calculés dans votre panier selon le territoire et le poids. Toutes les conditions sont détaillées sur la page <a href="/livraison-et-retrait">livraison et retrait</a>.</p>`,
    publishedAt: '2023-01-10',
    tags: ['livraison', 'professionnels'],
    category: 'logistique',
  },
  {
    slug: 'services/retrait-a-l-usine',
    title: 'Retrait à l’usine du Lamentin',
    summary:
      'Commandez en ligne ou au comptoir et retirez gratuitement vos produits à l’usine, chargés par nos caristes.',
    body: `<p>Le <strong>retrait à l’usine</strong> est la solution la plus rapide et la plus économique pour les petites et moyennes quantités. Il est gratuit et disponible pour tous nos produits.</p>
<h2>Comment ça marche</h2>
<ol>
<li>Passez commande en ligne en choisissant le retrait à l’usine, ou directement au comptoir.</li>
<li>Vous recevez un message lorsque votre commande est prête : généralement le jour même pour les produits en stock, dès la fin de fabrication pour le sur-mesure.</li>
<li>Présentez-vous au comptoir avec votre numéro de commande.</li>
<li>Nos caristes chargent votre véhicule.</li>
</ol>
<h2>Horaires</h2>
<p>Du lundi au jeudi de 7 h à 16 h, le vendredi de 7 h à 12 h. Pour les commandes volumineuses, prévenez-nous de votre heure d’arrivée.</p>
<h2>Prévoir le bon véhicule</h2>
<ul>
<li>Barres de 6 m et treillis de 2,40 × 6,00 m : une remorque plateau ou un camion est nécessaire.</li>
<li>Tôles et bacs : prévoyez un support sur toute la longueur pour éviter qu’ils ne se plient.</li>
<li>Apportez des sangles d’arrimage ; les charges dépassant à l’arrière doivent être signalées.</li>
</ul>
<p>En Guyane, le retrait est également possible à notre dépôt. Voir la page <a href="/livraison-et-retrait">livraison et retrait</a>.</p>`,
    publishedAt: '2023-01-10',
    tags: ['particuliers', 'gratuit'],
    category: 'logistique',
  },
  {
    slug: 'services/profilage-a-la-longueur',
    title: 'Profilage à la longueur',
    summary:
      'Bacs acier, tôles ondulées, tuiles acier et bardages Metaliso profilés au centimètre près, de 1 à 12 mètres.',
    body: `<p>Toutes nos couvertures et nos bardages <a href="/metaliso">Metaliso</a> sont <strong>profilés à la longueur</strong> que vous demandez, au centimètre près. Vous recevez des plaques qui couvrent chaque versant d’un seul tenant, sans recouvrement transversal ni chute.</p>
<h2>Pourquoi c’est important</h2>
<ul>
<li><strong>L’étanchéité</strong> : le recouvrement transversal est le point faible d’une couverture ; une plaque d’un seul tenant le supprime.</li>
<li><strong>La tenue au vent</strong> : moins de joints, c’est moins de points de prise au vent.</li>
<li><strong>L’économie</strong> : vous ne payez que la surface utile, sans chute à jeter.</li>
<li><strong>La rapidité de pose</strong> : aucune découpe sur la toiture.</li>
</ul>
<h2>Comment indiquer vos longueurs</h2>
<p>La longueur d’une plaque correspond à la longueur du rampant mesurée selon la pente, du faîtage à l’égout, augmentée du débord en égout. Notre <a href="/configurateur">configurateur</a> calcule automatiquement ces longueurs, ainsi que le nombre de plaques selon la largeur utile du profil, les accessoires et la visserie.</p>
<h2>Limites et délais</h2>
<table>
<tr><th>Profil</th><th>Longueurs</th><th>Délai en Martinique</th></tr>
<tr><td>Bacs T40 et T35</td><td>1 à 12 m</td><td>3 à 5 jours ouvrés</td></tr>
<tr><td>Tôles ondulées 76/18</td><td>1 à 12 m</td><td>3 à 5 jours ouvrés</td></tr>
<tr><td>Panneaux tuiles</td><td>Par multiple de pas de tuile, jusqu’à 6 m</td><td>5 à 7 jours ouvrés</td></tr>
<tr><td>Bardages</td><td>1 à 12 m</td><td>3 à 5 jours ouvrés</td></tr>
</table>
<p>Les produits profilés sur mesure ne sont ni repris ni échangés : vérifiez soigneusement vos cotes. En cas de doute, nos conseillers relisent gratuitement votre liste avant fabrication.</p>`,
    publishedAt: '2023-01-10',
    tags: ['sur-mesure', 'particuliers', 'professionnels'],
    category: 'couverture',
  },
  {
    slug: 'services/conseil-couleur',
    title: 'Conseil couleur',
    summary:
      'Nuancier, échantillons et conseils d’un spécialiste pour choisir la teinte de votre toiture ou de votre bardage, en tenant compte du climat et de l’urbanisme.',
    body: `<p>Choisir une couleur sur un écran est toujours risqué. Notre service de <strong>conseil couleur</strong>, gratuit, vous aide à choisir la teinte de votre couverture ou de votre bardage Metaliso en toute sérénité.</p>
<h2>Ce que nous vous proposons</h2>
<ul>
<li><strong>Un nuancier physique</strong> de toutes nos teintes et finitions, envoyé gratuitement.</li>
<li><strong>Des échantillons de tôle</strong> de format A5 à observer chez vous, à la lumière du jour et à côté de vos façades.</li>
<li><strong>Un rendez-vous au showroom</strong> de l’usine, où des maquettes de toiture présentent les principales teintes sur chaque profil.</li>
<li><strong>Des conseils personnalisés</strong> sur le confort thermique, la visibilité des salissures et l’harmonie avec l’environnement.</li>
</ul>
<h2>Les critères que nous examinons avec vous</h2>
<ol>
<li><strong>Les règles d’urbanisme</strong> : PLU, secteur protégé, prescriptions de lotissement.</li>
<li><strong>Le confort</strong> : une teinte claire limite fortement l’échauffement sous toiture.</li>
<li><strong>L’exposition</strong> : en bord de mer, certaines finitions offrent une meilleure tenue.</li>
<li><strong>L’entretien</strong> : les teintes moyennes marquent moins les poussières et les traces de ruissellement.</li>
</ol>
<p>Pour en savoir plus, lisez <a href="/conseils/choisir-la-couleur-de-sa-toiture">choisir la couleur de sa toiture</a> ou demandez votre nuancier via nos <a href="/services/echantillons-et-catalogues">échantillons et catalogues</a>.</p>`,
    publishedAt: '2024-01-22',
    tags: ['gratuit', 'particuliers'],
    category: 'couverture',
  },
  {
    slug: 'services/diagnostic-toiture',
    title: 'Diagnostic toiture',
    summary:
      'Un technicien évalue l’état de votre couverture métallique, de ses fixations et de sa charpente, et vous remet un rapport avec des préconisations.',
    body: `<p>Votre toiture a plus de quinze ans, a subi un cyclone, présente des traces de rouille ou des fuites ? Avant de décider entre réparation et remplacement, faites réaliser un <strong>diagnostic toiture</strong>.</p>
<h2>Ce qui est examiné</h2>
<ul>
<li><strong>Les plaques</strong> : état du revêtement, corrosion, perforations, déformations.</li>
<li><strong>Les fixations</strong> : type, densité, état de corrosion, adaptation à l’exposition cyclonique.</li>
<li><strong>Les accessoires</strong> : faîtières, rives, solins, chéneaux et gouttières.</li>
<li><strong>La charpente visible</strong> : pannes, ancrages, traces d’humidité ou d’insectes.</li>
<li><strong>L’environnement</strong> : distance à la mer, végétation, incompatibilités (cuivre, ruissellements).</li>
</ul>
<h2>Le rapport</h2>
<p>Vous recevez un rapport illustré de photos, qui classe les désordres par priorité et recommande les solutions : simple entretien, remplacement de fixations ou de plaques, renforcement en rive, ou réfection complète. Si une réfection s’impose, le rapport contient le métré nécessaire au chiffrage des produits.</p>
<h2>Modalités</h2>
<p>Le diagnostic est réalisé en Martinique par notre technicien, et en Guadeloupe et en Guyane par des <a href="/espace-particuliers/nos-partenaires-artisans">artisans partenaires</a> formés à nos produits. Il fait l’objet d’un forfait selon la surface, communiqué sur devis, et déduit de votre commande de couverture si vous la passez dans les trois mois. L’inspection se fait depuis un équipement sécurisé ; aucune intervention n’a lieu par temps de pluie ou de vent fort.</p>
<p>Demandez un rendez-vous via le <a href="/contact">formulaire de contact</a>.</p>`,
    publishedAt: '2024-09-17',
    tags: ['etude', 'devis', 'particuliers'],
    category: 'couverture',
  },
  {
    slug: 'services/entretien-et-nettoyage-de-toiture',
    title: 'Entretien et nettoyage de toiture',
    summary:
      'Rinçage, contrôle des fixations, retouches : un contrat d’entretien annuel réalisé par nos artisans partenaires pour prolonger la vie de votre couverture.',
    body: `<p>En climat marin, une toiture métallique entretenue dure nettement plus longtemps qu’une toiture laissée à elle-même. Nous proposons, avec nos <a href="/espace-particuliers/nos-partenaires-artisans">artisans partenaires</a>, un <strong>service d’entretien</strong> ponctuel ou annuel pour les couvertures Metaliso et les autres couvertures métalliques.</p>
<h2>La prestation comprend</h2>
<ul>
<li>Le <strong>rinçage à l’eau douce</strong> des zones non lavées par la pluie : débords, sous-faces, recouvrements, bas de versants abrités.</li>
<li>Le <strong>nettoyage des gouttières et chéneaux</strong> et l’évacuation des débris végétaux.</li>
<li>Le <strong>contrôle et le resserrage</strong> des fixations, avec remplacement des vis défectueuses.</li>
<li>Les <strong>retouches de peinture</strong> sur les rayures, avec une peinture assortie à la teinte.</li>
<li>Un <strong>compte rendu</strong> avec photos et, si nécessaire, des préconisations de réparation.</li>
</ul>
<h2>Quelle fréquence ?</h2>
<table>
<tr><th>Exposition</th><th>Fréquence conseillée</th></tr>
<tr><td>Intérieur des terres</td><td>Une fois par an</td></tr>
<tr><td>À moins de 3 km de la mer</td><td>Deux fois par an</td></tr>
<tr><td>Front de mer</td><td>Tous les trois mois pour le rinçage, une inspection complète par an</td></tr>
</table>
<p>L’entretien régulier est aussi une condition des garanties de revêtement. Un passage avant le 1er juin permet de préparer la saison cyclonique. Le tarif dépend de la surface et de l’accessibilité : demandez un devis via le <a href="/contact">formulaire de contact</a>. Vous préférez le faire vous-même ? Lisez <a href="/conseils/entretien-d-une-toiture-en-acier">entretenir une toiture en acier</a>.</p>`,
    publishedAt: '2025-04-15',
    tags: ['entretien', 'devis'],
    category: 'couverture',
  },
  {
    slug: 'services/echantillons-et-catalogues',
    title: 'Échantillons et catalogues',
    summary:
      'Nuancier, échantillons de tôle, catalogues, fiches techniques et guides de pose envoyés gratuitement, partout aux Antilles et en Guyane.',
    body: `<p>Pour préparer votre projet ou le présenter à vos clients, nous mettons <strong>gratuitement</strong> à votre disposition notre documentation et nos échantillons.</p>
<h2>Ce que vous pouvez demander</h2>
<ul>
<li><strong>Le nuancier Metaliso</strong> : toutes les teintes et finitions disponibles.</li>
<li><strong>Des échantillons de tôle</strong> prélaquée, aluzinc ou en finition mate, au format A5.</li>
<li><strong>Le catalogue général</strong> : acier pour béton armé, couverture, bardage et accessoires.</li>
<li><strong>Les fiches techniques</strong> des profils : dimensions, largeur utile, poids, portées admissibles.</li>
<li><strong>Les guides de pose</strong>, dont le guide de fixation en zone cyclonique.</li>
<li><strong>Les certificats</strong> NF AFCAB et les déclarations de performance, pour les professionnels.</li>
</ul>
<h2>Comment les obtenir</h2>
<p>Faites votre demande via le <a href="/contact">formulaire de contact</a> en précisant les documents et les teintes souhaités. Les envois sont faits sous 48 heures en Martinique et sous une semaine en Guadeloupe et en Guyane. Vous pouvez aussi les retirer au comptoir de l’usine ou au dépôt de Guyane.</p>
<h2>Pour les professionnels</h2>
<p>Architectes, négociants et artisans peuvent recevoir un <strong>présentoir d’échantillons</strong> complet pour leur showroom, ainsi que des catalogues en nombre pour leurs clients. Les fiches techniques et certificats sont également téléchargeables depuis votre <a href="/espace-professionnels">espace professionnel</a>.</p>`,
    publishedAt: '2023-01-10',
    tags: ['gratuit', 'particuliers', 'professionnels'],
    category: 'logistique',
  },
];
