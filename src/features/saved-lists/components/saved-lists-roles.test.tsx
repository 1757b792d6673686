/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { TestApi } from '../../../../backend/src/testing';
import type { Customer } from '@trefima/domain/contract';
import { browserApi, quiet } from '../../../test-support/browser-api';
import { signInAsCompanyPerson } from '../../../test-support/company-person';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * /mes-listes as the demo company's accountant sees it, against the real
 * reference API: she reads the company's lists and their lines, and is
 * offered nothing the API would refuse her (a list made, renamed, deleted,
 * its lines changed, put in the cart); why is said once, in the role's own
 * refusals.
 */
let api: TestApi;
let customer: Customer;

beforeAll(async () => {
  api = await browserApi();
  // the administrator's list: the company's, which its accountant reads
  const boss = await api.login();
  const id = api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get('HA12-12') as number;
  await api.request('POST', '/list', { body: { name: 'Dalle du lot 2', lines: [{ element_id: id, quantity: 12 }] }, token: boss });
  customer = await signInAsCompanyPerson(api, 'comptable');
});
afterAll(() => api.close());

describe('SavedLists, for a role that may neither manage lists nor prepare a cart', () => {
  it('shows the company’s lists and their lines, without a button that changes them or fills the cart, and says why once', async () => {
    expect(customer.company_role).toBe('comptable');
    const { SavedLists } = await import('./saved-lists');
    const user = userEvent.setup();
    render(
      <SWRConfig value={{ dedupingInterval: 0 }}>
        <SavedLists customer={customer} />
      </SWRConfig>,
    );
    const card = await screen.findByRole('article', { name: 'Dalle du lot 2' }, { timeout: 5000 });
    const refusals = [
      'Votre rôle (comptable) ne permet pas de gérer les listes enregistrées : adressez-vous à un administrateur de votre entreprise.',
      'Votre rôle (comptable) ne permet pas de préparer un panier : adressez-vous à un administrateur de votre entreprise.',
    ];
    for (const why of refusals) expect(screen.getAllByText(why)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Créer une liste' })).toBeNull();
    // reading the lines is all that is left
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual(['Voir les produits de la liste « Dalle du lot 2 »']);
    await user.click(within(card).getByRole('button', { name: 'Voir les produits de la liste « Dalle du lot 2 »' }));
    const table = await within(card).findByRole('table');
    expect(within(table).getAllByRole('row')[1]!.textContent).toMatch(/HA12-12.*12\sbarres/);
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual(['Masquer les produits de la liste « Dalle du lot 2 »']);
    for (const why of refusals) expect(screen.getAllByText(why)).toHaveLength(1);
    await quiet();
  });
});
