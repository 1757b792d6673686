/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { PRIVATE, type TestApi } from '../../../../backend/src/testing';
import { browserApi } from '../../../test-support/browser-api';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * /inscription's first line: a visitor is offered the sign-in page; a buyer
 * whose session is open is told who he is signed in as, never « Déjà client ?
 * Connectez-vous ».
 */
let api: TestApi;
let SignupAlready: typeof import('./signup-already').SignupAlready;

beforeAll(async () => {
  api = await browserApi();
  ({ SignupAlready } = await import('./signup-already'));
});
afterAll(() => api.close());
afterEach(() => {
  document.cookie = 'jwt_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const renderLine = () =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SignupAlready />
    </SWRConfig>,
  );

it('offers a visitor the sign-in page', () => {
  renderLine();
  expect(screen.getByText(/Déjà client/).textContent).toBe('Déjà client ? Connectez-vous.');
  expect(screen.getByRole('link', { name: 'Connectez-vous' }).getAttribute('href')).toBe('/connexion');
});

it('tells a signed-in buyer who he is, and never to sign in', async () => {
  const token = await api.login(PRIVATE.email, PRIVATE.password);
  document.cookie = `jwt_token=${encodeURIComponent(token)}; path=/`;
  renderLine();
  expect(await screen.findByText(/^Vous êtes connecté en tant que .+ \(particulier@trefima\.example\)\.$/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Mon compte' }).getAttribute('href')).toBe('/mon-compte');
  expect(screen.queryByText(/Déjà client/)).toBeNull();
});

it('offers the sign-in page again when the kept session turns out to be over', async () => {
  document.cookie = `jwt_token=${encodeURIComponent('not-a-session')}; path=/`;
  renderLine();
  expect((await screen.findByText(/Déjà client/)).textContent).toBe('Déjà client ? Connectez-vous.');
});
