import { fr } from '@trefima/domain/i18n/fr';

/**
 * French holds every message; English, German, Spanish and Italian exist
 * empty and fall back to French, message by message.
 */
import { DEFAULT_LOCALE } from './locale';

export { DEFAULT_LOCALE };
export const LOCALES = ['fr', 'en', 'de', 'es', 'it'] as const;
export type Locale = (typeof LOCALES)[number];

const translations: Record<Locale, Record<string, string>> = { fr, en: {}, de: {}, es: {}, it: {} };

/** A language's messages: its own where it has them, French for the rest. */
export const withFrenchFallback = (own: Record<string, string>): Record<string, string> => ({ ...fr, ...own });

export function messagesFor(locale: string): Record<string, string> {
  return withFrenchFallback(translations[(LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : DEFAULT_LOCALE]);
}
