import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE } from './locale';
// Parsed from src/i18n/fr by src/i18n/compile.ts, rewritten at every build (onPreBootstrap).
import messages from './compiled/messages.json';

/** The site speaks French; other locales fall back to it (see messagesFor). */
export function I18nProvider({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale={DEFAULT_LOCALE} defaultLocale={DEFAULT_LOCALE} messages={messages as never}>
      {children}
    </IntlProvider>
  );
}
