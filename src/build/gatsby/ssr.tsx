import type { ReactElement, ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.browser';

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

/**
 * The text of a stream of UTF-8 bytes. One decoder for the whole stream: a chunk may end inside a character of two to
 * four bytes (« é », « µ », « — »), whose rest starts the next chunk; decoding each chunk alone would make two U+FFFD.
 */
export async function textOf(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder('utf-8');
  const reader = stream.getReader();
  let text = '';
  for (let read = await reader.read(); !read.done; read = await reader.read()) text += decoder.decode(read.value, { stream: true });
  return text + decoder.decode();
}

/**
 * The body as Gatsby renders it (a stream, lazy parts awaited), collected into a string. React 18's web-stream
 * renderer rather than its Node one (`renderToPipeableStream`, Gatsby's): the Node one fills 2 KB buffers and, when a
 * text stops short of a buffer's end before a character of several bytes, sends the whole buffer, its unwritten bytes
 * as NULs (« ligatur\0és », facebook/react#31134; fixed by react#26228, in no 18.x release). The web one copies bytes already encoded
 * into its buffers, so it may split a character between two chunks: `textOf` joins them.
 */
async function renderBody(element: ReactElement): Promise<string> {
  let failure: unknown;
  const stream = await renderToReadableStream(element, { onError: (error) => void (failure ??= error) });
  await stream.allReady;
  const html = await textOf(stream);
  // an error in a lazy part would have it rendered by the browser alone: the build fails instead, as it did
  if (failure !== undefined) throw failure;
  return html;
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
