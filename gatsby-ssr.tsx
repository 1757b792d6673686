import type { GatsbySSR } from 'gatsby';
import { Layout } from './src/components/layout/layout';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'fr' });
  setHeadComponents([<link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />]);
};

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <Layout location={props.location} pageContext={props.pageContext as Record<string, unknown>}>
    {element}
  </Layout>
);
