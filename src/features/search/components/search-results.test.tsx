/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { TestApi } from '../../../../backend/src/testing';
import { browserApi } from '../../../test-support/browser-api';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());
// Gatsby's own copy of the router, which only the build resolves: the result links read the page shown
jest.mock('@reach/router', () => ({ useLocation: () => ({ pathname: '/recherche' }) }), { virtual: true });

/**
 * The results page of a search, against the real reference API: a misspelt
 * word finds what its nearest word finds, categories included, and the page
 * offers that word (« Vouliez-vous dire… »), as a link to its own search.
 */
let api: TestApi;
let SearchResults: typeof import('./search-results').default;

beforeAll(async () => {
  api = await browserApi();
  SearchResults = (await import('./search-results')).default;
});
afterAll(() => api.close());

function renderResults(q: string) {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SearchResults q={q} page={1} filters={{}} categorySlug={null} hrefOf={() => '/search'} />
    </SWRConfig>,
  );
}

describe('SearchResults', () => {
  it('offers the nearest word of a misspelt one, and its categories', async () => {
    renderResults('treilis');
    const offer = await screen.findByText(/Vouliez-vous dire/);
    expect(offer.textContent).toBe('Vouliez-vous dire treillis\u00a0? Voici les résultats de ce mot, le plus proche de votre recherche.');
    expect(within(offer).getByRole('link', { name: 'treillis' }).getAttribute('href')).toBe('/search?q=treillis');
    const categories = await screen.findByRole('navigation', { name: /Catégories/ });
    expect(within(categories).getByRole('link', { name: 'Treillis soudés' })).toBeTruthy();
  });

  it('offers nothing for a word spelt right', async () => {
    renderResults('treillis');
    await screen.findByRole('navigation', { name: /Catégories/ });
    expect(screen.queryByText(/Vouliez-vous dire/)).toBeNull();
  });
});
