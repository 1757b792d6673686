/**
 * A job site is where the steel goes, and the shop delivers its overseas departments only: their postcodes are
 * French, so is the site's country. Another country with such a postcode (« 97110 Pointe-à-Pitre (US) ») is no
 * address a truck finds. The API (requests.ts) and the site's form (src/features/job-sites/form.ts) say it alike.
 */
export const SITE_COUNTRY = 'FR';

/** Why a site's country is refused, or null for France (and for none given: the address book's default is France). */
export const siteCountryReason = (countryCode: unknown): string | null =>
  typeof countryCode === 'string' && countryCode !== SITE_COUNTRY
    ? 'Nous livrons en Martinique, en Guadeloupe et en Guyane uniquement : le pays d’un chantier est la France (FR).'
    : null;
