/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen } from '@testing-library/react';
import type { CareerListContext, ContentListContext } from '../build/contexts';
import { packContext } from '../lib/page-context';
import CareerListTemplate from './career-list';
import ContentListTemplate from './content-list';

jest.mock('@reach/router', () => ({ useLocation: () => ({ pathname: '/actualites' }) }), { virtual: true });
jest.mock('gatsby', () => jest.requireActual('../test-support/gatsby-mock').gatsbyMock({ layout: { siteName: 'Trefima', siteUrl: 'https://www.trefima.fr' } }));

const news: ContentListContext = {
  crumbs: [],
  kind: 'actualite',
  basePath: '/actualites',
  title: 'Actualités',
  items: [],
  total: 30,
  page: 1,
  perPage: 12,
  tags: [{ slug: 'usine', label: 'Usine' }],
  categories: [{ slug: 'rse', label: 'RSE' }],
  tag: null,
  category: null,
};
const careers: CareerListContext = {
  crumbs: [],
  items: [],
  total: 3,
  page: 1,
  perPage: 12,
  filters: {
    companies: [{ slug: 'trefima', label: 'Trefima' }],
    profiles: [{ slug: 'production', label: 'Production' }],
    locations: [{ slug: 'le-lamentin', label: 'Le Lamentin' }],
  },
  active: { company: null, profile: null, location: null },
};
type Props<T extends (props: never) => unknown> = Parameters<T>[0];
const at = (pathname: string) => ({ location: { pathname } });

/**
 * The host answers 404 below a list to what the site never writes (src/build/write-site.ts): the page it serves
 * must not show a list there, or a visitor would read a page the host says is not one.
 */
describe('a list at an address the site never writes for it', () => {
  it('shows the 404 content for a page 1 or a second page segment', async () => {
    for (const path of ['/actualites/_p__1', '/actualites/_tag__usine/_categorie__rse/_p__1', '/actualites/_tag__usine/_categorie__rse/_p__2/_p__3']) {
      const { unmount } = render(<ContentListTemplate {...({ pageContext: packContext(news), ...at(path) } as Props<typeof ContentListTemplate>)} />);
      expect([path, (await screen.findByRole('heading', { level: 1 })).textContent]).toEqual([path, 'Page non trouvée']);
      unmount();
    }
    const path = '/carrieres/_societe__trefima/_profil__production/_p__1';
    render(<CareerListTemplate {...({ pageContext: packContext(careers), ...at(path) } as Props<typeof CareerListTemplate>)} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page non trouvée');
  });

  it('shows the list at its own address', () => {
    render(<ContentListTemplate {...({ pageContext: packContext(news), ...at('/actualites') } as Props<typeof ContentListTemplate>)} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Actualités');
  });
});
