import type { SeedGamme } from '../types';

/** Product ranges shown on /nos-gammes. */
export const gammes: SeedGamme[] = [
  {
    slug: 'gamme-armatures-standard-certifiees',
    title: 'Armatures standard certifiées',
    summary:
      'Poteaux, poutres, semelles et longrines assemblés en usine en acier B500B certifié NF AFCAB, disponibles sur stock.',
    body: `<p>Nos armatures standard couvrent les éléments de structure les plus courants de la maison individuelle et du petit collectif antillais. Assemblées sur gabarit au Lamentin, elles arrivent sur le chantier prêtes à poser dans le coffrage : plus de coupe, plus de ligature, et un ferraillage régulier, conforme à la NF A 35-027.</p>
<p>Cadres, étriers et épingles aux dimensions courantes complètent la gamme pour les reprises et les ajustements sur chantier.</p>`,
    categories: ['armatures-standard', 'faconnes-standard'],
    page: 'armatures-certifiees',
  },
  {
    slug: 'gamme-treillis-soudes',
    title: 'Treillis soudés',
    summary:
      'Panneaux de structure ST, treillis de dallage PAF, rouleaux, raidisseurs et chaînages soudés au Lamentin.',
    body: `<p>Le treillis soudé est l’armature la plus rapide à mettre en œuvre pour les dalles, dallages, voiles, radiers et terrasses. Nos panneaux sont soudés à chaque croisement à partir de fils HA B500B, en formats 2,40 × 6,00 m et 3,00 × 6,00 m pour les treillis de structure.</p>
<p>Les raidisseurs et treillis de chaînage, prêts à poser, répondent aux exigences parasismiques des maçonneries chaînées.</p>`,
    categories: ['treillis-soudes'],
    page: 'treillis-soudes-trefima',
  },
  {
    slug: 'gamme-barres-et-faconnage',
    title: 'Barres HA et façonnage sur plan',
    summary:
      'Barres à haute adhérence du Ø6 au Ø32, bottes à la tonne, ronds lisses, coupe à longueur et façonnage d’après vos nomenclatures.',
    body: `<p>Barres droites de 6 et 12 mètres pour les petits chantiers, bottes de 12 mètres vendues à la tonne pour les entreprises, ronds lisses et fil machine pour les crochets et ligatures : tous nos aciers HA sont de nuance B500B, certifiés NF AFCAB.</p>
<p>Confiez-nous vos plans de ferraillage : nos cintreuses à commande numérique coupent et façonnent vos aciers au repère près, étiquetés et livrés par ouvrage.</p>`,
    categories: ['barres-ha', 'coupe-faconnage'],
  },
  {
    slug: 'gamme-couverture-metaliso',
    title: 'Couverture Metaliso',
    summary:
      'Bacs acier, tôles ondulées, tuiles acier et plaques éclairantes profilés à la longueur, dans plus de quinze teintes RAL.',
    body: `<p>Bacs nervurés T40 et T35, bacs anti-condensation, tôles ondulées 76/18 et panneaux tuiles : la gamme Metaliso couvre tous les styles de toiture, de la case créole au bâtiment d’activité. Chaque plaque est profilée à la longueur exacte de votre rampant, jusqu’à 12 mètres.</p>
<p>Revêtements aluzinc, prélaqués ou renforcés pour le bord de mer : nous choisissons avec vous la protection adaptée à la distance à la mer et à l’exposition au vent.</p>`,
    categories: ['bacs-acier', 'toles-ondulees', 'tuiles-acier'],
    page: 'metaliso',
  },
  {
    slug: 'gamme-bardage-metaliso',
    title: 'Bardage Metaliso',
    summary:
      'Bardages nervurés, lames planes et cassettes pour les façades des bâtiments industriels, commerciaux et agricoles.',
    body: `<p>Posés verticalement ou horizontalement, nos bardages nervurés habillent hangars, ateliers et entrepôts avec une grande rapidité de mise en œuvre. Les lames planes et cassettes apportent une finition architecturale aux façades commerciales et aux bâtiments publics.</p>
<p>Tous nos bardages sont disponibles dans les teintes de la gamme couverture, pour des bâtiments parfaitement coordonnés.</p>`,
    categories: ['bardage'],
    page: 'metaliso',
  },
  {
    slug: 'gamme-accessoires-couverture',
    title: 'Accessoires de couverture',
    summary:
      'Faîtières, closoirs, bavettes, solins, rives, chéneaux et visserie, pliés et assortis à la teinte de vos plaques.',
    body: `<p>Une toiture étanche et résistante au vent tient autant à ses accessoires qu’à ses plaques. Nos faîtières, rives, bavettes et solins sont pliés au Lamentin dans la même bobine que vos bacs, pour une teinte identique.</p>
<p>Closoirs adaptés à chaque profil et vis autoperceuses à rondelle d’étanchéité, en acier revêtu ou en inox pour le bord de mer, complètent la gamme.</p>`,
    categories: ['accessoires-couverture'],
  },
  {
    slug: 'gamme-accessoires-beton-arme',
    title: 'Accessoires du béton armé',
    summary:
      'Cales d’enrobage, distanciers, fil recuit et outillage de ferraillage pour un béton armé durable.',
    body: `<p>Un bon ferraillage ne sert à rien si les aciers ne sont pas à leur place dans le béton. Nos cales et distanciers garantissent l’enrobage prescrit par l’Eurocode 2, essentiel pour protéger les armatures de la corrosion en climat marin.</p>
<p>Fil recuit en bobines, attaches pré-coupées, tourne-fils et pinces complètent l’équipement du ferrailleur.</p>`,
    categories: ['accessoires-beton'],
  },
];
