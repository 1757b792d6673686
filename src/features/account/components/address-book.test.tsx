/** @jest-environment ./src/test-support/jsdom-env.ts */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { Customer } from '@trefima/domain/contract';
import { accountCustomer } from './account.test-kit';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * /mes-adresses against the real reference API: an address typed and not
 * saved is kept when the page is left (a session ended meanwhile, the buyer
 * signed in again), until it is saved or given up.
 */
const kit = accountCustomer();

/** The page as its route renders it, a session's customer given. */
async function page(who: Customer = kit.customer) {
  const { AddressBook } = await import('./address-book');
  return render(
    <SWRConfig value={{ dedupingInterval: 0 }}>
      <AddressBook customer={who} refresh={async () => undefined} />
    </SWRConfig>,
  );
}

/** A new address begun on the page and left unsaved: its name typed, then the page left. */
async function leaveNewAddress(name: string) {
  const user = userEvent.setup();
  await page();
  await user.click(screen.getByRole('button', { name: 'Ajouter une adresse' }));
  await user.type(within(await screen.findByRole('form')).getByRole('textbox', { name: /^Nom de l’adresse/ }), name);
  cleanup();
  return user;
}

it('keeps an address typed and not saved when the page is left, until it is given up', async () => {
  const user = await leaveNewAddress('Dépôt de Jarry');

  await page();
  const form = await screen.findByRole('form', { name: 'Ajouter une adresse' });
  expect(within(form).getByRole<HTMLInputElement>('textbox', { name: /^Nom de l’adresse/ }).value).toBe('Dépôt de Jarry');
  expect(within(form).getByText('Votre saisie non enregistrée est reprise : enregistrez-la, ou annulez pour l’effacer.')).toBeTruthy();

  await user.click(within(form).getByRole('button', { name: 'Annuler' }));
  cleanup();
  await page();
  expect(screen.getByRole('button', { name: 'Ajouter une adresse' })).toBeTruthy();
  expect(screen.queryByRole('form')).toBeNull();
});

it('opens again the edit of an address left unsaved, on that address', async () => {
  const user = userEvent.setup();
  const [first] = kit.customer.addresses;
  await page();
  await user.click(screen.getByRole('button', { name: `Modifier l’adresse « ${first.label} »` }));
  await user.type(within(await screen.findByRole('form')).getByRole('textbox', { name: /^Complément d’adresse/ }), 'Hangar 3');
  cleanup();

  await page();
  const form = await screen.findByRole('form', { name: `Modifier l’adresse « ${first.label} »` });
  expect(within(form).getByRole<HTMLInputElement>('textbox', { name: /^Complément d’adresse/ }).value).toMatch(/Hangar 3$/);
  await user.click(within(form).getByRole('button', { name: 'Annuler' }));
});

it('shows what one customer typed to him only: another signed in on the same tab gets his own address book', async () => {
  const user = await leaveNewAddress('Chez ma sœur');

  // a session that lapsed on a shared computer, and someone else signing in
  await page({ ...kit.customer, customer_id: kit.customer.customer_id + 1000, addresses: [] });
  expect(screen.getByRole('button', { name: 'Ajouter une adresse' })).toBeTruthy();
  expect(screen.queryByRole('form')).toBeNull();
  cleanup();

  // his own, still there for him
  await page();
  const form = await screen.findByRole('form', { name: 'Ajouter une adresse' });
  await user.click(within(form).getByRole('button', { name: 'Annuler' }));
});

it('gives the keyboard back, as a form is given up, to the button that opened it', async () => {
  const user = userEvent.setup();
  const [first] = kit.customer.addresses;
  await page();
  const add = screen.getByRole('button', { name: 'Ajouter une adresse' });
  add.focus();
  await user.keyboard('{Enter}');
  await user.click(within(await screen.findByRole('form', { name: 'Ajouter une adresse' })).getByRole('button', { name: 'Annuler' }));
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ajouter une adresse' })));

  const editName = `Modifier l’adresse « ${first.label} »`;
  screen.getByRole('button', { name: editName }).focus();
  await user.keyboard('{Enter}');
  await user.click(within(await screen.findByRole('form', { name: editName })).getByRole('button', { name: 'Annuler' }));
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: editName })));
});

it('cancels the question of a deletion on Escape, the keyboard back on « Supprimer »', async () => {
  const user = userEvent.setup();
  const [first] = kit.customer.addresses;
  await page();
  const card = screen.getByRole('article', { name: first.label });
  within(card)
    .getByRole('button', { name: `Supprimer l’adresse « ${first.label} »` })
    .focus();
  await user.keyboard('{Enter}');
  expect(within(card).getByRole('button', { name: 'Annuler' })).toBeTruthy();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(document.activeElement).toBe(within(card).getByRole('button', { name: `Supprimer l’adresse « ${first.label} »` })));
  expect(within(card).queryByRole('button', { name: 'Annuler' })).toBeNull();
});
