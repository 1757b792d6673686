import type { ReactElement, ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'stream';

/**
 * The site's stylesheets as files rather than inlined in every page:
 * browsers cache each once for all pages (they are immutable), every HTML
 * file is lighter by its rules, and a 10 000-product build writes, stitches
 * and hashes fewer bytes. Gatsby marks an inlined stylesheet with
 * `data-identity="gatsby-global-css"` and `data-href` (private markup).
 * Which files a page links is settled after the build (page-stylesheets.ts).
 */
export function stylesheetAsLink(headComponents: ReactNode[]): ReactNode[] {
  return headComponents.map((c) => {
    const el = c as ReactElement<{ 'data-identity'?: string; 'data-href'?: string }>;
    if (el?.type !== 'style' || el.props['data-identity'] !== 'gatsby-global-css' || !el.props['data-href']) return c;
    return <link key={el.props['data-href']} rel="stylesheet" href={el.props['data-href']} />;
  });
}

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
export function renderOnePageAtATime(bodyComponent: ReactElement, replaceBodyHTMLString: (html: string) => void): Promise<void> {
  const rendered = turn.then(() => renderBody(bodyComponent)).then(replaceBodyHTMLString);
  const afterHead = () => new Promise((resolve) => setImmediate(resolve));
  turn = rendered.then(afterHead, afterHead);
  return rendered;
}
