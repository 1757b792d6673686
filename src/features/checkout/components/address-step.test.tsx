/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { SWRConfig } from 'swr';
import type { Customer } from '@trefima/domain/contract';
import { AddressStep } from './address-step';

// the client faked (a component never imports it: eslint.layers.mjs), each call answered by its endpoint's name
jest.mock('../../../shop-client/browser', () => ({ shop: jest.fn() }));
const { shop } = jest.requireMock<{ shop: jest.Mock }>('../../../shop-client/browser');
jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * /adresse with the keyboard alone: « Ajouter une adresse » makes way for
 * the form, which takes the keyboard where it begins; « Annuler » gives it
 * back to the button, drawn again.
 */
const address = {
  address_id: 10,
  label: 'Dépôt',
  zipcode: '97200',
  is_default_delivery: true,
  is_default_billing: true,
  first_name: 'Joël',
  last_name: 'Marie',
  street: '1 rue',
  city: 'Fort-de-France',
  country_code: 'FR',
  phone: '0596000000',
  company: '',
  locked: null,
};
const customer = {
  customer_id: 5,
  type: 'particulier',
  civility: 'm',
  first_name: 'Joël',
  last_name: 'Marie',
  phone: '0596000000',
  company: null,
  addresses: [address],
} as unknown as Customer;

beforeEach(() => {
  (shop as jest.Mock).mockImplementation(async (ep: { name: string }) => {
    if (ep.name === 'job-sites') return { items: [] };
    throw new Error(`appel inattendu : ${ep.name}`);
  });
});

it('puts the keyboard at the top of the new address’s form, and back on « Ajouter une adresse » when it is given up', async () => {
  const user = userEvent.setup();
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Provider store={createStore()}>
        <AddressStep customer={customer} cart={null} />
      </Provider>
    </SWRConfig>,
  );
  screen.getByRole('button', { name: 'Ajouter une adresse' }).focus();
  await user.keyboard('{Enter}');
  const form = screen.getByRole('form', { name: 'Nouvelle adresse' });
  await waitFor(() => expect(document.activeElement).toBe(within(form).getByRole('heading', { name: 'Nouvelle adresse' })));

  within(form).getByRole('button', { name: 'Annuler' }).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ajouter une adresse' })));
});
