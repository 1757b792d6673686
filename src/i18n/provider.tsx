import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, messagesFor } from '.';

const messages = messagesFor(DEFAULT_LOCALE);

/** The site speaks French; other locales fall back to it. */
export function I18nProvider({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale={DEFAULT_LOCALE} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
