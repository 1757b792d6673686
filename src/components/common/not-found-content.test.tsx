/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render } from '@testing-library/react';
import { NotFoundContent } from './not-found-content';

jest.mock('gatsby', () =>
  jest.requireActual('../../test-support/gatsby-mock').gatsbyMock({ layout: { siteName: 'Trefima', siteUrl: 'https://www.trefima.fr' } }),
);

/**
 * A listing reached by a client-side navigation, from its own page, to an
 * address it cannot show: the head is still its own page's, canonical
 * included, and no crawler may read the 404 content as that page.
 */
describe('the 404 content in a page that was built for something else', () => {
  beforeEach(() => {
    document.head.innerHTML = '<link rel="canonical" href="https://www.trefima.fr/categorie/treillis-soudes">';
  });

  it('says noindex and names no canonical while it shows, and gives the page its head back when it goes', () => {
    const { unmount } = render(<NotFoundContent />);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://www.trefima.fr/categorie/treillis-soudes');
  });
});
