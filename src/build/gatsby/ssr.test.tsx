import { renderToStaticMarkup } from 'react-dom/server';
import { renderOnePageAtATime, stylesheetAsLink } from './ssr';

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
});
