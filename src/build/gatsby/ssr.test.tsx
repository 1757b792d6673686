import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { renderOnePageAtATime, stylesheetAsLink, textOf } from './ssr';

describe('the server rendering overrides', () => {
  it('turns Gatsby’s inlined global stylesheet into a link to its file and leaves the rest', () => {
    const head = [
      <style key="a" data-identity="gatsby-global-css" data-href="/styles.abc.css">
        {'body{}'}
      </style>,
      <style key="b">{'.x{}'}</style>,
      <meta key="c" name="x" />,
    ];
    const out = stylesheetAsLink(head);
    expect(renderToStaticMarkup(<>{out}</>)).toBe('<link rel="stylesheet" href="/styles.abc.css"/><style>.x{}</style><meta name="x"/>');
  });

  it('renders the pages of a worker in the order they came, each body handed over whole', async () => {
    const order: string[] = [];
    const page = (name: string) => <p>{name}</p>;
    await Promise.all(['a', 'b', 'c'].map((n) => renderOnePageAtATime(page(n), (html) => order.push(html))));
    expect(order).toEqual(['<p>a</p>', '<p>b</p>', '<p>c</p>']);
  });

  // React 18.3's node stream fills 2 KB buffers and sends a whole one when a text stops short of its end before a
  // character of two to four bytes: the unfilled bytes came out as NULs (« ligatur\0és », facebook/react#31134)
  it('hands every page over as React wrote it, with no NUL byte, wherever its characters of several bytes fall', async () => {
    const text = 'Paquets ligaturés de 50 — 7 µm, prélaquage 25 µm · 🏗️ ';
    for (let shift = 0; shift < 8; shift++) {
      const page = (
        <main>
          <p>{'x'.repeat(shift)}</p>
          {Array.from({ length: 60 }, (_, i) => (
            <p key={i} aria-label={`Mots-clés ${i}`}>
              {text.repeat(1 + (i % 3))}
            </p>
          ))}
        </main>
      );
      let html = '';
      await renderOnePageAtATime(page, (h) => (html = h));
      expect({ shift, nul: html.indexOf('\0') }).toEqual({ shift, nul: -1 });
      expect(html).toBe(renderToString(page));
    }
  });

  it('reads a stream’s text whole when its chunks cut a character of several bytes in two', async () => {
    const text = 'ligaturés — 7 µm 🏗️';
    const bytes = new TextEncoder().encode(text);
    for (let size = 1; size <= 4; size++) {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size));
          controller.close();
        },
      });
      expect(await textOf(stream)).toBe(text);
    }
  });
});
