import type { SeedSlide } from '../types';

/** Home page slider. */
export const slides: SeedSlide[] = [
  {
    title: 'L’acier du bâtiment, fabriqué aux Antilles',
    text: '8 000 tonnes d’acier transformées chaque année au Lamentin pour les chantiers de la Martinique, de la Guadeloupe et de la Guyane.',
    linkLabel: 'Découvrir nos gammes',
    link: '/nos-gammes',
  },
  {
    title: 'Metaliso, taillée pour les cyclones',
    text: 'Bacs acier, tôles ondulées et tuiles acier profilés à la longueur de vos rampants, dans plus de quinze teintes.',
    linkLabel: 'Configurer ma toiture',
    link: '/configurateur',
  },
  {
    title: 'Vos armatures prêtes à poser',
    text: 'Poteaux, poutres, semelles et longrines certifiés NF AFCAB, disponibles sur stock ou façonnés d’après vos plans.',
    linkLabel: 'Voir les armatures',
    link: '/armatures-certifiees',
  },
  {
    title: 'Livré sur chantier, grue comprise',
    text: 'Nos camions-grues déposent vos aciers et vos colis de couverture là où vous en avez besoin, sous 48 à 72 heures en Martinique.',
    linkLabel: 'Nos services',
    link: '/services',
  },
];
