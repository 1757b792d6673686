/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { Customer } from '@trefima/domain/contract';
import { quiet } from '../../../test-support/browser-api';
import { spyOnPageCalls, type PageCalls } from '../../../test-support/held-calls';
import { accountCustomer } from './account.test-kit';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * /mes-adresses against the real reference API: an address typed and not
 * saved is kept when the page is left (a session ended meanwhile, the buyer
 * signed in again), until it is saved or given up.
 */
const kit = accountCustomer();
// after the kit's API, before the page's code
let pageCalls: PageCalls;
beforeAll(() => {
  pageCalls = spyOnPageCalls();
});
afterEach(() => {
  document.cookie = 'jwt_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

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

/** The demo customer's session in the browser, as after his login: what saves and deletes need. */
async function signIn() {
  const token = await kit.api.login();
  document.cookie = `jwt_token=${encodeURIComponent(token)}; path=/`;
  return token;
}

/** The page with what follows it on the account's pages (a link of the footer), the keyboard's next stop. */
async function pageThenLink(who: Customer) {
  const { AddressBook } = await import('./address-book');
  render(
    <SWRConfig value={{ dedupingInterval: 0 }}>
      <AddressBook customer={who} refresh={async () => undefined} />
      <a href="/contact">Contact</a>
    </SWRConfig>,
  );
}

/** Once the answer's frame has come: the status takes the focus in it, if it does. */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

it('leaves the focus on the link the buyer went on to while an address was being saved', async () => {
  const user = userEvent.setup();
  const [first] = kit.customer.addresses;
  await signIn();
  await pageThenLink(kit.customer);
  await user.click(screen.getByRole('button', { name: `Modifier l’adresse « ${first.label} »` }));
  const form = await screen.findByRole('form', { name: `Modifier l’adresse « ${first.label} »` });
  await user.type(within(form).getByRole('textbox', { name: /^Complément d’adresse/ }), ' Portail bleu');
  // the calls that change something held: the buyer goes on meanwhile
  const held = pageCalls.hold();
  try {
    await user.click(within(form).getByRole('button', { name: 'Enregistrer l’adresse' }));
    // on past « Annuler », out of the form
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Contact' }));
    expect(screen.queryByText('Votre adresse a bien été modifiée.')).toBeNull();
  } finally {
    held.release();
  }
  await screen.findByText('Votre adresse a bien été modifiée.');
  await quiet();
  await nextFrame();
  expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Contact' }));
});

it('leaves the focus where the buyer went while an address was being deleted', async () => {
  const user = userEvent.setup();
  const token = await signIn();
  const body = { ...kit.customer.addresses[0], address_id: undefined, label: 'Chantier de Ducos', is_default_delivery: false, is_default_billing: false };
  const added = await kit.api.request('POST', `/customer/${kit.customer.customer_id}/address`, { token, body });
  expect(added.statusCode).toBe(201);
  await pageThenLink(JSON.parse(added.body).data);
  const card = screen.getByRole('article', { name: 'Chantier de Ducos' });
  await user.click(within(card).getByRole('button', { name: 'Supprimer l’adresse « Chantier de Ducos »' }));
  const held = pageCalls.hold();
  try {
    await user.click(within(card).getByRole('button', { name: 'Oui, supprimer' }));
    // on past « Annuler », to the next button
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ajouter une adresse' }));
    expect(screen.queryByText('Votre adresse a bien été supprimée.')).toBeNull();
  } finally {
    held.release();
  }
  await screen.findByText('Votre adresse a bien été supprimée.');
  await quiet();
  await nextFrame();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ajouter une adresse' }));
});

it('puts the focus on the status once an address is saved, the form gone', async () => {
  const user = userEvent.setup();
  const [first] = kit.customer.addresses;
  await signIn();
  await pageThenLink(kit.customer);
  await user.click(screen.getByRole('button', { name: `Modifier l’adresse « ${first.label} »` }));
  const form = await screen.findByRole('form', { name: `Modifier l’adresse « ${first.label} »` });
  await user.click(within(form).getByRole('button', { name: 'Enregistrer l’adresse' }));
  const said = await screen.findByText('Votre adresse a bien été modifiée.');
  await waitFor(() => expect(document.activeElement).toBe(said.closest('[role="status"]')));
});
