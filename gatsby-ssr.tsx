import type { GatsbySSR } from 'gatsby';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'stream';
import { Layout } from './src/components/layout/layout';
import type { PackedContext } from './src/lib/page-context';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'fr' });
  setHeadComponents([<link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />]);
};

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <Layout location={props.location} pageContext={props.pageContext as PackedContext}>
    {element}
  </Layout>
);

/**
 * The site's one stylesheet as a file rather than inlined in every page:
 * browsers cache it once for all pages (it is immutable), every HTML file is
 * some 70 KB lighter, and a 10 000-product build writes, stitches and hashes
 * about a third of the bytes it did.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(
    getHeadComponents().map((c) => {
      const el = c as ReactElement<{ 'data-identity'?: string; 'data-href'?: string }>;
      if (el?.type !== 'style' || el.props['data-identity'] !== 'gatsby-global-css' || !el.props['data-href']) return c;
      return <link key={el.props['data-href']} rel="stylesheet" href={el.props['data-href']} />;
    }),
  );
};

/** The body as Gatsby renders it (a stream, lazy parts awaited), collected into a string. */
function renderBody(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, next) {
        html += String(chunk);
        next();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onShellError: reject, onError: reject });
  });
}

/**
 * One page at a time in each render worker. Gatsby renders two at once, and
 * react-helmet (every page's title, description, canonical and robots) keeps
 * one state per process: a page that waited for a lazy part (a form, the
 * cart) had that state reset by the other page's render and was built with no
 * head at all. The next page starts after this one's onRenderBody, where
 * gatsby-plugin-react-helmet reads the state.
 */
let turn: Promise<unknown> = Promise.resolve();
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({ bodyComponent, replaceBodyHTMLString }) => {
  const rendered = turn.then(() => renderBody(bodyComponent as ReactElement)).then(replaceBodyHTMLString);
  const afterHead = () => new Promise((resolve) => setImmediate(resolve));
  turn = rendered.then(afterHead, afterHead);
  return rendered;
};
