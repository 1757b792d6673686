import { builtHead } from './built-head.test-support';
import { Seo } from './seo';

jest.mock('gatsby', () =>
  jest.requireActual('../../test-support/gatsby-mock').gatsbyMock({ layout: { siteName: 'Trefima', siteUrl: 'https://www.trefima.fr/' } }),
);

/** What a page shared on a social network shows: the site's name, what the page is, a picture the network can draw. */
describe('the Open Graph of a page', () => {
  it('names the site on every page and calls a page a website unless it says what it is', () => {
    const { meta } = builtHead(<Seo title="Contact" path="/contact" />);
    expect(meta).toMatchObject({ 'og:site_name': 'Trefima', 'og:type': 'website', 'og:url': 'https://www.trefima.fr/contact' });
  });

  it.each(['product', 'article'] as const)('says a page is a %s when it is one', (type) => {
    expect(builtHead(<Seo title="Treillis ST25" type={type} />).meta['og:type']).toBe(type);
  });

  it('gives a raster picture as an absolute URL', () => {
    expect(builtHead(<Seo title="Barre" image="https://api.trefima.fr/media/product/barre.jpg" />).meta['og:image']).toBe(
      'https://api.trefima.fr/media/product/barre.jpg',
    );
    expect(builtHead(<Seo title="Barre" image="/media/product/barre.png" />).meta['og:image']).toBe('https://www.trefima.fr/media/product/barre.png');
  });

  it('gives no picture rather than an SVG, which social networks do not show', () => {
    for (const image of ['https://api.trefima.fr/media/product/barre.svg?c=383e42', 'https://api.trefima.fr/media/article/salon.SVG']) {
      expect([image, builtHead(<Seo title="Barre" image={image} />).meta['og:image']]).toEqual([image, undefined]);
    }
  });
});

describe('the title of a page', () => {
  it('names the site once, even where the page’s own title already ends with it', () => {
    expect(builtHead(<Seo title="Contact" />).title).toBe('Contact | Trefima');
    expect(builtHead(<Seo title="Armatures standard certifiées NF AFCAB | Trefima" />).title).toBe('Armatures standard certifiées NF AFCAB | Trefima');
    expect(builtHead(<Seo title="Trefima" />).title).toBe('Trefima');
  });

  it('adds no second name to a meta title that names the site already, anywhere (found by an audit of the built site)', () => {
    expect(builtHead(<Seo title="Contact et devis | Trefima, Le Lamentin" />).title).toBe('Contact et devis | Trefima, Le Lamentin');
    expect(builtHead(<Seo title="Treillis soudés ST et PAF | Trefima Martinique" />).title).toBe('Treillis soudés ST et PAF | Trefima Martinique');
    // a word that holds the name is not the name
    expect(builtHead(<Seo title="Les Trefimaniaques" />).title).toBe('Les Trefimaniaques | Trefima');
  });
});
