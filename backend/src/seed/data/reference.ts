import type { SeedTag } from '../types';

/** Civilities offered in the account, address and contact forms. */
export const civilities: SeedTag[] = [
  { slug: 'm', label: 'Monsieur' },
  { slug: 'mme', label: 'Madame' },
];

/**
 * Countries offered in address forms (ISO 3166-1 alpha-2), France first then
 * alphabetical by French name. Martinique, Guadeloupe and Guyane are French
 * departments: their addresses use country FR and the 971/972/973 postal codes.
 */
export const countries: { code: string; name: string }[] = [
  { code: 'FR', name: 'France' },
  { code: 'DE', name: 'Allemagne' },
  { code: 'AI', name: 'Anguilla' },
  { code: 'AG', name: 'Antigua-et-Barbuda' },
  { code: 'AW', name: 'Aruba' },
  { code: 'BS', name: 'Bahamas' },
  { code: 'BB', name: 'Barbade' },
  { code: 'BE', name: 'Belgique' },
  { code: 'BR', name: 'Brésil' },
  { code: 'CA', name: 'Canada' },
  { code: 'CO', name: 'Colombie' },
  { code: 'CU', name: 'Cuba' },
  { code: 'CW', name: 'Curaçao' },
  { code: 'DM', name: 'Dominique' },
  { code: 'ES', name: 'Espagne' },
  { code: 'US', name: 'États-Unis' },
  { code: 'GD', name: 'Grenade' },
  { code: 'GY', name: 'Guyana' },
  { code: 'HT', name: 'Haïti' },
  { code: 'VG', name: 'Îles Vierges britanniques' },
  { code: 'IT', name: 'Italie' },
  { code: 'JM', name: 'Jamaïque' },
  { code: 'LU', name: 'Luxembourg' },
  { code: 'MS', name: 'Montserrat' },
  { code: 'NL', name: 'Pays-Bas' },
  { code: 'PT', name: 'Portugal' },
  { code: 'DO', name: 'République dominicaine' },
  { code: 'GB', name: 'Royaume-Uni' },
  { code: 'KN', name: 'Saint-Christophe-et-Niévès' },
  { code: 'VC', name: 'Saint-Vincent-et-les-Grenadines' },
  { code: 'LC', name: 'Sainte-Lucie' },
  { code: 'SX', name: 'Sint Maarten' },
  { code: 'CH', name: 'Suisse' },
  { code: 'SR', name: 'Suriname' },
  { code: 'TT', name: 'Trinité-et-Tobago' },
  { code: 'VE', name: 'Venezuela' },
];
