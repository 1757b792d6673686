/** The site's language; the others fall back to it (src/i18n/index.ts). */
export const DEFAULT_LOCALE = 'fr';
