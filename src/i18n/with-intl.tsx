import type { ComponentType } from 'react';
import { I18nProvider } from './provider';

/**
 * react-intl is not on every page: the layout's messages need no ICU
 * formatting (domain/i18n/t.ts). A page whose components format messages with
 * react-intl (the cart and checkout, with plurals and prices) is wrapped in
 * the provider here, so that only its own chunks carry the library.
 */
export function withIntl<P extends object>(Page: ComponentType<P>) {
  const Wrapped = (props: P) => (
    <I18nProvider>
      <Page {...props} />
    </I18nProvider>
  );
  Wrapped.displayName = `withIntl(${Page.displayName ?? Page.name})`;
  return Wrapped;
}
