import type { GatsbyBrowser } from 'gatsby';
import { Layout } from './src/components/layout/layout';
import { I18nProvider } from './src/i18n/provider';
import './src/styles/global.css';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <I18nProvider>{element}</I18nProvider>;

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <Layout location={props.location} pageContext={props.pageContext as Record<string, unknown>}>
    {element}
  </Layout>
);
