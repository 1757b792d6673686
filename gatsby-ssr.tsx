import type { GatsbySSR } from 'gatsby';
import { Layout } from './src/components/layout/layout';
import { I18nProvider } from './src/i18n/provider';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'fr' });
  setHeadComponents([<link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />]);
};

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <I18nProvider>{element}</I18nProvider>;

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <Layout location={props.location} pageContext={props.pageContext as Record<string, unknown>}>
    {element}
  </Layout>
);
