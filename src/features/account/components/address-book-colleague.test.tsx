/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { TestApi } from '../../../../backend/src/testing';
import { browserApi } from '../../../test-support/browser-api';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * /mes-adresses of a colleague, against the real reference API: the book is
 * the company's (he delivers to its addresses), but only an address's author
 * changes it, and a job site's address changes with its site. The card says
 * whose it is instead of offering what the API would refuse.
 */
let api: TestApi;
beforeAll(async () => {
  api = await browserApi();
});
afterAll(() => api.close());

it('shows the foreman whose his administrator’s address is, without « Modifier » nor « Supprimer »', async () => {
  const session = await import('../session-actions');
  const { customer } = await session.login({ login: 'conducteur@trefima.example', password: 'Demo-Conducteur-971!' });
  const bosses = customer.addresses.find((a) => a.is_default_billing)!;
  expect(bosses.locked).toBe('Cette adresse a été enregistrée par Rodolphe Bellance : seule cette personne peut la modifier ou la supprimer.');
  const { AddressBook } = await import('./address-book');
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AddressBook customer={customer} refresh={async () => undefined} />
    </SWRConfig>,
  );
  const card = screen.getByRole('article', { name: bosses.label });
  expect(within(card).getByText(bosses.locked!)).toBeTruthy();
  expect(within(card).queryByRole('button')).toBeNull();
  // his own address, in the same book, keeps its actions (the API's refusals: backend/src/customers/address-owner.test.ts)
  const own = customer.addresses.find((a) => a.locked === null);
  if (own) expect(within(screen.getByRole('article', { name: own.label })).getAllByRole('button').length).toBeGreaterThan(0);
});
