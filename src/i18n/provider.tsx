import type { ReactNode } from 'react';
import { IntlMessageFormat } from 'intl-messageformat';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import { DEFAULT_LOCALE } from './locale';
// Parsed from domain/i18n/fr by src/i18n/compile.ts, rewritten at every build (onPreBootstrap).
import messages from './compiled/messages.json';

/*
 * Asking Intl.NumberFormat or Intl.DateTimeFormat whether they support a
 * locale makes the browser list every ICU locale it has: about 20 ms on the
 * main thread, the first time, while the cart hydrates. react-intl asks when
 * it is set up, and intl-messageformat for every message it compiles. The site
 * speaks only French, which every supported browser carries, so neither asks:
 * - the message formatter takes the locale as given;
 * - createIntl gets no locale and takes the default one, reporting that as a
 *   config error, the only report dropped below.
 */
IntlMessageFormat.resolveLocale = (locales) => new Intl.Locale(Array.isArray(locales) ? locales[0] : locales);

/** Built once per page load, not at every mount of a provider. */
let shared: IntlShape | undefined;
export function sharedIntl(): IntlShape {
  shared ??= createIntl(
    {
      locale: '',
      defaultLocale: DEFAULT_LOCALE,
      messages: messages as never,
      onError: (error) => {
        if (error.code === 'INVALID_CONFIG') return;
        if (process.env.NODE_ENV !== 'production') console.error(error);
      },
    },
    createIntlCache(),
  );
  return shared;
}

/** The site speaks French; other locales fall back to it (see messagesFor). */
export function I18nProvider({ children }: { children: ReactNode }) {
  return <RawIntlProvider value={sharedIntl()}>{children}</RawIntlProvider>;
}
