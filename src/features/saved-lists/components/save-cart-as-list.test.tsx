/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SITE_ADDRESS, type TestApi } from '../../../../backend/src/testing';
import { browserApi } from '../../../test-support/browser-api';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * « Enregistrer comme liste » on /panier, against the real reference API: a
 * visitor is asked to sign in (a list is the customer account's); a
 * customer names the list, picks one of his job sites or none, and the cart
 * becomes the list, with a link to /mes-listes. The form loads on opening.
 */
let api: TestApi;
let SaveCartAsList: typeof import('./save-cart-as-list').SaveCartAsList;

beforeAll(async () => {
  api = await browserApi();
  ({ SaveCartAsList } = await import('./save-cart-as-list'));
});
afterAll(() => api.close());

const lists = () => api.db.prepare('SELECT id, name, job_site_id FROM saved_list').all() as { id: number; name: string; job_site_id: number | null }[];
const product = (ref: string) => api.db.prepare('SELECT id, name FROM product WHERE reference = ?').get(ref) as { id: number; name: string };

async function open() {
  const user = userEvent.setup();
  render(<SaveCartAsList />);
  const toggle = screen.getByRole('button', { name: 'Enregistrer comme liste' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  await user.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  return user;
}

describe('SaveCartAsList', () => {
  it('asks a visitor to sign in, and comes back to the cart', async () => {
    await open();
    const link = await screen.findByRole('link', { name: 'Se connecter' });
    expect(link.getAttribute('href')).toBe('/connexion/%2Fpanier');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('saves a customer’s cart as a list on his job site, a blank name refused before anything is sent', async () => {
    const { login } = await import('../../account/session-actions');
    const { addToCart } = await import('../../cart/api/actions');
    await login({ login: 'pro@trefima.example', password: 'Demo-Pro-971!' });
    await addToCart({ element_id: product('HA12-12').id, quantity: 7 }, product('HA12-12').name);
    await addToCart({ element_id: product('HA10-6').id, quantity: 3 }, product('HA10-6').name);
    const token = await api.login();
    const site = JSON.parse(
      (
        await api.request('POST', '/chantier', {
          token,
          body: {
            name: 'Lot 2',
            truck_access: 'tout',
            address: SITE_ADDRESS,
          },
        })
      ).body,
    ).data;

    const user = await open();
    const name = await screen.findByRole('textbox', { name: /Nom de la liste/ });
    await waitFor(() => expect(document.activeElement).toBe(name));
    await user.keyboard('{Enter}');
    expect(screen.getByText('Le champ « Nom de la liste » est obligatoire.')).toBeTruthy();
    // refused from the button: the focus goes to the name, which reads its error
    await user.click(screen.getByRole('button', { name: 'Enregistrer la liste' }));
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!.split(' ').pop()!)!.textContent).toBe(
      'Le champ « Nom de la liste » est obligatoire.',
    );
    expect(lists()).toEqual([]);

    await user.type(name, 'Lot 2 – dalle');
    await user.selectOptions(await screen.findByRole('combobox', { name: /Chantier/ }), 'Lot 2');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la liste' }));
    const done = await screen.findByText(/^La liste « Lot 2 – dalle » est enregistrée avec 2 produits\./);
    expect(done.closest('[role="status"]')!.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('link', { name: 'Voir mes listes' }).getAttribute('href')).toBe('/mes-listes');
    expect(lists()).toEqual([expect.objectContaining({ name: 'Lot 2 – dalle', job_site_id: site.job_site_id })]);
    const lines = api.db
      .prepare('SELECT p.reference, l.quantity FROM saved_list_line l JOIN product p ON p.id = l.product_id ORDER BY l.position')
      .all()
      .map((r) => Object.values(r as object));
    expect(lines).toEqual([
      ['HA12-12', 7],
      ['HA10-6', 3],
    ]);
  });

  it('offers nothing to a role that may not manage the company’s lists, and says why', async () => {
    const { login } = await import('../../account/session-actions');
    await login({ login: 'comptable@trefima.example', password: 'Demo-Comptable-971!' });
    render(<SaveCartAsList />);
    await screen.findByText('Votre rôle (comptable) ne permet pas de gérer les listes enregistrées : adressez-vous à un administrateur de votre entreprise.');
    expect(screen.queryByRole('button', { name: 'Enregistrer comme liste' })).toBeNull();
  });
});
