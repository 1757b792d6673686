import type { SeedCategory } from '../types';

/** The three-level catalogue tree shown in the products dropdown. */
export const categories: SeedCategory[] = [
  {
    code: 'acier-beton',
    name: 'Acier pour béton armé',
    slug: 'acier-pour-beton-arme',
    description:
      'Barres, treillis soudés, armatures certifiées et façonnage sur plan, produits dans notre usine du Lamentin.',
    childs: [
      {
        code: 'barres-ha',
        name: 'Barres à haute adhérence',
        slug: 'barres-haute-adherence',
        description: 'Acier B500B certifié NF AFCAB, en barres droites, en bottes à la tonne ou façonné.',
        childs: [
          { code: 'barres-droites', name: 'Barres droites', slug: 'barres-droites', description: 'Barres HA de 6 et 12 mètres, du Ø6 au Ø32.' },
          { code: 'barres-tonne', name: 'Bottes à la tonne', slug: 'bottes-a-la-tonne', description: 'Barres de 12 mètres livrées en bottes, vendues à la tonne pour les chantiers.' },
          { code: 'ronds-lisses', name: 'Ronds lisses et fil', slug: 'ronds-lisses-et-fil', description: 'Ronds lisses S235 et fil machine pour ligatures et crochets.' },
          { code: 'faconnes-standard', name: 'Cadres et étriers', slug: 'cadres-et-etriers', description: 'Cadres, étriers et épingles façonnés aux dimensions courantes.' },
        ],
      },
      {
        code: 'treillis-soudes',
        name: 'Treillis soudés',
        slug: 'treillis-soudes',
        description: 'Panneaux et rouleaux de treillis soudés pour dalles, dallages, voiles et chapes.',
        childs: [
          { code: 'treillis-st', name: 'Panneaux de structure (ST)', slug: 'treillis-panneaux-st', description: 'Treillis de structure ST en panneaux de 2,40 × 6,00 m et 3,00 × 6,00 m.' },
          { code: 'treillis-paf', name: 'Treillis de dallage (PAF)', slug: 'treillis-dallage-paf', description: 'Panneaux PAF et rouleaux pour dallages, chapes et terrasses.' },
          { code: 'raidisseurs', name: 'Raidisseurs et chaînages', slug: 'raidisseurs-et-chainages', description: 'Raidisseurs et treillis de chaînage prêts à poser.' },
        ],
      },
      {
        code: 'armatures-standard',
        name: 'Armatures standard certifiées',
        slug: 'armatures-standard-certifiees',
        description: 'Armatures assemblées en usine, certifiées NF, pour poteaux, poutres, semelles et longrines.',
        childs: [
          { code: 'armatures-poteaux', name: 'Poteaux', slug: 'armatures-poteaux', description: 'Armatures de poteaux carrés et rectangulaires.' },
          { code: 'armatures-poutres', name: 'Poutres', slug: 'armatures-poutres', description: 'Armatures de poutres et linteaux.' },
          { code: 'armatures-semelles', name: 'Semelles', slug: 'armatures-semelles', description: 'Semelles filantes et semelles isolées.' },
          { code: 'armatures-longrines', name: 'Longrines', slug: 'armatures-longrines', description: 'Longrines pour fondations sur pieux ou massifs.' },
        ],
      },
      {
        code: 'coupe-faconnage',
        name: 'Coupe et façonnage sur plan',
        slug: 'coupe-et-faconnage-sur-plan',
        description: 'Vos armatures coupées et façonnées d’après vos plans et nomenclatures.',
        childs: [
          { code: 'faconnage-plan', name: 'Façonnage sur plan', slug: 'faconnage-sur-plan', description: 'Façonnage à la tonne d’après nomenclature.' },
          { code: 'coupe-longueur', name: 'Coupe à longueur', slug: 'coupe-a-longueur', description: 'Barres coupées à la longueur demandée.' },
        ],
      },
      {
        code: 'accessoires-beton',
        name: 'Accessoires du béton armé',
        slug: 'accessoires-beton-arme',
        description: 'Cales, distanciers, fil à ligaturer et outillage.',
        childs: [
          { code: 'cales-distanciers', name: 'Cales et distanciers', slug: 'cales-et-distanciers', description: 'Cales d’enrobage et distanciers pour le bon enrobage des aciers.' },
          { code: 'ligature', name: 'Ligature et outillage', slug: 'ligature-et-outillage', description: 'Fil recuit, attaches et outils de ferraillage.' },
        ],
      },
    ],
  },
  {
    code: 'couverture-bardage',
    name: 'Couverture et bardage',
    slug: 'couverture-et-bardage',
    description:
      'Bacs acier, tôles ondulées, tuiles acier et bardages profilés sur mesure, adaptés au climat tropical.',
    childs: [
      {
        code: 'bacs-acier',
        name: 'Bacs acier',
        slug: 'bacs-acier',
        description: 'Bacs nervurés profilés à la longueur, prélaqués ou aluzinc.',
        childs: [
          { code: 'bacs-nervures', name: 'Bacs nervurés', slug: 'bacs-nervures', description: 'Profils T40 et T35 pour toitures à partir de 7 % de pente.' },
          { code: 'bacs-anticondensation', name: 'Bacs anti-condensation', slug: 'bacs-anti-condensation', description: 'Bacs avec feutre anti-gouttes en sous-face.' },
        ],
      },
      {
        code: 'toles-ondulees',
        name: 'Tôles ondulées',
        slug: 'toles-ondulees',
        description: 'La tôle ondulée traditionnelle des Antilles, en acier prélaqué ou aluzinc.',
        childs: [
          { code: 'ondulees-standard', name: 'Tôles ondulées 76/18', slug: 'toles-ondulees-76-18', description: 'Onde 76/18, profilée à la longueur.' },
          { code: 'plaques-eclairantes', name: 'Plaques éclairantes', slug: 'plaques-eclairantes', description: 'Plaques translucides compatibles avec nos profils.' },
        ],
      },
      {
        code: 'tuiles-acier',
        name: 'Tuiles acier',
        slug: 'tuiles-acier',
        description: 'L’aspect de la tuile, la légèreté et la tenue cyclonique de l’acier.',
        childs: [
          { code: 'panneaux-tuiles', name: 'Panneaux tuiles', slug: 'panneaux-tuiles', description: 'Panneaux tuiles acier profilés à la longueur.' },
        ],
      },
      {
        code: 'bardage',
        name: 'Bardage',
        slug: 'bardage',
        description: 'Bardages métalliques pour bâtiments industriels, commerciaux et agricoles.',
        childs: [
          { code: 'bardage-nervure', name: 'Bardage nervuré', slug: 'bardage-nervure', description: 'Profils de bardage posés verticalement ou horizontalement.' },
          { code: 'bardage-plan', name: 'Bardage plan et cassettes', slug: 'bardage-plan-et-cassettes', description: 'Cassettes et lames planes pour façades architecturales.' },
        ],
      },
      {
        code: 'accessoires-couverture',
        name: 'Accessoires de couverture',
        slug: 'accessoires-de-couverture',
        description: 'Faîtières, closoirs, bavettes, solins et visserie assortis à vos couleurs.',
        childs: [
          { code: 'faitieres', name: 'Faîtières', slug: 'faitieres', description: 'Faîtières crantées et lisses, arêtiers.' },
          { code: 'closoirs', name: 'Closoirs', slug: 'closoirs', description: 'Closoirs mousse et métalliques par profil.' },
          { code: 'bavettes-solins', name: 'Bavettes et solins', slug: 'bavettes-et-solins', description: 'Bavettes, solins, rives et chéneaux.' },
          { code: 'visserie', name: 'Visserie', slug: 'visserie', description: 'Vis autoperceuses et autotaraudeuses avec rondelle d’étanchéité.' },
        ],
      },
    ],
  },
];
