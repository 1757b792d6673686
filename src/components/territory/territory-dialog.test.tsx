/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import TerritoryDialog from './territory-dialog';

jest.mock('gatsby', () => jest.requireActual('../../test-support/gatsby-mock').gatsbyMock());
jest.mock('@reach/router', () => ({ useLocation: () => ({ pathname: '/' }) }), { virtual: true });

/**
 * The territory's dialog (prices, stock and delivery depend on it) offers
 * the ways to an account to a visitor without one open, and not to a buyer
 * who is signed in: he would read « Se connecter » beside his own prices.
 */
const PLANS = [
  { id: 1, label: 'Martinique' },
  { id: 2, label: 'Guadeloupe' },
] as Parameters<typeof TerritoryDialog>[0]['plans'];

afterEach(() => {
  document.cookie = 'jwt_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('TerritoryDialog', () => {
  it('offers a visitor to sign in or to open an account', () => {
    render(<TerritoryDialog plans={PLANS} />);
    expect(screen.getByText('Se connecter').getAttribute('href')).toBe('/connexion');
    expect(screen.getByText('Créer un compte').getAttribute('href')).toBe('/inscription');
  });

  it('offers neither to a signed-in buyer', () => {
    document.cookie = 'jwt_token=un-jeton; path=/';
    render(<TerritoryDialog plans={PLANS} />);
    expect(screen.getByText('Guadeloupe')).toBeTruthy();
    expect(screen.queryByText('Se connecter')).toBeNull();
    expect(screen.queryByText('Créer un compte')).toBeNull();
  });
});
