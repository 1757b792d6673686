import type { GatsbySSR } from 'gatsby';
import type { ReactElement } from 'react';
import { renderOnePageAtATime, stylesheetAsLink } from './src/build/gatsby/ssr';
import { Layout } from './src/components/layout/layout';
import { FOOTER_ID } from './src/components/layout/skip-links';
import type { PackedContext } from './src/lib/page-context';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'fr' });
  setHeadComponents([
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    // no paint before the header and the content are whole: HTML that arrives in pieces (an island network), or a busy
    // parser, would otherwise show them half parsed, then move them (e2e/slow-network.spec.ts). The browser stops holding
    // the paint when the element named here is inserted, not when it ends: the footer, which comes right after <main>.
    <link key="expect" rel="expect" href={`#${FOOTER_ID}`} blocking="render" />,
  ]);
};

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <Layout location={props.location} pageContext={props.pageContext as PackedContext}>
    {element}
  </Layout>
);

/** Gatsby overrides (README, "Gatsby overrides"): the stylesheet as a file, one page at a time per worker. */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(stylesheetAsLink(getHeadComponents()) as ReturnType<typeof getHeadComponents>);
};

export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({ bodyComponent, replaceBodyHTMLString }) =>
  renderOnePageAtATime(bodyComponent as ReactElement, replaceBodyHTMLString);
