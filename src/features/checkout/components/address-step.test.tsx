/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { SWRConfig } from 'swr';
import type { Customer } from '@trefima/domain/contract';
import { quiet } from '../../../test-support/browser-api';
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

/** The new address's answer held until `release`, as on a slow network: the customer with it, as the API answers. */
function holdAddressAdd() {
  let release = () => undefined as void;
  const held = new Promise<void>((r) => (release = r));
  const added = { ...address, address_id: 11, label: 'Chantier Ducos', zipcode: '97224', city: 'Ducos', is_default_delivery: false, is_default_billing: false };
  (shop as jest.Mock).mockImplementation(async (ep: { name: string }) => {
    if (ep.name === 'job-sites') return { items: [] };
    if (ep.name === 'address.add') return held.then(() => ({ ...customer, addresses: [address, added] }));
    throw new Error(`appel inattendu : ${ep.name}`);
  });
  return () => release();
}

/** The step under the header's search box, its new address's form filled in and not yet sent. */
async function filledNewAddress() {
  const user = userEvent.setup();
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Provider store={createStore()}>
        <label>
          Rechercher un produit <input type="search" />
        </label>
        <AddressStep customer={customer} cart={null} />
      </Provider>
    </SWRConfig>,
  );
  await user.click(screen.getByRole('button', { name: 'Ajouter une adresse' }));
  const form = screen.getByRole('form', { name: 'Nouvelle adresse' });
  await user.type(within(form).getByRole('textbox', { name: /^Nom de l’adresse/ }), 'Chantier Ducos');
  await user.type(within(form).getByRole('textbox', { name: /^Adresse/ }), 'Zone de Champigny');
  await user.type(within(form).getByRole('textbox', { name: /^Code postal/ }), '97224');
  await user.type(within(form).getByRole('textbox', { name: /^Ville/ }), 'Ducos');
  return { user, form, search: screen.getByRole<HTMLInputElement>('searchbox', { name: 'Rechercher un produit' }) };
}

it('leaves the focus on the field the buyer went to while the new address was being saved', async () => {
  const release = holdAddressAdd();
  const { user, form, search } = await filledNewAddress();
  try {
    await user.click(within(form).getByRole('button', { name: 'Enregistrer l’adresse' }));
    await waitFor(() => expect(shop.mock.calls.some(([ep]) => ep.name === 'address.add')).toBe(true));
    await user.click(search);
  } finally {
    release();
  }
  await screen.findByText(/^L’adresse « Chantier Ducos » a été ajoutée/);
  await quiet();
  expect(document.activeElement).toBe(search);
  await user.keyboard('HA12');
  expect(search.value).toBe('HA12');
});

it('gives the keyboard to « Ajouter une adresse », drawn again, once the new address is saved', async () => {
  const release = holdAddressAdd();
  const { user, form } = await filledNewAddress();
  await user.click(within(form).getByRole('button', { name: 'Enregistrer l’adresse' }));
  await waitFor(() => expect(shop.mock.calls.some(([ep]) => ep.name === 'address.add')).toBe(true));
  release();
  await screen.findByText(/^L’adresse « Chantier Ducos » a été ajoutée/);
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ajouter une adresse' })));
});
