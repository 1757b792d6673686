import { JSDOM } from 'jsdom';
import { resolvingScript } from './use-listing-resolution';

/**
 * The head a crawler that runs scripts reads at a listing's address: the built
 * HTML is the base page's (react-helmet writes its links before its scripts),
 * and nothing in the browser writes a head again.
 */
const headAt = (url: string, own = '/categorie/treillis-soudes') => {
  const html =
    '<!doctype html><html><head>' +
    `<link rel="canonical" href="https://www.trefima.fr${own}"/>` +
    `<script>${resolvingScript(own)}</script>` +
    '</head><body></body></html>';
  const { document } = new JSDOM(html, { url: `https://www.trefima.fr${url}`, runScripts: 'dangerously' }).window;
  return {
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    robots: [...document.querySelectorAll('meta[name="robots"]')].map((m) => m.getAttribute('content')),
    resolving: document.documentElement.classList.contains('listing-resolving'),
  };
};

describe('the script a listing runs before its first paint', () => {
  it('on a variant served the base page’s HTML, drops the base page’s canonical and says noindex', () => {
    for (const url of ['/categorie/treillis-soudes/_p__2', '/categorie/treillis-soudes/color__RAL-7016', '/categorie/treillis-soudes/n-importe-quoi'])
      expect([url, headAt(url)]).toEqual([url, { canonical: null, robots: ['noindex'], resolving: true }]);
  });

  it('leaves the page’s own address as it was built, with or without a trailing slash', () => {
    for (const url of ['/categorie/treillis-soudes', '/categorie/treillis-soudes/'])
      expect([url, headAt(url)]).toEqual([url, { canonical: 'https://www.trefima.fr/categorie/treillis-soudes', robots: [], resolving: false }]);
  });

  it('leaves a built page of a content list alone (its own canonical), and marks a combination below it', () => {
    expect(headAt('/actualites/_tag__usine/_p__2', '/actualites/_tag__usine/_p__2')).toEqual({
      canonical: 'https://www.trefima.fr/actualites/_tag__usine/_p__2',
      robots: [],
      resolving: false,
    });
    expect(headAt('/actualites/_tag__usine/_categorie__rse', '/actualites')).toEqual({ canonical: null, robots: ['noindex'], resolving: true });
  });
});
